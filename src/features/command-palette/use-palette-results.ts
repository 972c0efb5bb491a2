import { i18n } from '@lingui/core';
import { useMemo } from 'react';
import { usePageCatalog } from '../../routes/page-catalog';
import { pageEntries } from './palette-entries';
import {
  PALETTE_GROUPS,
  paletteGroups,
  type PaletteGroup,
  type PaletteGroupId,
} from './palette-groups';
import type { PaletteSource } from './palette-source';
import { MEMBER_LIMIT, useMemberEntries } from './use-member-entries';
import { useCourseEntries } from './use-course-entries';
import { useSpaceEntries } from './use-space-entries';
import { useViewEntries } from './use-view-entries';

export interface PaletteResults {
  groups: PaletteGroup[];
  /** The kinds of places still asked of the site ("spaces", "members"), as a sentence says them. */
  loading: string[];
  /** Why a kind of place is missing, or where its entries come from. */
  notes: string[];
}

/**
 * Everything the palette can go to for the typed text: `text` is what is typed now (matched at
 * once), `search` the same once typing pauses (what the site is asked).
 */
export function usePaletteResults(text: string, search: string): PaletteResults {
  const { nav } = usePageCatalog();
  const pages = useMemo(() => ({ entries: pageEntries(nav), loading: false, note: null }), [nav]);
  const sources: Record<PaletteGroupId, PaletteSource> = {
    pages,
    spaces: useSpaceEntries(),
    courses: useCourseEntries(search),
    views: useViewEntries(),
    members: useMemberEntries(text, search),
  };
  return {
    groups: paletteGroups(text, (id) => sources[id].entries, { members: MEMBER_LIMIT }),
    loading: PALETTE_GROUPS.filter(({ id }) => sources[id].loading).map(({ sought }) =>
      i18n._(sought),
    ),
    notes: PALETTE_GROUPS.flatMap(({ id }) => sources[id].note ?? []),
  };
}
