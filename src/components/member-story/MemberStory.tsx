import { useLingui } from '@lingui/react/macro';
import { profileRouteUsername } from '../../api/member-story';
import type { Profile } from '../../api/schemas/profile';
import { MemberComments } from './MemberComments';
import { MemberPlaces } from './MemberPlaces';
import { MemberPosts } from './MemberPosts';
import type { MemberPlace } from './member-places';

interface MemberStoryProps {
  profile: Pick<Profile, 'user_id' | 'display_name' | 'username'>;
  /** Where the page that opened the panel knows the member to be (a member row's space…). */
  known?: readonly MemberPlace[];
  /** Called when a link takes the admin to another page of the dashboard. */
  onLeave?: () => void;
}

const NOTHING_KNOWN: readonly MemberPlace[] = [];

/**
 * A member's whole story under their profile details: their latest posts and comments, and the
 * spaces and courses they are known to be in. Mounted only while the panel is open (SidePanel
 * renders nothing closed), so each part is asked for when the panel opens, and then from cache.
 */
export function MemberStory({ profile, known = NOTHING_KNOWN, onLeave }: MemberStoryProps) {
  const { t } = useLingui();
  const username = profileRouteUsername(profile.username);
  const id = profile.user_id;
  const name =
    profile.display_name.trim() ||
    profile.username ||
    t({ comment: 'A person known only by their user id', message: `User #${id}` });
  return (
    <div className="space-y-6 border-t border-border px-5 pt-5 pb-8">
      <MemberPosts userId={profile.user_id} name={name} onLeave={onLeave} />
      <MemberComments username={username} />
      <MemberPlaces username={username} known={known} onLeave={onLeave} />
    </div>
  );
}
