import { FLUENT_COMMUNITY_NAMESPACE, type Namespace, type PathParam } from './endpoints';

/**
 * The plugin's write routes the dashboard calls to act in place: each once, with its method
 * and body (behaviour.md, "Writes: a space's members"). The reference server answers them
 * over its demo (docs/decisions/035-actions-go-to-the-site.md); the dashboard sends them to
 * the REST root it reads from.
 */

/** The roles a space's admin may give (SpaceController::addMember: anything else is `member`). */
export const SPACE_ROLES = ['member', 'moderator', 'admin'] as const;
export type SpaceRole = (typeof SPACE_ROLES)[number];

/** The statuses a profile may be given site-wide (MembersController::patchMember). */
export const PROFILE_STATUSES = ['active', 'pending', 'blocked'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

/** A body field: a user's id (required), or one of some values (with a default, or none). */
export type BodyField =
  | { readonly type: 'user_id' }
  | { readonly type: 'choice'; readonly values: readonly string[]; readonly default?: string };

/** One write route: where it lives, its method, and the fields of its body. */
export interface Action {
  readonly namespace: Namespace;
  readonly method: 'POST' | 'PATCH';
  /** The route under its namespace, with `{name}` for each path parameter. */
  readonly path: string;
  readonly pathParams: Readonly<Record<string, PathParam>>;
  readonly body: Readonly<Record<string, BodyField>>;
}

export const ACTIONS = {
  /**
   * Approve a join request, add a user as a member, or change an active member's role
   * (approving keeps the request's role: behaviour.md).
   */
  addSpaceMember: {
    namespace: FLUENT_COMMUNITY_NAMESPACE,
    method: 'POST',
    path: '/spaces/{spaceSlug}/members',
    pathParams: { spaceSlug: { type: 'string' } },
    body: {
      user_id: { type: 'user_id' },
      role: { type: 'choice', values: SPACE_ROLES, default: 'member' },
    },
  },
  /** Decline a join request, or remove a member, whatever the membership's status. */
  removeSpaceMember: {
    namespace: FLUENT_COMMUNITY_NAMESPACE,
    method: 'POST',
    path: '/spaces/{spaceSlug}/members/remove',
    pathParams: { spaceSlug: { type: 'string' } },
    body: { user_id: { type: 'user_id' } },
  },
  /**
   * Approve, block or unblock a profile site-wide (any other status changes nothing). Sent as
   * `PATCH`; a host that refuses it gets `POST` with `X-HTTP-Method-Override: PATCH`.
   */
  setProfileStatus: {
    namespace: FLUENT_COMMUNITY_NAMESPACE,
    method: 'PATCH',
    path: '/members/{user_id}',
    pathParams: { user_id: { type: 'integer' } },
    body: { status: { type: 'choice', values: PROFILE_STATUSES } },
  },
} as const satisfies Record<string, Action>;

export type ActionName = keyof typeof ACTIONS;

/** What the plugin answers a membership write it took: `{message}` (200). */
export const SPACE_MEMBER_MESSAGES = {
  added: 'User has been added to this Space',
  approved: 'Member approved',
  roleUpdated: 'Member role updated',
  removed: 'User has been removed from this community',
} as const;

/** What it answers a profile's status change it took (200, with the profile as `member`). */
export const PROFILE_STATUS_MESSAGE = 'Member status has been updated';

/** What it answers a membership write it refused after its policy let the caller through (422). */
export const SPACE_MEMBER_REFUSALS = {
  notActive: 'Selected user is not active',
  alreadyMember: 'Selected user is already a member of this community',
  notMember: 'Selected user is not a member of this community',
} as const;
