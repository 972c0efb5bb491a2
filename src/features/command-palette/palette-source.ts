import { t } from '@lingui/core/macro';
import { isApiError } from '../../api/errors';
import type { PaletteEntry } from './palette-groups';

/** What one kind of place gives the palette, for the text typed. */
export interface PaletteSource {
  entries: readonly PaletteEntry[];
  /** The site is being asked: more entries may come. */
  loading: boolean;
  /** Said under the list: why a kind of place is missing, or where its entries come from. */
  note: string | null;
}

export const EMPTY_SOURCE: PaletteSource = { entries: [], loading: false, note: null };

/** A list query as the palette reads it. */
export interface ListAnswer<T> {
  items: readonly T[] | undefined;
  isPending: boolean;
  error: unknown;
}

/** What the palette says of a kind of place it could not list: a whole sentence each. */
const WORDS = {
  spaces: {
    refused: () => t`This site does not list its spaces to this account.`,
    refusedKnown: () =>
      t`This site does not list its spaces to this account: these are spaces opened before in this browser.`,
    failed: () => t`The spaces did not load.`,
    failedBecause: (why: string) => t`The spaces did not load. ${why}`,
  },
  courses: {
    refused: () => t`This site does not list its courses to this account.`,
    refusedKnown: () =>
      t`This site does not list its courses to this account: these are courses opened before in this browser.`,
    failed: () => t`The courses did not load.`,
    failedBecause: (why: string) => t`The courses did not load. ${why}`,
  },
};

/**
 * The spaces or courses of a site, as their pages show them: the site's list; where the site
 * refuses it (403, 404, 422 `permission_failed`), the places this browser opened before; where
 * it fails, nothing, and why.
 */
export function placeSource<T, K>(
  answer: ListAnswer<T>,
  toEntry: (item: T | K) => PaletteEntry,
  knownPlaces: () => readonly K[],
  what: 'spaces' | 'courses',
): PaletteSource {
  const words = WORDS[what];
  if (answer.items) return { entries: answer.items.map(toEntry), loading: false, note: null };
  if (answer.isPending) return { ...EMPTY_SOURCE, loading: true };
  const error = answer.error;
  if (isApiError(error) && (error.isForbidden || error.isNotFound)) {
    const known = knownPlaces();
    return known.length > 0
      ? { entries: known.map(toEntry), loading: false, note: words.refusedKnown() }
      : { ...EMPTY_SOURCE, note: words.refused() };
  }
  const why = error instanceof Error ? error.message : '';
  return { ...EMPTY_SOURCE, note: why ? words.failedBecause(why) : words.failed() };
}
