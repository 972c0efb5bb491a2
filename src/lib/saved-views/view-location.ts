import {
  readColumnVisibility,
  writeColumnVisibility,
  type TableColumnsKey,
} from '../stored-visibility';
import { viewPageOf, type ViewPages } from '../../routes/page-catalog';
import {
  readSignedInLocation,
  signedInPath,
  type SignedInLocation,
} from '../../routes/signed-in-location';
import { isColumnId, type SavedView, type ViewColumns } from './schema';

/**
 * What a view of the page at `url` keeps: its filters, sort and rows per page — the URL
 * without its page number, so a view opens on the first page of its results. Null where
 * there is nothing to save (the spaces list, anything not a signed-in page): the pages whose
 * views can be saved are those `views` can name.
 */
export function viewLocationOf(url: string, views: ViewPages): SignedInLocation | null {
  const location = readSignedInLocation(url);
  if (!location || !viewPageOf(views, location).words) return null;
  if (!location.search.has('page')) return location;
  const search = new URLSearchParams(location.search);
  search.delete('page');
  return { ...location, search, path: signedInPath(location, search) };
}

/**
 * The page a saved view's path opens (its icon in the sidebar, its label in the palette). A
 * stored path is one the app reads back (schema.ts); the feed's entry stands in otherwise.
 */
export function viewPageOfPath(path: string, views: ViewPages) {
  const location = readSignedInLocation(path);
  return location ? viewPageOf(views, location) : views.feed;
}

/** The stored-visibility key of the page's table, if it has one. */
export function columnsKeyOf(location: SignedInLocation, views: ViewPages): TableColumnsKey | null {
  return viewPageOf(views, location).columns;
}

/** The page's table columns as they are now: what a view saved here keeps. */
export function currentColumnsOf(location: SignedInLocation, views: ViewPages): ViewColumns | null {
  const key = columnsKeyOf(location, views);
  if (key === null) return null;
  return { key, hidden: Object.keys(readColumnVisibility(key)).filter(isColumnId).sort() };
}

/**
 * Before a view's page opens: its table shows the columns saved with it (the page reads them
 * from storage, and follows them if it is already shown).
 */
export function applyViewColumns(view: SavedView, views: ViewPages): void {
  const location = readSignedInLocation(view.path);
  const columns = view.columns;
  if (!location || !columns || columnsKeyOf(location, views) !== columns.key) return;
  writeColumnVisibility(columns.key, Object.fromEntries(columns.hidden.map((id) => [id, false])));
}
