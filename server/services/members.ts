import { MEMBER_SORT_DEFAULTS } from '../../contract';
import { canAddMembers, canSeeSpace, canViewMembers } from '../access';
import { forbidden, spaceNotFound } from '../errors';
import type { MembersQuery } from '../endpoint-queries';
import type { MembershipRow, SpaceRow } from '../store/rows';
import type { Store } from '../store/store';
import type { Admitted } from './route-policies';
import { rosterPage } from './roster';

export interface MembersPage {
  space: SpaceRow;
  rows: MembershipRow[];
  total: number;
  pendingCount: number;
}

/**
 * A page of a space's members (behaviour.md, "Space members"): for the space's members and
 * admins. `status=pending` lists join requests to those who may add members (sorted by the
 * same rules); anyone else gets the default list, and a pending_count of 0.
 */
export async function readMembersPage(
  store: Store,
  caller: Admitted,
  slug: string,
  query: MembersQuery,
): Promise<MembersPage> {
  if (caller.kind !== 'user') throw forbidden(401);
  const space = await store.spaces.communityBySlug(slug);
  // A secret space does not exist for outsiders: same answer as an unknown slug.
  if (!space || !canSeeSpace(caller, space)) throw spaceNotFound();
  if (!canViewMembers(caller, space)) throw forbidden(403);

  const manages = canAddMembers(caller, space.id);
  const list = query.status === 'pending' && manages ? 'pending' : 'active';
  const [{ rows, total }, pendingCount] = await Promise.all([
    store.members.page(list, rosterPage(space.id, query, MEMBER_SORT_DEFAULTS)),
    manages ? store.members.pendingCount(space.id) : 0,
  ]);
  return { space, rows, total, pendingCount };
}
