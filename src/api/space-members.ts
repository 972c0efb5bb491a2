import { t } from '@lingui/core/macro';
import { ENDPOINTS, MEMBER_STATUS_PARAMS, restRoute } from '../../contract';
import type { TableParams } from '../lib/table-params';
import { tableRequestParams } from '../lib/table-params';
import type { ApiClient } from './client';
import type { EndpointParams } from './endpoint-params';
import { membersResponseSchema, type Member, type MembersResponse } from './schemas/member';

/**
 * A space's memberships, one page at a time: the one request behind the members table, its
 * CSV export and the space insights' walk, and the one place the site's silent refusal of the
 * pending list is recognised (behaviour.md, "Space members").
 */

/** `active` is the API's default list (sent as no `status`); the others are its `status` values. */
export const MEMBER_STATUSES = ['active', ...MEMBER_STATUS_PARAMS] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** Which page of which list: the list, and the table's search, sort and page. */
export interface SpaceMembersRequest extends TableParams {
  status: MemberStatus;
}

export function spaceMembersRoute(slug: string): string {
  return restRoute(ENDPOINTS.spaceMembers, { spaceSlug: slug });
}

/** One page of a space's active members or join requests. */
export function fetchSpaceMembersPage(
  client: ApiClient,
  slug: string,
  request: SpaceMembersRequest,
  signal: AbortSignal,
): Promise<MembersResponse> {
  return client.get(spaceMembersRoute(slug), {
    schema: membersResponseSchema,
    // `status` is only sent for the pending list: "active" is the API's default list.
    params: {
      status: request.status === 'pending' ? 'pending' : undefined,
      ...tableRequestParams(request),
    } satisfies EndpointParams<typeof ENDPOINTS.spaceMembers>,
    signal,
  });
}

/**
 * A non-manager asking for `status=pending` gets the default (active) list instead
 * (behaviour.md, "Space members"): rows that are not pending mean the filter was refused.
 */
export function pendingListRefused(status: MemberStatus, members: readonly Member[]): boolean {
  return status === 'pending' && members.some((member) => member.status !== 'pending');
}

/** A pending list the site refused (`pendingListRefused`), where a walk cannot go on. */
export class PendingListRefusedError extends Error {
  override readonly name = 'PendingListRefusedError';
  constructor(slug: string) {
    super(t`This account may not see the join requests of ${slug}.`);
  }
}
