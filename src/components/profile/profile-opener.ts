import { useSyncExternalStore } from 'react';
import type { Profile } from '../../api/schemas/profile';

/** Opens a member's profile panel on a profile the page already holds (a post's author…). */
export type OpenProfile = (profile: Profile) => void;

/**
 * Where the profile panels mounted on the page register (ProfilePanelHost), so that any
 * author's name below them — a post's, a comment's — can open one without each list passing a
 * callback down through the rows. The newest mounted host opens; with none mounted, names stay
 * plain links to the site.
 */
const openers: OpenProfile[] = [];
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function currentOpener(): OpenProfile | null {
  return openers.at(-1) ?? null;
}

/** Registers a host's opener; the returned function unregisters it (an effect's cleanup). */
export function registerProfileOpener(open: OpenProfile): () => void {
  openers.push(open);
  notify();
  return () => {
    const index = openers.lastIndexOf(open);
    if (index >= 0) openers.splice(index, 1);
    notify();
  };
}

/** The opener of the profile panel mounted on this page, or `null` where there is none. */
export function useProfileOpener(): OpenProfile | null {
  return useSyncExternalStore(subscribe, currentOpener, () => null);
}
