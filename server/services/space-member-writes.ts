import {
  SPACE_MEMBER_MESSAGES,
  SPACE_MEMBER_REFUSALS,
  SPACE_ROLES,
  type SpaceRole,
} from '../../contract';
import { canAddMembers, type Caller } from '../access';
import { forbidden, invalidField, permissionCallbackError, refusedWithMessage } from '../errors';
import type { MemberWrites } from '../store/member-writes';
import type { SpaceRow } from '../store/rows';
import type { Store } from '../store/store';

/** A write's fields as the request gave them (query string, form or JSON), not yet read. */
export interface MemberWriteFields {
  user_id?: unknown;
  role?: unknown;
}

/** What the plugin answers a write it took. */
export interface MemberWriteAnswer {
  message: string;
}

/**
 * SpacePolicy::addMember / ::removeMember (behaviour.md, "Writes: a space's members"): a
 * visitor 401; the space (found as for reads), and `can_add_member` in it, or the framework's
 * 403 — an unknown slug too. The caller's own profile status is not looked at.
 */
async function admittedSpace(store: Store, caller: Caller, slug: string): Promise<SpaceRow> {
  if (caller.kind !== 'user') throw forbidden(401);
  const space = await store.spaces.communityBySlug(slug);
  if (!space || !canAddMembers(caller, space.id)) throw permissionCallbackError();
  return space;
}

/** A user id as PHP's validator and query builder would find a row by it, or null. */
export function userIdOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  return /^\d+$/.test(text.trim()) && Number(text) > 0 ? Number(text) : null;
}

/** Blank as Laravel's `required` sees it: absent, null, or only white space. */
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** `role`: one of the roles exactly (PHP's strict in_array), anything else `member`. */
function roleOf(value: unknown): SpaceRole {
  return SPACE_ROLES.find((role) => role === value) ?? 'member';
}

/** One of the writes: the caller, the space's slug and the request's fields, to the answer. */
type MemberWrite = (
  store: Store,
  writes: MemberWrites,
  caller: Caller,
  slug: string,
  fields: MemberWriteFields,
) => Promise<MemberWriteAnswer>;

/** What both writes do first: the policy, then `user_id` required (for remove, ours). */
async function admittedWrite(
  store: Store,
  caller: Caller,
  slug: string,
  fields: MemberWriteFields,
): Promise<{ space: SpaceRow; userId: number | null }> {
  const space = await admittedSpace(store, caller, slug);
  if (isBlank(fields.user_id)) throw invalidField('user_id', 'required');
  return { space, userId: userIdOf(fields.user_id) };
}

/**
 * `POST /spaces/{slug}/members` (SpaceController::addMember): add a user, approve their
 * request (the role left as it was), or change an active member's role.
 */
export const addSpaceMember: MemberWrite = async (store, writes, caller, slug, fields) => {
  const { space, userId } = await admittedWrite(store, caller, slug, fields);
  const user = userId === null ? null : await writes.user(userId);
  if (userId === null || !user) throw invalidField('user_id', 'exists');
  if (user.profileStatus !== null && user.profileStatus !== 'active') {
    throw refusedWithMessage(SPACE_MEMBER_REFUSALS.notActive);
  }
  const role = roleOf(fields.role);
  const membership = await writes.membership(space.id, userId);
  if (!membership) {
    await writes.add(space.id, userId, role);
    return { message: SPACE_MEMBER_MESSAGES.added };
  }
  if (membership.status !== 'active') {
    await writes.activate(space.id, userId);
    return { message: SPACE_MEMBER_MESSAGES.approved };
  }
  if (membership.role === role) throw refusedWithMessage(SPACE_MEMBER_REFUSALS.alreadyMember);
  await writes.setRole(space.id, userId, role);
  return { message: SPACE_MEMBER_MESSAGES.roleUpdated };
};

/**
 * `POST /spaces/{slug}/members/remove` (SpaceController::removeMember): the membership
 * deleted, whatever its status (declining a request). Without `user_id` the plugin deletes
 * the space's first membership; ours refuses it as the add route does (behaviour.md).
 */
export const removeSpaceMember: MemberWrite = async (store, writes, caller, slug, fields) => {
  const { space, userId } = await admittedWrite(store, caller, slug, fields);
  const membership = userId === null ? null : await writes.membership(space.id, userId);
  if (userId === null || !membership) throw refusedWithMessage(SPACE_MEMBER_REFUSALS.notMember);
  await writes.remove(space.id, userId);
  return { message: SPACE_MEMBER_MESSAGES.removed };
};
