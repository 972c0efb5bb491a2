import { useLingui } from '@lingui/react/macro';
import type { Profile } from '../../api/schemas/profile';
import { DateText } from '../DateText';
import { MemberStory } from '../member-story/MemberStory';
import { SidePanel } from '../SidePanel';
import { StatusPill } from '../StatusPill';
import { ProfileStatusControls } from '../profile-status/ProfileStatusControls';
import { ProfileStatusNotice } from '../profile-status/ProfileStatusNotice';
import { ProfileStatusProvider } from '../profile-status/ProfileStatusProvider';
import { formatNumber } from '../number-format';
import { ProfileDetails } from './ProfileDetails';

interface ProfilePanelProps {
  profile: Profile | null;
  onClose: () => void;
}

/**
 * The panel ProfilePanelHost opens: the profile and the member's story under it, and for the
 * site's moderators the profile's status to change (its notice in the panel: the feed behind
 * it is inert while it is open).
 */
export function ProfilePanel({ profile, onClose }: ProfilePanelProps) {
  const { t } = useLingui();
  return (
    <ProfileStatusProvider>
      <SidePanel
        open={profile !== null}
        onClose={onClose}
        title={profile?.display_name.trim() || profile?.username || ''}
      >
        {profile ? (
          <>
            <ProfileStatusNotice className="px-5 pt-4" />
            <ProfileStatusControls
              target={{
                userId: profile.user_id,
                name: profile.display_name.trim() || profile.username,
                username: profile.username,
                status: profile.status,
              }}
            />
            <ProfileDetails
              profile={profile}
              facts={[
                {
                  label: t`Last activity`,
                  value: <DateText value={profile.last_activity} style="relative" />,
                },
                {
                  label: t`Registered`,
                  value: <DateText value={profile.created_at} style="day" />,
                },
                { label: t`Points`, value: formatNumber(profile.total_points) },
                ...(profile.status && profile.status !== 'active'
                  ? [
                      {
                        label: t({ context: 'profile status', message: 'Profile' }),
                        value: <StatusPill value={profile.status} />,
                      },
                    ]
                  : []),
              ]}
            />
            <MemberStory key={profile.user_id} profile={profile} onLeave={onClose} />
          </>
        ) : null}
      </SidePanel>
    </ProfileStatusProvider>
  );
}
