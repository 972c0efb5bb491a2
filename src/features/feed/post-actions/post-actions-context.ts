import { createContext, useContext } from 'react';
import type { Comment, Feed } from '../../../api/schemas/feed';
import type { PostPermissions } from './may-act-on-post';
import type { PostActions } from './use-post-actions';

/** An action that asks first (it cannot be undone in place): deleting. */
export type ConfirmRequest =
  { kind: 'delete'; post: Feed } | { kind: 'delete-comment'; post: Feed; comment: Comment };

/**
 * What a post's controls need, handed down by the feed page to its posts and their comments
 * (which render in a lazily loaded part: post-details.ts). Absent (a post rendered alone, in
 * a test): no controls.
 */
export interface PostActionsContextValue {
  actions: PostActions;
  permissions: (post: Feed) => PostPermissions;
  mayDeleteComment: (post: Feed, comment: Comment) => boolean;
  confirm: (request: ConfirmRequest) => void;
  /** Opens the list of everyone who liked the post. */
  showLikers: (post: Feed) => void;
}

export const PostActionsContext = createContext<PostActionsContextValue | null>(null);

export function usePostActionsContext(): PostActionsContextValue | null {
  return useContext(PostActionsContext);
}
