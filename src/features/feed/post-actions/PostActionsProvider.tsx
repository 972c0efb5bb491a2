import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useModeratedSpaceIds } from '../../../api/own-space-roles';
import type { Comment, Feed } from '../../../api/schemas/feed';
import { ActionNoticeBar } from '../../../components/ActionNoticeBar';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useViewer } from '../../../lib/viewer';
import { LikersDialog } from './LikersDialog';
import { mayDeleteComment, postPermissions } from './may-act-on-post';
import { PostActionsContext, type ConfirmRequest } from './post-actions-context';
import { usePostActions } from './use-post-actions';
import { confirmWords } from './confirm-words';

/**
 * The feed's actions on its posts and comments: the posts' controls (through the context),
 * the notice of the last action (floating at the foot of the window, as the post acted on may
 * be far down the feed), the dialog that asks before a deletion, and the list of who reacted.
 */
export function PostActionsProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui();
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
            label={t`Post changes`}
            floating
            notice={actions.notice}
            onAct={actions.act}
            onDismiss={actions.dismiss}
            restoredNote={t`The feed shows it as it was.`}
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
