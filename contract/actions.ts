import { FLUENT_COMMUNITY_NAMESPACE, type Namespace, type PathParam } from './endpoints';
import { POST_STATUSES } from './feeds';

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

/**
 * A body field: a user's id (required); one of some values (with a default, or none); a 0/1
 * flag the plugin reads with PHP's `intval` (absent: left as it is); text (the plugin's
 * validator may require it); a list of integer ids (`topic_ids[]`). A field not marked
 * `required` may be left out.
 */
export type BodyField =
  | { readonly type: 'user_id' }
  | { readonly type: 'choice'; readonly values: readonly string[]; readonly default?: string }
  | { readonly type: 'flag' }
  | { readonly type: 'text'; readonly required?: boolean }
  | { readonly type: 'integer_list' };

/** The methods of the plugin's write routes. */
export type ActionMethod = 'POST' | 'PATCH' | 'DELETE';

/** One write route: where it lives, its method, and the fields of its body. */
export interface Action {
  readonly namespace: Namespace;
  /**
   * `PATCH` and `DELETE` are also taken as `POST` with `X-HTTP-Method-Override` naming them,
   * for hosts that refuse those methods (WordPress does, and so does the reference server).
   */
  readonly method: ActionMethod;
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
  /**
   * Pin or unpin a post (`is_sticky`: pinning one unpins the space's others), or turn its
   * comments off or on (`comments_disabled`); send only the flag to change
   * (FeedsController::patchFeed; behaviour.md, "A post's pin and comments"). The author may
   * only set `comments_disabled`. Sent as `PATCH`, or `POST` with the override.
   */
  patchFeed: {
    namespace: FLUENT_COMMUNITY_NAMESPACE,
    method: 'PATCH',
    path: '/feeds/{feed_id}',
    pathParams: { feed_id: { type: 'integer' } },
    body: { is_sticky: { type: 'flag' }, comments_disabled: { type: 'flag' } },
  },
  /**
   * Save a post again (FeedsController::update), which is how a post in review is published:
   * `status` `published`. The plugin rebuilds the post from the body, so the post's own
   * `message` (its markdown, required), `title` and `topic_ids` (its terms' ids: left out,
   * its topics are removed) must be sent back as they are (behaviour.md, "Publishing a post
   * in review").
   */
  updateFeed: {
    namespace: FLUENT_COMMUNITY_NAMESPACE,
    method: 'POST',
    path: '/feeds/{feed_id}',
    pathParams: { feed_id: { type: 'integer' } },
    body: {
      message: { type: 'text', required: true },
      title: { type: 'text' },
      status: { type: 'choice', values: POST_STATUSES },
      topic_ids: { type: 'integer_list' },
    },
  },
  /**
   * Delete a post with its comments and reactions (FeedsController::deleteFeed; behaviour.md,
   * "Deleting a post"). Sent as `DELETE`, or `POST` with the override.
   */
  deleteFeed: {
    namespace: FLUENT_COMMUNITY_NAMESPACE,
    method: 'DELETE',
    path: '/feeds/{feed_id}',
    pathParams: { feed_id: { type: 'integer' } },
    body: {},
  },
  /**
   * Delete a comment with its replies (CommentsController::deleteComment; behaviour.md,
   * "Deleting a comment"). Sent as `DELETE`, or `POST` with the override.
   */
  deleteComment: {
    namespace: FLUENT_COMMUNITY_NAMESPACE,
    method: 'DELETE',
    path: '/feeds/{feed_id}/comments/{comment_id}',
    pathParams: { feed_id: { type: 'integer' }, comment_id: { type: 'integer' } },
    body: {},
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

/** What the plugin answers a post or comment write it took (200). */
export const FEED_MESSAGES = {
  /** PATCH /feeds/{feed_id}, with the post as `feed` (its row, not a feed item). */
  patched: 'Feed updated',
  /** POST /feeds/{feed_id}, with the post as `feed` (a feed item). */
  updated: 'Your post has been updated',
  deleted: 'Feed has been deleted successfully',
  commentDeleted: 'Selected comment has been deleted',
} as const;

/** What it answers a post or comment write it refused (behaviour.md, per route). */
export const FEED_REFUSALS = {
  /** PATCH by someone neither the author nor a moderator (422). */
  patchNotAllowed: 'You do not have permission to perform this action',
  /** Update or delete by someone neither the author nor a moderator. */
  notAllowed: 'You do not have permission to do this action',
  /** Update of a post whose status is not published, unlisted, scheduled or pending (422). */
  notEditable: 'Sorry, this post is not in an editable state.',
  /** Update without a message (422, the validator's `{message: {required}}`). */
  messageRequired: 'Message is required',
  /** A comment that belongs to another post (422). */
  invalidComment: 'Invalid comment',
  /** A comment deleted by someone neither its author nor a moderator (422). */
  commentNotAllowed: 'You are not allowed to delete this comment',
} as const;
