import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { readReferenceAnswer } from '../test/reference-answers';
import { withoutSiteLanguage } from '../test/site-language';
import { createApiClient } from './client';
import { siteTopicsQuery } from './directory';
import { ApiError } from './errors';
import {
  memberCommentsQuery,
  memberPostsQuery,
  memberSpacesQuery,
  profileRouteUsername,
} from './member-story';

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

const API = 'https://site.test/wp-json/fluent-community/v2';
const refusal422 = {
  message: "You are not allowed to view this profile's spaces.",
  permission_failed: true,
};
const forbidden = { code: 'rest_forbidden', message: 'Sorry', data: { status: 403 } };
const notFound = {
  code: 'fcom_profile_not_found',
  message: 'Profile not found',
  data: { status: 404 },
};
const unauthorized = { code: 'rest_forbidden', message: 'No', data: { status: 401 } };

describe('profileRouteUsername', () => {
  it('takes the usernames the profile routes match (alphaNumDash), and nothing else', () => {
    expect(profileRouteUsername('jose_garcia-2')).toBe('jose_garcia-2');
    expect(profileRouteUsername('José')).toBeNull();
    expect(profileRouteUsername('ana.lopez')).toBeNull();
    expect(profileRouteUsername('ana lopez')).toBeNull();
    expect(profileRouteUsername('')).toBeNull();
  });
});

describe('memberPostsQuery', () => {
  it("asks the feed for the member's five latest posts", async () => {
    const { client, queryClient, requested } = siteAnswering(
      200,
      readReferenceAnswer('feeds_user_id.json'),
    );
    const posts = await queryClient.fetchQuery(memberPostsQuery(client, 3));
    expect(requested()).toEqual([`${API}/feeds?user_id=3&per_page=5`]);
    expect(posts.map((post) => post.id)).toEqual([348, 320]);
  });

  it('fails on a refusal like any feed request (the panel offers a retry)', async () => {
    const { client, queryClient } = siteAnswering(403, forbidden);
    await expect(queryClient.fetchQuery(memberPostsQuery(client, 3))).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});

describe('memberCommentsQuery and memberSpacesQuery', () => {
  it('ask the profile routes, five comments at a time', async () => {
    const comments = siteAnswering(200, readReferenceAnswer('profile_comments.json'));
    const answer = await comments.queryClient.fetchQuery(
      memberCommentsQuery(comments.client, 'josegarcia'),
    );
    expect(comments.requested()).toEqual([`${API}/profile/josegarcia/comments?per_page=5`]);
    expect(answer.status === 'listed' && answer.items.map((comment) => comment.id)).toEqual([
      792, 752,
    ]);

    const spaces = siteAnswering(200, readReferenceAnswer('profile_spaces.json'));
    const listed = await spaces.queryClient.fetchQuery(
      memberSpacesQuery(spaces.client, 'josegarcia'),
    );
    expect(spaces.requested()).toEqual([`${API}/profile/josegarcia/spaces`]);
    expect(listed.status === 'listed' && listed.items.map((space) => space.slug)).toEqual([
      'announcements',
      'engineering',
      'general',
    ]);
  });

  it.each([
    [403, forbidden],
    [422, refusal422],
    [422, { message: 'Profile not found' }],
    [404, notFound],
  ])('reads a %i as the site not showing them to this account', async (status, body) => {
    const site = siteAnswering(status, body);
    await expect(
      site.queryClient.fetchQuery(memberCommentsQuery(site.client, 'josegarcia')),
    ).resolves.toEqual({ status: 'refused' });
    await expect(
      site.queryClient.fetchQuery(memberSpacesQuery(site.client, 'josegarcia')),
    ).resolves.toEqual({ status: 'refused' });
  });

  it('lets a 401 and a server error through: the session ended, or a retry may help', async () => {
    const ended = siteAnswering(401, unauthorized);
    await expect(
      ended.queryClient.fetchQuery(memberCommentsQuery(ended.client, 'josegarcia')),
    ).rejects.toMatchObject({ isUnauthorized: true });
    const broken = siteAnswering(500, { message: 'oops' });
    await expect(
      broken.queryClient.fetchQuery(memberSpacesQuery(broken.client, 'josegarcia')),
    ).rejects.toMatchObject({ status: 500 });
  });
});

describe('siteTopicsQuery', () => {
  it('lists the topics of GET /spaces/space_groups', async () => {
    const { client, queryClient, requested } = siteAnswering(
      200,
      readReferenceAnswer('space_groups.json'),
    );
    const topics = await queryClient.fetchQuery(siteTopicsQuery(client));
    expect(requested()).toEqual([`${API}/spaces/space_groups`]);
    expect(topics.map((topic) => topic.slug)).toContain('help');
  });

  it.each([
    [403, forbidden],
    [404, { code: 'rest_no_route', message: 'No route', data: { status: 404 } }],
    [422, { message: 'no', permission_failed: true }],
  ])('reads a %i as no topics, silently', async (status, body) => {
    const { client, queryClient } = siteAnswering(status, body);
    await expect(queryClient.fetchQuery(siteTopicsQuery(client))).resolves.toEqual([]);
  });

  it('lets a 401 through: the session has ended', async () => {
    const { client, queryClient } = siteAnswering(401, unauthorized);
    await expect(queryClient.fetchQuery(siteTopicsQuery(client))).rejects.toMatchObject({
      isUnauthorized: true,
    });
  });
});
