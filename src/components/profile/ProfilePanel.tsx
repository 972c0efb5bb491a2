import type { Profile } from '../../api/schemas/profile';
import { DateText } from '../DateText';
import { MemberStory } from '../member-story/MemberStory';
import { SidePanel } from '../SidePanel';
import { StatusPill } from '../StatusPill';
import { ProfileDetails } from './ProfileDetails';

const numberFormat = new Intl.NumberFormat('en');

interface ProfilePanelProps {
  profile: Profile | null;
  onClose: () => void;
}

/** The panel ProfilePanelHost opens: the profile and the member's story under it. */
export function ProfilePanel({ profile, onClose }: ProfilePanelProps) {
  return (
    <SidePanel
      open={profile !== null}
      onClose={onClose}
      title={profile?.display_name.trim() || profile?.username || ''}
    >
      {profile ? (
        <>
          <ProfileDetails
            profile={profile}
            facts={[
              {
                label: 'Last activity',
                value: <DateText value={profile.last_activity} style="relative" />,
              },
              { label: 'Registered', value: <DateText value={profile.created_at} style="day" /> },
              { label: 'Points', value: numberFormat.format(profile.total_points) },
              ...(profile.status && profile.status !== 'active'
                ? [{ label: 'Profile', value: <StatusPill value={profile.status} /> }]
                : []),
            ]}
          />
          <MemberStory key={profile.user_id} profile={profile} onLeave={onClose} />
        </>
      ) : null}
    </SidePanel>
  );
}
