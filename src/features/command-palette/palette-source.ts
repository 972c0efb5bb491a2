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
  if (answer.items) return { entries: answer.items.map(toEntry), loading: false, note: null };
  if (answer.isPending) return { ...EMPTY_SOURCE, loading: true };
  const error = answer.error;
  if (isApiError(error) && (error.isForbidden || error.isNotFound)) {
    const known = knownPlaces();
    const refused = `This site does not list its ${what} to this account`;
    return known.length > 0
      ? {
          entries: known.map(toEntry),
          loading: false,
          note: `${refused}: these are ${what} opened before in this browser.`,
        }
      : { ...EMPTY_SOURCE, note: `${refused}.` };
  }
  const why = error instanceof Error ? ` ${error.message}` : '';
  return { ...EMPTY_SOURCE, note: `The ${what} did not load.${why}` };
}
