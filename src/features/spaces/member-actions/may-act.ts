import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ENDPOINTS } from '../../../../contract';
import { useApiClient } from '../../../api/ApiClientProvider';
import type { ApiClient } from '../../../api/client';
import type { EndpointParams } from '../../../api/endpoint-params';
import { membersKeys } from '../../../api/members-keys';
import { membersResponseSchema } from '../../../api/schemas/member';
import { pendingListRefused, spaceMembersRoute } from '../../../api/space-members';
import { useViewer } from '../../../lib/viewer';

/**
 * Whether this account may approve, decline, remove and change roles in a space: only the
 * site's administrators and the space's admins may (behaviour.md, "Writes: a space's members":
 * `can_add_member`). The site says so without a write: it gives the pending list only to them
 * ("Space members"), and the active list to anyone else. So the pending list on screen answers
 * it; on the active list, one small request for it (per_page=1) does. An empty answer counts
 * as allowed: a refused one would hold the space's active members, and a space admin is one.
 * The site still has the last word: a 403 is shown with its message.
 */
export function mayActQuery(client: ApiClient, slug: string) {
  return queryOptions({
    queryKey: [...membersKeys.space(slug), 'may-act'] as const,
    queryFn: async ({ signal }) => {
      const response = await client.get(spaceMembersRoute(slug), {
        schema: membersResponseSchema,
        params: { status: 'pending', per_page: 1 } satisfies EndpointParams<
          typeof ENDPOINTS.spaceMembers
        >,
        signal,
      });
      return !pendingListRefused('pending', response.members.data);
    },
    staleTime: 5 * 60_000,
  });
}

interface MayActOptions {
  slug: string;
  /** The list on screen answered `status=pending` as asked (not refused). */
  pendingListHonoured: boolean;
}

export function useMayActInSpace({ slug, pendingListHonoured }: MayActOptions): boolean {
  const client = useApiClient();
  const { isAdministrator } = useViewer();
  const queryClient = useQueryClient();
  const known = isAdministrator || pendingListHonoured;
  // The pending list said so: the active list then needs no request of its own to know it.
  useEffect(() => {
    if (pendingListHonoured) queryClient.setQueryData(mayActQuery(client, slug).queryKey, true);
  }, [pendingListHonoured, queryClient, client, slug]);
  const probe = useQuery({ ...mayActQuery(client, slug), enabled: !known });
  return known || probe.data === true;
}
