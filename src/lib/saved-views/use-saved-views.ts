import { useSyncExternalStore } from 'react';
import type { SavedView } from './schema';
import { savedViewsStore, type ViewsOwner } from './store';

const NO_VIEWS: readonly SavedView[] = [];

/** The owner's saved views, in the order saved, following other tabs. */
export function useSavedViews(owner: ViewsOwner | null): readonly SavedView[] {
  return useSyncExternalStore(savedViewsStore.subscribe, () =>
    owner ? savedViewsStore.list(owner) : NO_VIEWS,
  );
}
