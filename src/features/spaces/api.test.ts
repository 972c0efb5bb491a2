import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/client';
import { membersResponseSchema } from '../../api/schemas/member';
import { readSample } from '../../test/samples';
import { membersExportPage, membersListQuery } from './api';
import { membersKeys } from '../../api/members-keys';
import type { MembersUrlState } from './url-state';

const FILTERS: MembersUrlState = {
  status: 'active',
  search: '',
  sortBy: 'created_at',
  sortDir: 'ASC',
  page: 1,
  perPage: 20,
};

const sample = (name: string) => membersResponseSchema.parse(readSample(name));

function fakeClient(response: unknown) {
  const get = vi.fn(async () => response);
  return {
    client: {
      root: { form: 'pretty', url: 'https://x.test/wp-json/' },
      get,
    } as unknown as ApiClient,
    get,
  };
}

describe('membersListQuery', () => {
  it('keys by the trimmed search and sends every filter', async () => {
    const response = sample('members_design-club_status_pending.json');
    const { client, get } = fakeClient(response);
    const options = membersListQuery(client, 'design-club', {
      ...FILTERS,
      status: 'pending',
      search: '  ana ',
      page: 2,
    });
    expect(options.queryKey).toEqual(
      membersKeys.list('design-club', { ...FILTERS, status: 'pending', search: 'ana', page: 2 }),
    );
    const setQueryData = vi.fn();
    const signal = new AbortController().signal;
    const result = await options.queryFn!({
      signal,
      client: { setQueryData },
      queryKey: options.queryKey,
      meta: undefined,
    } as never);
    expect(result).toBe(response);
    expect(get).toHaveBeenCalledWith('fluent-community/v2/spaces/design-club/members', {
      schema: membersResponseSchema,
      params: {
        status: 'pending',
        search: 'ana',
        sort_by: 'created_at',
        sort_dir: 'ASC',
        page: 2,
        per_page: 20,
      },
      signal,
    });
    // The badges read the count that came with this page.
    expect(setQueryData).toHaveBeenCalledWith(
      membersKeys.pendingCount('design-club'),
      response.pending_count,
    );
  });

  it('leaves status out for the active list and encodes the slug', async () => {
    const { client, get } = fakeClient(sample('members_general_default.json'));
    await membersExportPage(client, 'a b/c', FILTERS)(3, new AbortController().signal);
    expect(get).toHaveBeenCalledWith(
      'fluent-community/v2/spaces/a%20b%2Fc/members',
      expect.objectContaining({
        params: expect.objectContaining({ status: undefined, page: 3, per_page: 100 }),
      }),
    );
  });
});
