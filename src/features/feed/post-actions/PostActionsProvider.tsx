import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useModeratedSpaceIds } from '../../../api/own-space-roles';
import type { Comment, Feed } from '../../../api/schemas/feed';
import { ActionNoticeBar } from '../../../components/ActionNoticeBar';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { named, type SentencePart } from '../../../lib/sentence';
import { useViewer } from '../../../lib/viewer';
import { countLabel } from '../reactions-summary';
import { LikersDialog } from './LikersDialog';
import { mayDeleteComment, postPermissions } from './may-act-on-post';
import { commentWithReplies } from './post-cache';
import { PostActionsContext, type ConfirmRequest } from './post-actions-context';
import { authorName, usePostActions } from './use-post-actions';

/**
 * The feed's actions on its posts and comments: the posts' controls (through the context),
 * the notice of the last action (floating at the foot of the window, as the post acted on may
 * be far down the feed), the dialog that asks before a deletion, and the list of who reacted.
 */
export function PostActionsProvider({ children }: { children: ReactNode }) {
  const viewer = useViewer();
  const actions = usePostActions();
  const [confirming, setConfirming] = useState<ConfirmRequest | null>(null);
  const [likersOf, setLikersOf] = useState<Feed | null>(null);
  const afterDialog = useRef<HTMLDivElement>(null);
  const moderated = useModeratedSpaceIds();
  const permissions = useCallback(
    (post: Feed) => postPermissions(viewer, moderated, post),
    [viewer, moderated],
  );
  const mayDelete = useCallback(
    (post: Feed, comment: Comment) => mayDeleteComment(viewer, moderated, post, comment),
    [viewer, moderated],
  );
  const context = useMemo(
    () => ({
      actions,
      permissions,
      mayDeleteComment: mayDelete,
      confirm: setConfirming,
      showLikers: setLikersOf,
    }),
    [actions, permissions, mayDelete],
  );
  return (
    <PostActionsContext.Provider value={context}>
      <div ref={afterDialog} tabIndex={-1} className="outline-none">
        {children}
      </div>
      <div className="pointer-events-none fixed inset-x-0 bottom-3 z-30 flex justify-center px-3">
        <div className="pointer-events-auto w-full max-w-xl">
          <ActionNoticeBar
            label="Post changes"
            floating
            notice={actions.notice}
            onAct={actions.act}
            onDismiss={actions.dismiss}
            restoredNote="The feed shows it as it was."
          />
        </div>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        {...confirmWords(confirming)}
        onConfirm={() => {
          if (confirming) actions.act(confirming);
        }}
        onClose={() => setConfirming(null)}
        finalFocus={afterDialog}
      />
      <LikersDialog post={likersOf} onClose={() => setLikersOf(null)} />
    </PostActionsContext.Provider>
  );
}

/** What the dialog asks before a post or a comment is deleted, naming it and its author. */
function confirmWords(request: ConfirmRequest | null): {
  question: SentencePart[];
  consequence: string;
  confirmLabel: string;
} {
  if (request?.kind === 'delete-comment') {
    const replies = commentWithReplies(request.post.comments, request.comment.id).size - 1;
    return {
      question: ['Delete ', named(authorName(request.comment)), '’s comment?'],
      consequence:
        replies > 0
          ? `The comment and its ${countLabel(replies, 'reply', 'replies')} are deleted from the site. This cannot be undone.`
          : 'The comment is deleted from the site. This cannot be undone.',
      confirmLabel: 'Delete comment',
    };
  }
  const post = request?.post;
  const author = named(post ? authorName(post) : '');
  return {
    question: post?.title
      ? ['Delete “', named(post.title), '” by ', author, '?']
      : ['Delete the post by ', author, '?'],
    consequence:
      'The post is deleted from the site with its comments and reactions. This cannot be undone.',
    confirmLabel: 'Delete post',
  };
}
