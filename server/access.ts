import { parseJsonObject, stringOr } from './shape/json';
import type { MembershipOfUser, SpaceRow, UserAccount } from './store/rows';

/**
 * Who is asking, and what they may see (behaviour.md, "Visibility", "Space members",
 * "Course students"). Site administrators see and manage everything; space admins and
 * moderators manage their spaces; everyone else sees public spaces and the spaces they are
 * active members of. A secret space does not exist for non-members.
 */
export type Caller =
  | { kind: 'anonymous' }
  | {
      kind: 'user';
      account: UserAccount;
      isAdmin: boolean;
      memberships: ReadonlyMap<number, MembershipOfUser>;
    };

export const ANONYMOUS: Caller = { kind: 'anonymous' };

export function signedIn(account: UserAccount, memberships: readonly MembershipOfUser[]): Caller {
  return {
    kind: 'user',
    account,
    isAdmin: account.role === 'administrator',
    memberships: new Map(memberships.map((membership) => [membership.spaceId, membership])),
  };
}

function activeMembership(caller: Caller, spaceId: number): MembershipOfUser | null {
  if (caller.kind !== 'user') return null;
  const membership = caller.memberships.get(spaceId);
  return membership?.status === 'active' ? membership : null;
}

function isMember(caller: Caller, spaceId: number): boolean {
  return caller.kind === 'user' && (caller.isAdmin || activeMembership(caller, spaceId) !== null);
}

/** Listed in /spaces and accepted as a slug: secret spaces only for their members. */
export function canSeeSpace(caller: Caller, space: SpaceRow): boolean {
  return space.privacy !== 'secret' || isMember(caller, space.id);
}

/** Posts of public spaces for everyone, of private and secret ones for members and admins. */
export function canReadPosts(caller: Caller, space: SpaceRow): boolean {
  return space.privacy === 'public' || isMember(caller, space.id);
}

/**
 * Feed::scopeByUserAccess: a post is readable when it is the caller's own, outside any space,
 * or in a space whose posts the caller may read (the plugin's `_fcom_space_ids`: every space
 * for administrators, else public ones and those joined). Its status is not looked at.
 */
export function canReadPost(
  caller: Caller,
  post: { user_id: number; space_id: number | null },
  space: SpaceRow | null,
): boolean {
  if (post.space_id === null) return true;
  if (caller.kind === 'user' && caller.account.id === post.user_id) return true;
  if (space === null) return caller.kind === 'user' && caller.isAdmin;
  return canReadPosts(caller, space);
}

/** The member list is for the space's members (members_page_status: members_only). */
export function canViewMembers(caller: Caller, space: SpaceRow): boolean {
  return isMember(caller, space.id);
}

/**
 * The plugin's `can_add_member` and `can_remove_member` (User::getSpacePermissions): a space
 * role of `admin`, which site administrators always have. They alone get a space's pending
 * requests and their count, and may approve, decline, add and remove members (behaviour.md,
 * "Space members", "Writes: a space's members"); the space's moderators may not.
 */
export function canAddMembers(caller: Caller, spaceId: number): boolean {
  if (caller.kind !== 'user') return false;
  if (caller.isAdmin) return true;
  return activeMembership(caller, spaceId)?.role === 'admin';
}

/** Posts in review and moderation filters: site admins, space admins and moderators. */
export function canManageSpace(caller: Caller, spaceId: number): boolean {
  if (caller.kind !== 'user') return false;
  if (caller.isAdmin) return true;
  const role = activeMembership(caller, spaceId)?.role;
  return role === 'admin' || role === 'moderator';
}

/**
 * The plugin's moderators (Helper::isModerator: community moderator access), which here are
 * the site's administrators: they may list the directory's pending and blocked profiles.
 */
export function isModerator(caller: Caller): boolean {
  return caller.kind === 'user' && caller.isAdmin;
}

/**
 * The plugin's PortalPolicy refuses every portal route (feeds, members, profiles) to a
 * signed-in user whose profile exists but is not active (pending or blocked).
 */
export function hasUsableProfile(caller: Caller): boolean {
  if (caller.kind !== 'user') return true;
  const status = caller.account.profileStatus;
  return status === null || status === 'active';
}

/**
 * Helper::isUserInSpace: an active membership of the space or course. Unlike every other
 * rule here, site administrators get no exception.
 */
export function isInSpace(caller: Caller, spaceId: number): boolean {
  return activeMembership(caller, spaceId) !== null;
}

/**
 * Utility::canViewMembersPage, from the portal's privacy setting `members_page_status`:
 * `everybody` (the default), `logged_in`, anything else (`admin_only`) moderators only.
 */
export function canViewMemberDirectory(caller: Caller, membersPageStatus: string): boolean {
  if (membersPageStatus === 'everybody') return true;
  if (membersPageStatus === 'logged_in') return caller.kind === 'user';
  return isModerator(caller);
}

/** The admin course routes are for site administrators. */
export function canManageCourses(caller: Caller): boolean {
  return caller.kind === 'user' && caller.isAdmin;
}

/**
 * ProfileHelper::canViewUserSpaces, from the portal's privacy setting `user_space_visibility`:
 * `everybody` (the default), `logged_in`, anything else (`admin_only`) the member themselves
 * and moderators.
 */
export function canViewUserSpaces(
  caller: Caller,
  targetUserId: number,
  userSpaceVisibility: string,
): boolean {
  if (userSpaceVisibility === 'everybody') return true;
  if (caller.kind !== 'user') return false;
  if (userSpaceVisibility === 'logged_in') return true;
  return caller.account.id === targetUserId || isModerator(caller);
}

/** The member themselves, or a moderator: a profile's every space and every comment. */
export function isSelfOrModerator(caller: Caller, targetUserId: number): boolean {
  return caller.kind === 'user' && (caller.account.id === targetUserId || isModerator(caller));
}

/**
 * User::getSpaceRole: `admin` for site administrators, else the membership's role — `pending`
 * for a member whose request waits — or none.
 */
function spaceRole(caller: Caller & { kind: 'user' }, spaceId: number): string {
  if (caller.isAdmin) return 'admin';
  const membership = caller.memberships.get(spaceId);
  if (!membership) return '';
  if (membership.role !== 'member') return membership.role;
  return membership.status === 'pending' ? 'pending' : 'member';
}

/**
 * The plugin's `community_moderator` and `*_any_feed` / `*_any_comment` permissions, as
 * User::hasPermissionOrInCurrentSpace reads them for a post's space: the site's moderators
 * (its administrators here) everywhere; in a space, its admins and moderators (their role
 * counts even while their membership waits, as User::getSpaceRole reads it). Outside any
 * space only the site's.
 */
export function moderatesSpace(caller: Caller, spaceId: number | null): boolean {
  if (caller.kind !== 'user') return false;
  if (caller.isAdmin) return true;
  if (spaceId === null) return false;
  const role = spaceRole(caller, spaceId);
  return role === 'admin' || role === 'moderator';
}

/**
 * BaseSpace::canViewMembers: the space's own `members_page_status` setting (default
 * `members_only`): `everybody`, `logged_in`, `members_only` (an active membership), anything
 * else the space's admins and moderators (and the site's).
 */
function spaceMembersPageAllows(caller: Caller, space: SpaceRow): boolean {
  const status = stringOr(parseJsonObject(space.settings).members_page_status, 'members_only');
  if (status === 'everybody') return true;
  if (caller.kind !== 'user') return false;
  if (status === 'logged_in') return true;
  if (status === 'members_only') return activeMembership(caller, space.id) !== null;
  const role = caller.memberships.get(space.id)?.role;
  return caller.isAdmin || role === 'admin' || role === 'moderator';
}

/**
 * Whether a space's member count shows: always, unless its `hide_members_count` setting is
 * `yes` and the caller lacks the space's `can_view_members` permission
 * (User::getSpacePermissions): never for visitors; for non-members and pending members of a
 * private or secret space, never; otherwise as the space's members page allows, space admins
 * always.
 */
export function canSeeMemberCount(caller: Caller, space: SpaceRow): boolean {
  if (parseJsonObject(space.settings).hide_members_count !== 'yes') return true;
  if (caller.kind !== 'user') return false;
  const role = spaceRole(caller, space.id);
  if ((role === '' || role === 'pending') && space.privacy !== 'public') return false;
  return role === 'admin' || spaceMembersPageAllows(caller, space);
}
