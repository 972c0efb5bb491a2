import type { SortColumn, TableParams } from './table-params';
import type { GivenParams } from './url-params';

/**
 * Words a saved view's name is made of, shared by the pages whose views can be saved: each
 * page names what its URL gives (url-params.ts, `given`) in its own words, and these are the
 * words the pages share. A value the page cannot read is shown as written: a name is only a
 * suggestion.
 */

/** A searched text or a slug as a name quotes it: `“ana”`. */
export function quoted(text: string): string {
  return `“${text.trim()}”`;
}

/** The words of a sort (`by name, descending`); null when the link sets none. */
function sortWords(given: GivenParams<TableParams>, dateName: string): string | null {
  const { sortBy, sortDir } = given;
  if (!sortBy && !sortDir) return null;
  const columns: Record<SortColumn, string> = {
    created_at: dateName,
    display_name: 'name',
    last_activity: 'last activity',
  };
  const column = sortBy ? (sortBy.value ? columns[sortBy.value] : sortBy.text) : dateName;
  const direction =
    sortDir?.value === 'ASC' ? ', ascending' : sortDir?.value === 'DESC' ? ', descending' : '';
  return `by ${column}${direction}`;
}

/**
 * A server-side table's search, sort and rows per page in words (`“ana” · by name · 50 per
 * page`); `dateName` is what its date column holds (`join date`).
 */
export function tableViewWords(given: GivenParams<TableParams>, dateName: string): string[] {
  const words: string[] = [];
  const text = given.search?.text.trim();
  if (text) words.push(quoted(text));
  const sort = sortWords(given, dateName);
  if (sort) words.push(sort);
  if (given.perPage) words.push(`${given.perPage.text} per page`);
  return words;
}
