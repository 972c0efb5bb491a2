import { queryOptions } from '@tanstack/react-query';
import type { ENDPOINTS } from '../../contract';
import type { ApiClient } from './client';
import type { EndpointParams } from './endpoint-params';
import { LIVE_REFRESH_MS, livePolling, refetchOnFocusUnlessRefused } from './live-polling';
import { membersKeys } from './members-keys';
import { membersResponseSchema } from './schemas/member';
import { spaceMembersRoute } from './space-members';

/**
 * `pending_count` comes with every members page (behaviour.md, "Space members"): all pending
 * memberships of the space, which can be more than the pending list shows (that list hides
 * profiles that are not active). The page's two badges (title, status filter) read this one
 * query, so they always show the same number, and so does the overview's sum
 * of every space (pending-requests.ts). It refreshes on the dashboard's live
 * rhythm (api/live-polling.ts: every 30 s while the page is visible, backing off after errors,
 * one request at a time, none after sign-out) and whenever the page becomes visible again,
 * with one small request (per_page=1); every members list the page loads also writes its fresh
 * count here (features/spaces/api.ts).
 */
export const PENDING_COUNT_REFRESH_MS = LIVE_REFRESH_MS;

export function pendingCountQuery(client: ApiClient, slug: string) {
  return queryOptions({
    queryKey: membersKeys.pendingCount(slug),
    queryFn: async ({ signal }) => {
      const response = await client.get(spaceMembersRoute(slug), {
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
