import { queryOptions } from '@tanstack/react-query';
import { MEMBER_SORT_DEFAULTS } from '../../../contract';
import type { ApiClient } from '../client';
import { liveRetry, liveRetryDelay, refetchOnFocusUnlessRefused } from '../live-polling';
import { membersKeys } from '../members-keys';
import type { MembersResponse } from '../schemas/member';
import { fetchSpaceMembersPage, type SpaceMembersRequest } from '../space-members';

/** Oldest first: the members' order by join date unless a link says otherwise. */
const OLDEST_FIRST = MEMBER_SORT_DEFAULTS.created_at;

/**
 * How many of a space's join requests one request reads: the oldest few. The inbox never reads
 * a space's whole list to show its first items (docs/decisions/036-one-inbox.md).
 */
export const JOIN_REQUESTS_PER_PAGE = 10;

/**
 * How long a space's first page of requests (and its count) serves the inbox and the
 * overview's total before a focus or a new page asks again: one request a space each time, so
 * not on the members page's live rhythm (decision record 031).
 */
export const PENDING_TOTAL_STALE_MS = 60_000;

/**
 * A page of a space's join requests, oldest first (`sort_by=created_at`, `sort_dir=ASC`:
 * behaviour.md, "Space members"; real sites leave the pending list unsorted, and the merge sorts
 * again). The same request, under the same key, as the members page's pending list sorted that
 * way: an action on either page moves both (api/member-cache.ts).
 */
export function joinRequestsRequest(page: number): SpaceMembersRequest {
  return {
    status: 'pending',
    search: '',
    sortBy: 'created_at',
    sortDir: OLDEST_FIRST,
    page,
    perPage: JOIN_REQUESTS_PER_PAGE,
  };
}

/**
 * One page of a space's join requests. Kept a minute and asked again on focus after that, not
 * on the live rhythm: one request a space (docs/decisions/031 and 036). The first page's
 * `members.total` is how many requests the account can answer there (the pending list leaves
 * out profiles that are not active, which could not be approved: behaviour.md, "Writes").
 */
export function joinRequestsPageQuery(client: ApiClient, slug: string, page: number) {
  const request = joinRequestsRequest(page);
  return queryOptions({
    queryKey: membersKeys.list(slug, request),
    queryFn: async ({ signal, client: queryClient }): Promise<MembersResponse> => {
      const response = await fetchSpaceMembersPage(client, slug, request, signal);
      // Every badge of the space reads the pending-count query: give it the count that came.
      queryClient.setQueryData(membersKeys.pendingCount(slug), response.pending_count);
      return response;
    },
    staleTime: PENDING_TOTAL_STALE_MS,
    retry: liveRetry,
    retryDelay: liveRetryDelay,
    // A space that refused this account stays refused until "Try again" (decision record 030).
    refetchOnWindowFocus: refetchOnFocusUnlessRefused(true),
  });
}
