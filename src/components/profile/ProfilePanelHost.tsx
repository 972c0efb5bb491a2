import { Suspense, useEffect, useState } from 'react';
import type { Profile } from '../../api/schemas/profile';
import { lazyComponent } from '../../lib/lazy-component';
import { moduleLoader, preloadWhenIdle } from '../../lib/module-loader';
import { registerProfileOpener } from './profile-opener';

/**
 * The panel's code (the profile, the member's story and their queries) is not part of the
 * feed's first download — sign-in → first post counts its bytes —: it is asked for on the first
 * open, or a while after the page has loaded, when the browser is idle.
 */
const loadPanel = moduleLoader(() => import('./ProfilePanel'));
const ProfilePanel = lazyComponent(loadPanel, (module) => module.ProfilePanel);

/**
 * The profile panel of a page whose rows name members without being a list of them (the feed:
 * post and comment authors). Mounted once on the page; any author's name below it opens the
 * panel on the profile the row holds (profile-opener.ts), with the member's story under it.
 * Its state is this component's own, like the members' and students' panels.
 */
export function ProfilePanelHost() {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [wanted, setWanted] = useState(false);
  // Registration, not fetching: names elsewhere on the page learn they can open this panel.
  useEffect(
    () =>
      registerProfileOpener((next) => {
        setWanted(true);
        setProfile(next);
      }),
    [],
  );
  // Code, not data: the first click on a name should not wait on a download.
  useEffect(() => preloadWhenIdle(loadPanel), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ProfilePanel profile={profile} onClose={() => setProfile(null)} />
    </Suspense>
  );
}
