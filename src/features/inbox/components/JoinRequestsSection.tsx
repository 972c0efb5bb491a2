import { msg, plural, t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { describeInboxAction } from '../inbox-action-log';
import { useApiClient } from '../../../api/ApiClientProvider';
import { isApiError } from '../../../api/errors';
import { readEveryJoinRequest } from '../../../api/inbox/every-join-request';
import type { JoinRequest } from '../../../api/inbox/merge-join-requests';
import type { InboxJoinRequests } from '../../../api/inbox/use-inbox';
import { cancelSpaceReads, refreshSpace, removeMembership } from '../../../api/member-cache';
import { Button } from '../../../components/Button';
import { BulkRunStatus, type BulkRunWords } from '../../../components/bulk/BulkRunStatus';
import { Callout } from '../../../components/Callout';
import { isolated } from '../../../lib/sentence';
import { paths } from '../../../routes/paths';
import { requesterName, sendInboxAction } from '../inbox-actions';
import type { InboxActions } from '../use-inbox-actions';
import { useSectionBulk } from '../use-section-bulk';
import { waitingText } from '../waited';
import type { ConfirmRequest } from '../confirm-request';
import { formatNumber } from '../../../components/number-format';
import { sentenceOf } from '../sentence-of';
import { InboxSection } from './InboxSection';
import { ItemRow } from './ItemRow';
import { SectionBulkBar } from './SectionBulkBar';

type RequestsAction = 'approve' | 'decline';

const keyOf = (request: JoinRequest) => request.member.id;

const WORDS: BulkRunWords<RequestsAction, JoinRequest> = {
  progress: (action, settledCount, totalCount) => {
    const settled = formatNumber(settledCount);
    const total = formatNumber(totalCount);
    return action === 'approve'
      ? t`Approving ${settled} of ${total}`
      : t`Declining ${settled} of ${total}`;
  },
  done: (action, succeededCount, totalCount) => {
    const succeeded = formatNumber(succeededCount);
    const total = formatNumber(totalCount);
    return action === 'approve'
      ? t`Approved ${succeeded} of ${total}.`
      : t`Declined ${succeeded} of ${total}.`;
  },
  countOf: (_action, count) => plural(count, { one: '# request', other: '# requests' }),
  itemName: (request) => {
    const name = requesterName(request);
    const space = request.space.title;
    return (
      <Trans comment="A request in a list of failures: who asks, and the space.">
        <bdi>{name}</bdi> (<bdi>{space}</bdi>)
      </Trans>
    );
  },
  itemKey: keyOf,
};

interface JoinRequestsSectionProps {
  requests: InboxJoinRequests;
  actions: InboxActions;
  confirm: (request: ConfirmRequest) => void;
  now: Date;
  onShowMore: () => void;
}

/** The join requests of the spaces the account manages, oldest first, each answered in place. */
export function JoinRequestsSection({
  requests,
  actions,
  confirm,
  now,
  onShowMore,
}: JoinRequestsSectionProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const slugsOf = (items: readonly JoinRequest[]) => [
    ...new Set(items.map((request) => request.space.slug)),
  ];
  const bulk = useSectionBulk<RequestsAction, JoinRequest>(
    requests.shown,
    keyOf,
    {
      send: (action, request) =>
        sendInboxAction(client, {
          kind: action === 'approve' ? 'approve-request' : 'decline-request',
          request,
        }),
      beforeRun: async (_action, items) => {
        await Promise.all(slugsOf(items).map((slug) => cancelSpaceReads(queryClient, slug)));
      },
      onItemDone: (_action, request) =>
        removeMembership(queryClient, request.space.slug, request.member),
      // The client has ended the session already (client.ts): nothing more would be taken.
      stopsTheRun: (error) => isApiError(error) && error.isUnauthorized,
      logAs: (action, request) =>
        describeInboxAction({
          kind: action === 'approve' ? 'approve-request' : 'decline-request',
          request,
        }),
      afterRun: (_action, summary) =>
        Promise.all(
          slugsOf([...summary.succeeded, ...summary.failed.map(({ item }) => item)]).map((slug) =>
            refreshSpace(queryClient, slug),
          ),
        ),
    },
    // Every request of every space, once each space's count is in.
    requests.loading
      ? null
      : {
          total: requests.total,
          read: (signal) => readEveryJoinRequest(client, requests.spaces, signal),
        },
  );
  const count = bulk.count;
  const confirmDecline = useCallback(
    (request: JoinRequest) => {
      const name = requesterName(request);
      const space = request.space.title;
      confirm({
        question: sentenceOf(msg`Decline ${name}’s request to join ${space}?`, ['name', 'space']),
        consequence: t`The request is removed; they can ask again.`,
        confirmLabel: t`Decline`,
        onConfirm: () => actions.act({ kind: 'decline-request', request }),
      });
    },
    [actions, confirm, t],
  );
  const total = requests.total;
  const waitingBeyond = total - requests.shown.length;

  return (
    <InboxSection
      title={t`Join requests`}
      count={requests.total}
      countLabel={t({
        comment: 'After the count, shown apart: "3 requests waiting".',
        message: plural(total, { one: 'request waiting', other: 'requests waiting' }),
      })}
      loading={requests.loading}
      loadingLabel={t`Loading join requests…`}
      empty={requests.shown.length === 0}
      emptyText={t`No one is waiting to join a space you manage.`}
      above={
        <>
          {requests.unread.map(({ space, message, retry }) => {
            const spaceTitle = space.title;
            return (
              <Callout key={space.slug} tone="danger">
                <p>
                  <Trans comment="{message}: the site's own words.">
                    Could not read the requests of <bdi>{spaceTitle}</bdi>: {message}
                  </Trans>
                </p>
                <Button size="sm" className="mt-2" onClick={retry}>
                  <Trans>Try again</Trans>
                </Button>
              </Callout>
            );
          })}
          {requests.shown.length > 0 ? (
            <SectionBulkBar
              label={t`Selected requests`}
              selectAllLabel={t`Select all requests shown`}
              bulk={bulk}
            >
              <Button
                size="sm"
                variant="primary"
                disabled={bulk.locked}
                onClick={() => bulk.start('approve')}
              >
                <Plural value={count} one="Approve #" other="Approve #" />
              </Button>
              <Button
                size="sm"
                disabled={bulk.locked}
                onClick={() =>
                  confirm({
                    question: [
                      plural(count, { one: 'Decline # request?', other: 'Decline # requests?' }),
                    ],
                    consequence: t`The requests are removed; they can ask again.`,
                    confirmLabel: t`Decline`,
                    onConfirm: () => bulk.start('decline'),
                  })
                }
              >
                <Plural value={count} one="Decline #" other="Decline #" />
              </Button>
            </SectionBulkBar>
          ) : null}
          <BulkRunStatus run={bulk.run} words={WORDS} label={t`Join requests`} />
        </>
      }
      more={
        requests.more.length > 0
          ? {
              label: plural(waitingBeyond, {
                one: 'Show more (# more waiting)',
                other: 'Show more (# more waiting)',
              }),
              onMore: onShowMore,
              busy: requests.loading,
            }
          : null
      }
    >
      {requests.shown.length > 0 ? (
        <ul aria-label={t`Join requests`} className="space-y-2">
          {requests.shown.map((request) => {
            const name = requesterName(request);
            const spaceTitle = request.space.title;
            const person = isolated(name);
            const space = isolated(spaceTitle);
            const busy = actions.isBusy(`request:${request.member.id}`);
            const waiting = waitingText(request.member.created_at, now);
            return (
              <ItemRow
                key={request.member.id}
                person={{ name, avatar: request.member.xprofile?.avatar ?? '' }}
                select={{
                  label: t({
                    comment: '{person}: who asks; {space}: the space they ask to join.',
                    message: `Select ${person} in ${space}`,
                  }),
                  picked: bulk.isPicked(request),
                  locked: bulk.locked,
                  onToggle: (shift) => bulk.clickRow(request, shift),
                }}
                actions={
                  <>
                    <Button
                      size="sm"
                      variant="primary"
                      aria-label={t({
                        comment: '{person}: who asks; {space}: the space they ask to join.',
                        message: `Approve ${person} in ${space}`,
                      })}
                      disabled={busy || bulk.locked}
                      onClick={() => actions.act({ kind: 'approve-request', request })}
                    >
                      <Trans>Approve</Trans>
                    </Button>
                    <Button
                      size="sm"
                      aria-label={t({
                        comment: '{person}: who asks; {space}: the space they ask to join.',
                        message: `Decline ${person} in ${space}`,
                      })}
                      disabled={busy || bulk.locked}
                      onClick={() => confirmDecline(request)}
                    >
                      <Trans>Decline</Trans>
                    </Button>
                  </>
                }
              >
                <p>
                  <Trans>
                    <bdi className="font-medium text-ink">{name}</bdi>{' '}
                    <span className="text-ink-muted">asks to join</span>{' '}
                    <Link
                      className="text-accent hover:underline"
                      to={paths.spaceMembers(request.space.slug, 'status=pending')}
                    >
                      <bdi>{spaceTitle}</bdi>
                    </Link>
                  </Trans>
                </p>
                {waiting ? <p className="text-ink-muted">{waiting}</p> : null}
              </ItemRow>
            );
          })}
        </ul>
      ) : null}
    </InboxSection>
  );
}
