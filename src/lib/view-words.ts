import { t } from '@lingui/core/macro';
import type { SortColumn, TableParams } from './table-params';
import type { GivenParams } from './url-params';

/**
 * Words a saved view's name is made of, shared by the pages whose views can be saved: each
 * page names what its URL gives (url-params.ts, `given`) in its own words, and these are the
 * words the pages share. A value the page cannot read is shown as written: a name is only a
 * suggestion. Each phrase is one message, so a language orders its words its own way.
 */

/** A searched text or a slug as a name quotes it: `“ana”` (a language's own quotation marks). */
export function quoted(text: string): string {
  const quote = text.trim();
  return t({
    comment: 'A searched text or a slug, quoted in the name of a saved view',
    message: `“${quote}”`,
  });
}

type Direction = 'ASC' | 'DESC' | null;

/** "by name", "by name, descending": the sort of one of the columns every table has. */
function sortByColumn(column: Exclude<SortColumn, 'created_at'>, direction: Direction): string {
  if (column === 'display_name') {
    if (direction === 'ASC') return t`by name, ascending`;
    if (direction === 'DESC') return t`by name, descending`;
    return t`by name`;
  }
  if (direction === 'ASC') return t`by last activity, ascending`;
  if (direction === 'DESC') return t`by last activity, descending`;
  return t`by last activity`;
}

/** "by join date", "by join date, ascending": a column the page names (or a value as written). */
function sortByNamed(column: string, direction: Direction): string {
  if (direction === 'ASC') {
    return t({
      comment: "column is what a table is sorted by, e.g. 'join date'",
      message: `by ${column}, ascending`,
    });
  }
  if (direction === 'DESC') {
    return t({
      comment: "column is what a table is sorted by, e.g. 'join date'",
      message: `by ${column}, descending`,
    });
  }
  return t({
    comment: "column is what a table is sorted by, e.g. 'join date'",
    message: `by ${column}`,
  });
}

/** The words of a sort (`by name, descending`); null when the link sets none. */
function sortWords(given: GivenParams<TableParams>, dateName: string): string | null {
  const { sortBy, sortDir } = given;
  if (!sortBy && !sortDir) return null;
  const direction: Direction =
    sortDir?.value === 'ASC' || sortDir?.value === 'DESC' ? sortDir.value : null;
  if (sortBy?.value === 'display_name' || sortBy?.value === 'last_activity') {
    return sortByColumn(sortBy.value, direction);
  }
  const column = sortBy && !sortBy.value ? sortBy.text : dateName;
  return sortByNamed(column, direction);
}

/**
 * A server-side table's search, sort and rows per page in words (`“ana” · by name · 50 per
 * page`); `dateName` is what its date column holds (`join date`), in the language shown.
 */
export function tableViewWords(given: GivenParams<TableParams>, dateName: string): string[] {
  const words: string[] = [];
  const text = given.search?.text.trim();
  if (text) words.push(quoted(text));
  const sort = sortWords(given, dateName);
  if (sort) words.push(sort);
  if (given.perPage) {
    const rows = given.perPage.text;
    words.push(
      t({ comment: 'rows is a number of rows a table shows', message: `${rows} per page` }),
    );
  }
  return words;
}
