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
import { Sentence } from '../../../components/Sentence';
import { countOf } from '../../../lib/plural';
import { isolated, named } from '../../../lib/sentence';
import { paths } from '../../../routes/paths';
import { requesterName, sendInboxAction } from '../inbox-actions';
import type { InboxActions } from '../use-inbox-actions';
import { useSectionBulk } from '../use-section-bulk';
import { waitingText } from '../waited';
import type { ConfirmRequest } from '../confirm-request';
import { InboxSection } from './InboxSection';
import { ItemRow } from './ItemRow';
import { SectionBulkBar } from './SectionBulkBar';

type RequestsAction = 'approve' | 'decline';

const keyOf = (request: JoinRequest) => request.member.id;

const WORDS: BulkRunWords<RequestsAction, JoinRequest> = {
  progress: (action, settled, total) =>
    `${action === 'approve' ? 'Approving' : 'Declining'} ${settled} of ${total}`,
  done: (action, succeeded, total) =>
    `${action === 'approve' ? 'Approved' : 'Declined'} ${succeeded} of ${total}.`,
  countOf: (_action, count) => countOf(count, 'request'),
  itemName: (request) => (
    <Sentence parts={[named(requesterName(request)), ' (', named(request.space.title), ')']} />
  ),
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
    (request: JoinRequest) =>
      confirm({
        question: [
          'Decline ',
          named(requesterName(request)),
          '’s request to join ',
          named(request.space.title),
          '?',
        ],
        consequence: 'The request is removed; they can ask again.',
        confirmLabel: 'Decline',
        onConfirm: () => actions.act({ kind: 'decline-request', request }),
      }),
    [actions, confirm],
  );

  return (
    <InboxSection
      title="Join requests"
      count={requests.total}
      countLabel={requests.total === 1 ? 'request waiting' : 'requests waiting'}
      loading={requests.loading}
      empty={requests.shown.length === 0}
      emptyText="No one is waiting to join a space you manage."
      above={
        <>
          {requests.unread.map(({ space, message, retry }) => (
            <Callout key={space.slug} tone="danger">
              <p>
                <Sentence
                  parts={['Could not read the requests of ', named(space.title), `: ${message}`]}
                />
              </p>
              <Button size="sm" className="mt-2" onClick={retry}>
                Try again
              </Button>
            </Callout>
          ))}
          {requests.shown.length > 0 ? (
            <SectionBulkBar
              label="Selected requests"
              selectAllLabel="Select all requests shown"
              bulk={bulk}
            >
              <Button
                size="sm"
                variant="primary"
                disabled={bulk.locked}
                onClick={() => bulk.start('approve')}
              >
                Approve {count}
              </Button>
              <Button
                size="sm"
                disabled={bulk.locked}
                onClick={() =>
                  confirm({
                    question: [`Decline ${countOf(count, 'request')}?`],
                    consequence: 'The requests are removed; they can ask again.',
                    confirmLabel: 'Decline',
                    onConfirm: () => bulk.start('decline'),
                  })
                }
              >
                Decline {count}
              </Button>
            </SectionBulkBar>
          ) : null}
          <BulkRunStatus run={bulk.run} words={WORDS} label="Join requests" />
        </>
      }
      more={
        requests.more.length > 0
          ? {
              label: `Show more (${requests.total - requests.shown.length} more waiting)`,
              onMore: onShowMore,
              busy: requests.loading,
            }
          : null
      }
    >
      {requests.shown.length > 0 ? (
        <ul aria-label="Join requests" className="space-y-2">
          {requests.shown.map((request) => {
            const name = requesterName(request);
            const where = `${isolated(name)} in ${isolated(request.space.title)}`;
            const busy = actions.isBusy(`request:${request.member.id}`);
            const waiting = waitingText(request.member.created_at, now);
            return (
              <ItemRow
                key={request.member.id}
                person={{ name, avatar: request.member.xprofile?.avatar ?? '' }}
                select={{
                  label: `Select ${where}`,
                  picked: bulk.isPicked(request),
                  locked: bulk.locked,
                  onToggle: (shift) => bulk.clickRow(request, shift),
                }}
                actions={
                  <>
                    <Button
                      size="sm"
                      variant="primary"
                      aria-label={`Approve ${where}`}
                      disabled={busy || bulk.locked}
                      onClick={() => actions.act({ kind: 'approve-request', request })}
                    >
                      Approve
                    </Button>
                    <Button
                      size="sm"
                      aria-label={`Decline ${where}`}
                      disabled={busy || bulk.locked}
                      onClick={() => confirmDecline(request)}
                    >
                      Decline
                    </Button>
                  </>
                }
              >
                <p>
                  <bdi className="font-medium text-ink">{name}</bdi>{' '}
                  <span className="text-ink-muted">asks to join</span>{' '}
                  <Link
                    className="text-accent hover:underline"
                    to={paths.spaceMembers(request.space.slug, 'status=pending')}
                  >
                    <bdi>{request.space.title}</bdi>
                  </Link>
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
