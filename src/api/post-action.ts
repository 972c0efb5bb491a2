import { t } from '@lingui/core/macro';
import type { Comment, Feed } from './schemas/feed';

/**
 * One moderation action on a post, or on one of its comments. `undoing`: sent by "Undo" (it
 * offers no Undo of its own). `post` is the post as the feed shows it when the action starts.
 */
export type PostAction = { undoing?: true } & (
  | { kind: 'pin'; post: Feed }
  | { kind: 'unpin'; post: Feed }
  | { kind: 'comments-off'; post: Feed }
  | { kind: 'comments-on'; post: Feed }
  | { kind: 'publish'; post: Feed }
  | { kind: 'delete'; post: Feed }
  | { kind: 'delete-comment'; post: Feed; comment: Comment }
);

export function authorName(post: Feed | Comment): string {
  const id = post.user_id;
  return post.xprofile?.display_name || t`User ${id}`;
}
