import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, restRoute } from '../../../contract';
import type { ApiClient } from '../../api/client';
import type { EndpointParams } from '../../api/endpoint-params';
import { LIVE_REFRESH_MS, livePolling, refetchOnFocusUnlessRefused } from '../../api/live-polling';
import { membersResponseSchema } from '../../api/schemas/member';
import { membersKeys } from './query-keys';

/**
 * `pending_count` comes with every members page (behaviour.md, "Space members"): all pending
 * memberships of the space, which can be more than the pending list shows (that list hides
 * profiles that are not active). The page's two badges (title, status filter) read this one
 * query, so they always show the same number, and so do the sidebar's and the overview's sums
 * of every space (pending-requests.ts). It refreshes on the dashboard's live
 * rhythm (api/live-polling.ts: every 30 s while the page is visible, backing off after errors,
 * one request at a time, none after sign-out) and whenever the page becomes visible again,
 * with one small request (per_page=1); every members list the page loads also writes its fresh
 * count here (see api.ts).
 */
export const PENDING_COUNT_REFRESH_MS = LIVE_REFRESH_MS;

export function pendingCountQuery(client: ApiClient, slug: string) {
  return queryOptions({
    queryKey: membersKeys.pendingCount(slug),
    queryFn: async ({ signal }) => {
      const response = await client.get(restRoute(ENDPOINTS.spaceMembers, { spaceSlug: slug }), {
        schema: membersResponseSchema,
        params: { per_page: 1 } satisfies EndpointParams<typeof ENDPOINTS.spaceMembers>,
        signal,
      });
      return response.pending_count;
    },
    ...livePolling,
    refetchOnWindowFocus: refetchOnFocusUnlessRefused('always'),
    staleTime: 15_000,
  });
}
