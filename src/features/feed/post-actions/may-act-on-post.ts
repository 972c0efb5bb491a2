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
 * A community moderator or admin: the site's administrators are its admins
 * (User::getCommunityRoles), and both have `community_moderator`, `delete_any_feed` and
 * `delete_any_comment` everywhere (User::getRolePermissions). A space's own moderators have
 * them in their space only (User::getSpacePermissions); the dashboard is not told those space
 * roles, so there they are offered what an author may. The site has the last word: a refusal
 * is shown in its words, the post as it was.
 */
export function isModerator(viewer: Viewer): boolean {
  return viewer.isAdministrator || viewer.isManager;
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
export function postPermissions(viewer: Viewer, post: Feed): PostPermissions {
  const moderator = isModerator(viewer);
  const author = isAuthor(viewer, post.user_id);
  return {
    pin: moderator && post.space_id !== null,
    comments: moderator || author,
    publish: moderator && post.status === 'pending' && keepsWholeWhenSaved(post),
    delete: moderator || author,
  };
}

/** A comment's author, or a moderator (CommentsController::deleteComment). */
export function mayDeleteComment(viewer: Viewer, comment: Comment): boolean {
  return isModerator(viewer) || isAuthor(viewer, comment.user_id);
}
