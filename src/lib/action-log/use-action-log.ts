import { useCallback, useSyncExternalStore } from 'react';
import { useActionLogOwner } from './owner';
import { actionLogStore, type ActionLogSnapshot } from './store';

const NONE: ActionLogSnapshot = { entries: [], unreadable: false };

/** The signed-in person's action log on this site, kept current as actions end (any tab). */
export function useActionLog(): ActionLogSnapshot {
  const owner = useActionLogOwner();
  const snapshot = useCallback(() => (owner ? actionLogStore.read(owner) : NONE), [owner]);
  return useSyncExternalStore(actionLogStore.subscribe, snapshot, snapshot);
}
