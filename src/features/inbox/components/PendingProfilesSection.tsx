import { plural, t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { describeInboxAction } from '../inbox-action-log';
import { useApiClient } from '../../../api/ApiClientProvider';
import { isApiError } from '../../../api/errors';
import { cancelInboxReads, removePendingProfile } from '../../../api/inbox/inbox-cache';
import { inboxKeys } from '../../../api/inbox/inbox-keys';
import type { PendingProfiles } from '../../../api/inbox/pending-profiles';
import type { InboxSection as Section } from '../../../api/inbox/use-inbox';
import { membersKeys } from '../../../api/members-keys';
import type { Profile } from '../../../api/schemas/profile';
import { Button } from '../../../components/Button';
import { BulkRunStatus, type BulkRunWords } from '../../../components/bulk/BulkRunStatus';
import { ErrorState } from '../../../components/ErrorState';
import { isolated } from '../../../lib/sentence';
import { profileName, sendInboxAction } from '../inbox-actions';
import type { InboxActions } from '../use-inbox-actions';
import { useSectionBulk } from '../use-section-bulk';
import { formatNumber } from '../../../components/number-format';
import { waitingText } from '../waited';
import { InboxSection } from './InboxSection';
import { ItemRow } from './ItemRow';
import { SectionBulkBar } from './SectionBulkBar';

const keyOf = (profile: Profile) => profile.user_id;

const WORDS: BulkRunWords<'approve', Profile> = {
  progress: (_action, settledCount, totalCount) => {
    const settled = formatNumber(settledCount);
    const total = formatNumber(totalCount);
    return t`Approving ${settled} of ${total}`;
  },
  done: (_action, succeededCount, totalCount) => {
    const succeeded = formatNumber(succeededCount);
    const total = formatNumber(totalCount);
    return t`Approved ${succeeded} of ${total}.`;
  },
  countOf: (_action, count) => plural(count, { one: '# profile', other: '# profiles' }),
  itemName: (profile) => <bdi>{profileName(profile)}</bdi>,
  itemKey: keyOf,
};

interface PendingProfilesSectionProps {
  section: Section<PendingProfiles>;
  actions: InboxActions;
  now: Date;
}

/** Profiles waiting for the site's approval, oldest first, each approved in place. */
export function PendingProfilesSection({ section, actions, now }: PendingProfilesSectionProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const { profiles, total } = section.data;
  const bulk = useSectionBulk<'approve', Profile>(profiles, keyOf, {
    send: (_action, profile) => sendInboxAction(client, { kind: 'approve-profile', profile }),
    beforeRun: () => cancelInboxReads(queryClient),
    onItemDone: (_action, profile) => removePendingProfile(queryClient, profile.user_id),
    stopsTheRun: (error) => isApiError(error) && error.isUnauthorized,
    logAs: (_action, profile) => describeInboxAction({ kind: 'approve-profile', profile }),
    // An approved profile's join requests join the spaces' pending lists (behaviour.md).
    afterRun: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxKeys.pendingProfiles() }),
        queryClient.invalidateQueries({ queryKey: membersKeys.all }),
      ]),
  });
  const count = bulk.picked.length;
  const waitingBeyond = total - profiles.length;
  return (
    <InboxSection
      title={t`Profiles to approve`}
      count={total}
      countLabel={t({
        comment: 'After the count, shown apart: "3 profiles waiting".',
        message: plural(total, { one: 'profile waiting', other: 'profiles waiting' }),
      })}
      loading={section.loading}
      loadingLabel={t`Loading profiles to approve…`}
      empty={profiles.length === 0 && !section.error}
      emptyText={t`No new profile is waiting for approval.`}
      above={
        <>
          {section.error ? (
            <ErrorState
              error={new Error(section.error.message)}
              title={t`Could not read the profiles waiting for approval`}
              onRetry={section.error.retry}
            />
          ) : null}
          {profiles.length > 0 ? (
            <SectionBulkBar
              label={t`Selected profiles`}
              selectAllLabel={t`Select all profiles shown`}
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
            </SectionBulkBar>
          ) : null}
          <BulkRunStatus run={bulk.run} words={WORDS} label={t`Profiles to approve`} />
        </>
      }
      more={
        section.fetchMore
          ? {
              label: plural(waitingBeyond, {
                one: 'Show more (# more waiting)',
                other: 'Show more (# more waiting)',
              }),
              onMore: section.fetchMore,
              busy: section.fetchingMore,
            }
          : null
      }
    >
      {profiles.length > 0 ? (
        <ul aria-label={t`Profiles to approve`} className="space-y-2">
          {profiles.map((profile) => {
            const name = profileName(profile);
            const person = isolated(name);
            const waiting = waitingText(profile.created_at, now);
            return (
              <ItemRow
                key={profile.user_id}
                person={{ name, avatar: profile.avatar }}
                select={{
                  label: t`Select ${person}`,
                  picked: bulk.isPicked(profile),
                  locked: bulk.locked,
                  onToggle: (shift) => bulk.clickRow(profile, shift),
                }}
                actions={
                  <Button
                    size="sm"
                    variant="primary"
                    aria-label={t`Approve the profile of ${person}`}
                    disabled={actions.isBusy(`profile:${profile.user_id}`) || bulk.locked}
                    onClick={() => actions.act({ kind: 'approve-profile', profile })}
                  >
                    <Trans>Approve</Trans>
                  </Button>
                }
              >
                <p>
                  <bdi className="font-medium text-ink">{name}</bdi>{' '}
                  <span className="text-ink-muted">
                    @<bdi>{profile.username}</bdi>
                  </span>
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
