import { queryOptions } from '@tanstack/react-query';
import { MAX_PER_PAGE } from '../../../contract';
import type { ApiClient } from '../../api/client';
import type { MembersResponse } from '../../api/schemas/member';
import { fetchSpaceMembersPage } from '../../api/space-members';
import type { CollectedPage } from '../../lib/collect-pages';
import { keepPreviousWhileSame } from '../../lib/keep-previous';
import { membersKeys } from '../../api/members-keys';
import type { MembersUrlState } from './url-state';

type MembersListKey = ReturnType<typeof membersKeys.list>;

/** The key holds exactly what the request depends on (the search as sent: trimmed). */
function requestFilters(filters: MembersUrlState): MembersUrlState {
  return { ...filters, search: filters.search.trim() };
}

export function membersListQuery(client: ApiClient, slug: string, filters: MembersUrlState) {
  const request = requestFilters(filters);
  return queryOptions({
    queryKey: membersKeys.list(slug, request),
    queryFn: async ({ signal, client: queryClient }) => {
      const response = await fetchSpaceMembersPage(client, slug, request, signal);
      // Every badge reads the pending-count query: give it the count this page came with.
      queryClient.setQueryData(membersKeys.pendingCount(slug), response.pending_count);
      return response;
    },
  });
}

/** Keeps the previous page on screen while the next loads, within the same space only. */
export function previousPageOfSpace(slug: string) {
  return keepPreviousWhileSame<MembersResponse, MembersListKey>(1, slug);
}

/** The CSV export in pages of 100, the most the reference server sends (behaviour.md, "Limits"). */
export function membersExportPage(client: ApiClient, slug: string, filters: MembersUrlState) {
  return async (
    page: number,
    signal: AbortSignal,
  ): Promise<CollectedPage<MembersResponse['members']['data'][number]>> => {
    const response = await fetchSpaceMembersPage(
      client,
      slug,
      { ...requestFilters(filters), page, perPage: MAX_PER_PAGE },
      signal,
    );
    return {
      rows: response.members.data,
      lastPage: response.members.last_page,
      total: response.members.total,
    };
  };
}
