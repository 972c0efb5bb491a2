import type { Comment, Feed } from '../../../api/schemas/feed';
import { keepsWholeWhenSaved } from '../../../api/feed-actions';
import type { Viewer } from '../../../lib/viewer';

/** What the signed-in account may do to one post, as the site decides it. */
export interface PostPermissions {
  pin: boolean;
  comments: boolean;
  publish: boolean;
  delete: boolean;
}

/**
 * A moderator of the post's space: the site's administrators are community admins
 * (User::getCommunityRoles) and, with the site's moderators, have `community_moderator`,
 * `delete_any_feed` and `delete_any_comment` everywhere (User::getRolePermissions); a space's
 * own admins and moderators have them in their space only (User::getSpacePermissions;
 * behaviour.md, "Writes: posts and comments"). `moderated` holds the ids of the spaces where the
 * account is one. The site has the last word: a refusal is shown in its words, the post as it
 * was.
 */
function moderates(viewer: Viewer, moderated: ReadonlySet<number>, post: Feed): boolean {
  return (
    viewer.isAdministrator ||
    viewer.isManager ||
    (post.space_id !== null && moderated.has(post.space_id))
  );
}

const isAuthor = (viewer: Viewer, userId: number) =>
  viewer.userId !== undefined && viewer.userId === userId;

/**
 * - Pin: moderators only, and only a post of a space (FeedsController::patchFeed takes
 *   `is_sticky` from moderators alone; a pin shows on top of its space's feed).
 * - Comments off or on: its author too (patchFeed leaves them `comments_disabled`).
 * - Publish a post in review: moderators (FeedsController::update), and only a post that
 *   saving again keeps whole: the site rebuilds its meta from what is sent, so a survey, a
 *   link card, images or documents would be lost (behaviour.md, "Publishing a post in
 *   review"); those are published on the site.
 * - Delete: its author, or a moderator (User::canDeleteFeed).
 */
export function postPermissions(
  viewer: Viewer,
  moderated: ReadonlySet<number>,
  post: Feed,
): PostPermissions {
  const moderator = moderates(viewer, moderated, post);
  const author = isAuthor(viewer, post.user_id);
  return {
    pin: moderator && post.space_id !== null,
    comments: moderator || author,
    publish: moderator && post.status === 'pending' && keepsWholeWhenSaved(post),
    delete: moderator || author,
  };
}

/** A comment's author, or a moderator of its post's space (CommentsController::deleteComment). */
export function mayDeleteComment(
  viewer: Viewer,
  moderated: ReadonlySet<number>,
  post: Feed,
  comment: Comment,
): boolean {
  return moderates(viewer, moderated, post) || isAuthor(viewer, comment.user_id);
}
