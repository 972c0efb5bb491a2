import { useEffect, useState } from 'react';
import type { Profile } from '../../api/schemas/profile';
import { DateText } from '../DateText';
import { MemberStory } from '../member-story/MemberStory';
import { SidePanel } from '../SidePanel';
import { StatusPill } from '../StatusPill';
import { registerProfileOpener } from './profile-opener';
import { ProfileDetails } from './ProfileDetails';

const numberFormat = new Intl.NumberFormat('en');

/**
 * The profile panel of a page whose rows name members without being a list of them (the feed:
 * post and comment authors). Mounted once on the page; any author's name below it opens the
 * panel on the profile the row holds (profile-opener.ts), with the member's story under it.
 * Its state is this component's own, like the members' and students' panels.
 */
export function ProfilePanelHost() {
  const [profile, setProfile] = useState<Profile | null>(null);
  // Registration, not fetching: names elsewhere on the page learn they can open this panel.
  useEffect(() => registerProfileOpener(setProfile), []);
  const close = () => setProfile(null);
  return (
    <SidePanel
      open={profile !== null}
      onClose={close}
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
          <MemberStory key={profile.user_id} profile={profile} onLeave={close} />
        </>
      ) : null}
    </SidePanel>
  );
}
