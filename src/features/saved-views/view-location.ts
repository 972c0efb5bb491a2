import { readSignedInLocation, signedInPath, type SignedInLocation } from '../../app/paths';
import {
  readColumnVisibility,
  TABLE_COLUMNS_KEYS,
  writeColumnVisibility,
  type TableColumnsKey,
} from '../../lib/stored-visibility';
import { isColumnId, type SavedView, type ViewColumns } from './schema';

/** The pages whose filters can be saved: every signed-in page with filters in its URL. */
const SAVEABLE_PAGES: ReadonlySet<SignedInLocation['page']> = new Set([
  'feed',
  'spaceMembers',
  'courses',
  'courseStudents',
]);

/**
 * What a view of the page at `url` keeps: its filters, sort and rows per page — the URL
 * without its page number, so a view opens on the first page of its results. Null where
 * there is nothing to save (the spaces list, anything not a signed-in page).
 */
export function viewLocationOf(url: string): SignedInLocation | null {
  const location = readSignedInLocation(url);
  if (!location || !SAVEABLE_PAGES.has(location.page)) return null;
  if (!location.search.has('page')) return location;
  const search = new URLSearchParams(location.search);
  search.delete('page');
  return { ...location, search, path: signedInPath(location, search) };
}

/** The stored-visibility key of the page's table, if it has one. */
export function columnsKeyOf(location: SignedInLocation): TableColumnsKey | null {
  if (location.page === 'spaceMembers') return TABLE_COLUMNS_KEYS.members;
  if (location.page === 'courseStudents') return TABLE_COLUMNS_KEYS.students;
  return null;
}

/** The page's table columns as they are now: what a view saved here keeps. */
export function currentColumnsOf(location: SignedInLocation): ViewColumns | null {
  const key = columnsKeyOf(location);
  if (key === null) return null;
  return { key, hidden: Object.keys(readColumnVisibility(key)).filter(isColumnId).sort() };
}

/**
 * Before a view's page opens: its table shows the columns saved with it (the page reads them
 * from storage, and follows them if it is already shown).
 */
export function applyViewColumns(view: SavedView): void {
  const location = readSignedInLocation(view.path);
  const columns = view.columns;
  if (!location || !columns || columnsKeyOf(location) !== columns.key) return;
  writeColumnVisibility(columns.key, Object.fromEntries(columns.hidden.map((id) => [id, false])));
}
