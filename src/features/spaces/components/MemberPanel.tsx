import { formatNumber } from '../../../components/number-format';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Member } from '../../../api/schemas/member';
import { DateText } from '../../../components/DateText';
import type { MemberPlace } from '../../../components/member-story/member-places';
import { MemberStory } from '../../../components/member-story/MemberStory';
import { ProfileDetails } from '../../../components/profile/ProfileDetails';
import { ProfileStatusControls } from '../../../components/profile-status/ProfileStatusControls';
import { ProfileStatusNotice } from '../../../components/profile-status/ProfileStatusNotice';
import { SidePanel } from '../../../components/SidePanel';
import { StatusPill } from '../../../components/StatusPill';
import type { SpaceInfo } from '../space-info';

interface MemberPanelProps {
  member: Member | null;
  /** The space of the page: the member is known to be in it while their membership is active. */
  space: SpaceInfo;
  onClose: () => void;
}

function placesKnown(member: Member, space: SpaceInfo): MemberPlace[] {
  if (member.status !== 'active') return [];
  const { slug, title, emoji } = space;
  return [{ kind: 'space', slug, title, ...(emoji ? { emoji } : {}), role: member.role }];
}

/**
 * The member's profile beside the table, with their membership of this space, and their story
 * (latest posts and comments, spaces) under it.
 */
export function MemberPanel({ member, space, onClose }: MemberPanelProps) {
  const { t } = useLingui();
  const profile = member?.xprofile ?? null;
  const userId = member?.user_id;
  return (
    <SidePanel
      open={member !== null}
      onClose={onClose}
      title={profile?.display_name || (member ? t`Deleted user #${userId}` : '')}
    >
      {member && profile ? (
        <>
          <ProfileStatusNotice className="px-5 pt-4" />
          <ProfileStatusControls
            target={{
              userId: member.user_id,
              name: profile.display_name || profile.username,
              username: profile.username,
              status: profile.status,
            }}
          />
          <ProfileDetails
            profile={profile}
            facts={[
              { label: t`Role`, value: <StatusPill value={member.role} /> },
              { label: t`Membership`, value: <StatusPill value={member.status} /> },
              { label: t`Joined`, value: <DateText value={member.created_at} style="day" /> },
              {
                label: t`Last activity`,
                value: <DateText value={profile.last_activity} style="relative" />,
              },
              { label: t`Registered`, value: <DateText value={profile.created_at} style="day" /> },
              {
                label: t`Points`,
                value: formatNumber(profile.total_points),
              },
              ...(profile.status !== 'active'
                ? [{ label: t`Profile`, value: <StatusPill value={profile.status} /> }]
                : []),
            ]}
          />
          <MemberStory profile={profile} known={placesKnown(member, space)} onLeave={onClose} />
        </>
      ) : (
        <p className="p-5 text-sm text-ink-muted">
          <Trans>
            The WordPress account behind this membership no longer exists, so there is no profile to
            show.
          </Trans>
        </p>
      )}
    </SidePanel>
  );
}
