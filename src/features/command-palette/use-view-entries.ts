import { useMemo } from 'react';
import { usePageCatalog } from '../../routes/page-catalog';
import { useViewsOwner } from '../../lib/saved-views/owner';
import { useSavedViews } from '../../lib/saved-views/use-saved-views';
import { applyViewColumns } from '../../lib/saved-views/view-location';
import { viewEntry } from './palette-entries';
import type { PaletteSource } from './palette-source';

const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The signed-in person's saved views on this site (lib/saved-views), by name as in the
 * sidebar; opening one restores its columns first, as the sidebar's link does.
 */
export function useViewEntries(): PaletteSource {
  const views = useSavedViews(useViewsOwner());
  const { views: pages } = usePageCatalog();
  return useMemo(
    () => ({
      entries: [...views]
        .sort((a, b) => byName.compare(a.name, b.name))
        .map((view) => viewEntry(view, pages, () => applyViewColumns(view, pages))),
      loading: false,
      note: null,
    }),
    [views, pages],
  );
}
