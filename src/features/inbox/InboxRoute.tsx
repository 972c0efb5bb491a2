import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { InboxTotal } from '../../api/inbox/inbox-total';
import { useInbox } from '../../api/inbox/use-inbox';
import { pageTitle } from '../../lib/page-title';
import { ActionNoticeBar } from '../../components/ActionNoticeBar';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { ConfirmRequest } from './confirm-request';
import { JoinRequestsSection } from './components/JoinRequestsSection';
import { PendingProfilesSection } from './components/PendingProfilesSection';
import { PostsInReviewSection } from './components/PostsInReviewSection';
import { useInboxActions } from './use-inbox-actions';
import { useSiteWallClock } from './waited';

/**
 * `/inbox`: everything waiting on this account, in one place (docs/decisions/036-one-inbox.md):
 * join requests of the spaces it manages, posts in review and profiles waiting for approval,
 * each answered in place. Each section shows as soon as its first answer comes; a section the
 * account may not see is not there at all.
 */
export function InboxRoute() {
  // How far each space's join requests are read (its pages), for "Show more".
  const [pages, setPages] = useState<Readonly<Record<string, number>>>({});
  const inbox = useInbox({ pages });
  const actions = useInboxActions();
  const [confirming, setConfirming] = useState<ConfirmRequest | null>(null);
  const now = useSiteWallClock();
  const { t } = useLingui();
  const { total } = inbox;
  const anyLoading =
    inbox.joinRequests.loading ||
    (!inbox.postsInReview.absent && inbox.postsInReview.loading) ||
    (!inbox.pendingProfiles.absent && inbox.pendingProfiles.loading);

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 p-4 md:p-6">
      <title>{pageTitle(t`Inbox`)}</title>
      <header>
        <h1 className="text-2xl font-semibold text-ink">
          <Trans>Inbox</Trans>
        </h1>
        <p className="mt-1 text-sm text-ink-muted">
          {total.count === 0 && !anyLoading ? (
            <Trans>Nothing is waiting on you.</Trans>
          ) : (
            <WaitingTotal total={total} soFar={anyLoading} />
          )}
        </p>
      </header>
      <ActionNoticeBar
        label={t`Inbox changes`}
        notice={actions.notice}
        onAct={actions.act}
        onDismiss={actions.dismiss}
        restoredNote={t`The inbox shows it as it was.`}
      />
      <JoinRequestsSection
        requests={inbox.joinRequests}
        actions={actions}
        confirm={setConfirming}
        now={now}
        onShowMore={() =>
          setPages((now) => {
            const next = { ...now };
            for (const { slug, nextPage } of inbox.joinRequests.more) next[slug] = nextPage;
            return next;
          })
        }
      />
      {inbox.postsInReview.absent ? null : (
        <PostsInReviewSection
          section={inbox.postsInReview}
          actions={actions}
          confirm={setConfirming}
          now={now}
        />
      )}
      {inbox.pendingProfiles.absent ? null : (
        <PendingProfilesSection section={inbox.pendingProfiles} actions={actions} now={now} />
      )}
      <ConfirmDialog
        open={confirming !== null}
        question={confirming?.question ?? []}
        consequence={confirming?.consequence ?? ''}
        confirmLabel={confirming?.confirmLabel ?? ''}
        onConfirm={() => confirming?.onConfirm()}
        onClose={() => setConfirming(null)}
      />
    </div>
  );
}

/**
 * "12 waiting on you, oldest first.", "12+ …" where a section may hold more than it has read,
 * "… so far" while a section is still loading.
 */
function WaitingTotal({ total: { count, atLeast }, soFar }: { total: InboxTotal; soFar: boolean }) {
  if (atLeast) {
    return soFar ? (
      <Plural
        value={count}
        one="#+ waiting on you so far, oldest first."
        other="#+ waiting on you so far, oldest first."
      />
    ) : (
      <Plural
        value={count}
        one="#+ waiting on you, oldest first."
        other="#+ waiting on you, oldest first."
      />
    );
  }
  return soFar ? (
    <Plural
      value={count}
      one="# waiting on you so far, oldest first."
      other="# waiting on you so far, oldest first."
    />
  ) : (
    <Plural
      value={count}
      one="# waiting on you, oldest first."
      other="# waiting on you, oldest first."
    />
  );
}
