import { Trans, useLingui } from '@lingui/react/macro';
import type { Comment, Feed } from '../../../api/schemas/feed';
import { isolated } from '../../../lib/sentence';
import { usePostActionsContext } from './post-actions-context';

interface DeleteCommentButtonProps {
  post: Feed;
  comment: Comment;
  /** The commenter's name as the comment shows it. */
  name: string;
}

/**
 * Deletes a comment, after asking, for its author and moderators (may-act-on-post.ts);
 * disabled while it is being deleted.
 */
export function DeleteCommentButton({ post, comment, name }: DeleteCommentButtonProps) {
  const context = usePostActionsContext();
  const { t } = useLingui();
  if (!context?.mayDeleteComment(post, comment)) return null;
  const commenter = isolated(name);
  return (
    <button
      type="button"
      aria-label={t`Delete ${commenter}’s comment`}
      disabled={context.actions.isCommentBusy(comment)}
      onClick={() => context.confirm({ kind: 'delete-comment', post, comment })}
      className="ms-auto rounded-control px-1.5 text-xs text-ink-muted hover:bg-surface hover:text-danger disabled:cursor-not-allowed disabled:opacity-50"
    >
      <Trans>Delete</Trans>
    </button>
  );
}
