import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, MAX_PER_PAGE, restRoute } from '../../../contract';
import type { ApiClient } from '../../api/client';
import type { EndpointParams } from '../../api/endpoint-params';
import { membersResponseSchema, type MembersResponse } from '../../api/schemas/member';
import type { CollectedPage } from '../../lib/collect-pages';
import { keepPreviousWhileSame } from '../../lib/keep-previous';
import { tableRequestParams } from '../../lib/table-params';
import { membersKeys } from './query-keys';
import type { MembersUrlState } from './url-state';

export function membersRoute(slug: string): string {
  return restRoute(ENDPOINTS.spaceMembers, { spaceSlug: slug });
}

/** One page of a space's members, as the filters ask. */
export function fetchMembersPage(
  client: ApiClient,
  slug: string,
  filters: MembersUrlState,
  signal: AbortSignal,
): Promise<MembersResponse> {
  return client.get(membersRoute(slug), {
    schema: membersResponseSchema,
    // `status` is only sent for the pending list: "active" is the API's default list.
    params: {
      status: filters.status === 'pending' ? 'pending' : undefined,
      ...tableRequestParams(filters),
    } satisfies EndpointParams<typeof ENDPOINTS.spaceMembers>,
    signal,
  });
}

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
      const response = await fetchMembersPage(client, slug, request, signal);
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
    const response = await fetchMembersPage(
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

/**
 * A non-manager asking for `status=pending` gets the default (active) list instead
 * (behaviour.md, "Space members"): rows that are not pending mean the filter was refused.
 */
export function pendingFilterRefused(filters: MembersUrlState, response: MembersResponse): boolean {
  return (
    filters.status === 'pending' &&
    response.members.data.some((member) => member.status !== 'pending')
  );
}
