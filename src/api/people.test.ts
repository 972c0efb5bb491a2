import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { readSample } from '../test/samples';
import { withoutSiteLanguage } from '../test/site-language';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { memberDirectoryQuery, peopleKeys, spaceMemberSearchQuery } from './people';

const root = { form: 'pretty', url: 'https://site.test/wp-json/' } as const;

/** A real API client over a fake `fetch` answering `status` and `body` to every request. */
function siteAnswering(status: number, body: unknown) {
  const fetch = vi.fn<typeof globalThis.fetch>(
    async () => new Response(JSON.stringify(body), { status }),
  );
  const client = createApiClient({ root, credentials: { username: 'a', password: 'b' }, fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const requested = () => fetch.mock.calls.map(([url]) => withoutSiteLanguage(url));
  return { client, queryClient, requested };
}

/** A directory page as real sites send it: whole profiles, ids as strings, a Laravel paginator. */
const directoryPage = {
  members: {
    current_page: 1,
    per_page: 10,
    total: 3,
    last_page: 1,
    first_page_url: 'https://site.test/wp-json/fluent-community/v2/members?page=1',
    data: [
      {
        user_id: '23',
        display_name: 'Anouk de Vries',
        username: 'anoukdevries',
        avatar: 'https://gravatar.test/a.png',
        status: 'active',
        total_points: '12',
        is_verified: 0,
        meta: [],
        badge: null,
        last_activity: null,
      },
      { user_id: 30, display_name: 'Fang Wang', username: 'wangfang', avatar: null },
      { display_name: 'No id, left out', username: 'broken' },
    ],
  },
};

describe('memberDirectoryQuery', () => {
  it('searches GET /members by name, ten at a time, and reads the profiles it uses', async () => {
    const { client, queryClient, requested } = siteAnswering(200, directoryPage);
    const answer = await queryClient.fetchQuery(memberDirectoryQuery(client, 'an'));
    expect(requested()).toEqual([
      'https://site.test/wp-json/fluent-community/v2/members?search=an&per_page=10',
    ]);
    expect(answer).toEqual({
      status: 'listed',
      people: [
        {
          id: 23,
          name: 'Anouk de Vries',
          username: 'anoukdevries',
          avatar: 'https://gravatar.test/a.png',
        },
        { id: 30, name: 'Fang Wang', username: 'wangfang', avatar: null },
      ],
    });
  });

  it('reads the mention shape too (data alone, no paginator)', async () => {
    const { client, queryClient } = siteAnswering(200, {
      members: { data: [{ user_id: 5, display_name: '', username: 'quiet', avatar: 7 }] },
    });
    const answer = await queryClient.fetchQuery(memberDirectoryQuery(client, 'qu'));
    expect(answer).toEqual({
      status: 'listed',
      people: [{ id: 5, name: 'quiet', username: 'quiet', avatar: null }],
    });
  });

  it.each([
    ['a real site', 422, readSample('error_members_no_auth.json')],
    ['our server', 403, { code: 'rest_forbidden', message: 'No.', data: { status: 403 } }],
    ['a site without the route', 404, { code: 'rest_no_route', message: 'No route.' }],
  ])(
    'takes a refusal from %s as an answer, and does not ask again',
    async (_site, status, body) => {
      const { client, queryClient, requested } = siteAnswering(status, body);
      await expect(queryClient.fetchQuery(memberDirectoryQuery(client, 'an'))).resolves.toEqual({
        status: 'refused',
      });
      await expect(queryClient.fetchQuery(memberDirectoryQuery(client, 'ann'))).resolves.toEqual({
        status: 'refused',
      });
      expect(requested()).toHaveLength(1);
      expect(queryClient.getQueryData(peopleKeys.directorySearch('ann'))).toEqual({
        status: 'refused',
      });
    },
  );

  it('lets a 401 (the session has ended) and a failure through as errors', async () => {
    for (const status of [401, 503]) {
      const { client, queryClient } = siteAnswering(status, { message: 'x' });
      await expect(queryClient.fetchQuery(memberDirectoryQuery(client, 'an'))).rejects.toThrow(
        ApiError,
      );
    }
  });
});

describe('spaceMemberSearchQuery', () => {
  it('searches the space’s members and reads their profiles (a real answer)', async () => {
    const { client, queryClient, requested } = siteAnswering(
      200,
      readSample('members_general_search_an.json'),
    );
    const answer = await queryClient.fetchQuery(spaceMemberSearchQuery(client, 'general', 'an'));
    expect(requested()).toEqual([
      'https://site.test/wp-json/fluent-community/v2/spaces/general/members?search=an&per_page=10',
    ]);
    expect(answer.status).toBe('listed');
    const people = answer.status === 'listed' ? answer.people : [];
    expect(people).toHaveLength(10);
    expect(people[2]).toMatchObject({ id: 23, name: 'Anouk de Vries', username: 'anoukdevries' });
    expect(people[2]?.avatar).toMatch(/^http:\/\/0\.gravatar\.com\/avatar\//);
  });

  it('leaves out memberships whose user is gone, and takes a refusal as an answer', async () => {
    const gone = siteAnswering(200, { members: { data: [{ user_id: 4, xprofile: null }] } });
    await expect(
      gone.queryClient.fetchQuery(spaceMemberSearchQuery(gone.client, 'general', 'an')),
    ).resolves.toEqual({ status: 'listed', people: [] });

    const refused = siteAnswering(422, readSample('error_members_no_auth.json'));
    await expect(
      refused.queryClient.fetchQuery(spaceMemberSearchQuery(refused.client, 'general', 'an')),
    ).resolves.toEqual({ status: 'refused' });
  });
});
