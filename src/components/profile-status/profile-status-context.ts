import { createContext, useContext } from 'react';
import type { ProfileStatusChange } from './profile-status-change';
import type { ProfileStatusActions } from './use-profile-status-actions';

/** A profile as the controls need it, from a member row, a student row or a feed author. */
export interface StatusTarget {
  userId: number;
  name: string;
  username: string;
  status: string;
}

export interface ProfileStatusContextValue {
  actions: ProfileStatusActions;
  /** Whether this account may change this profile's status (and the change makes sense). */
  mayChange: (target: StatusTarget) => boolean;
  /** Starts a change: a block asks first, the others go at once. */
  request: (change: ProfileStatusChange) => void;
}

/** Handed down by ProfileStatusProvider; absent, no profile offers these actions. */
export const ProfileStatusContext = createContext<ProfileStatusContextValue | null>(null);

export function useProfileStatusContext(): ProfileStatusContextValue | null {
  return useContext(ProfileStatusContext);
}
