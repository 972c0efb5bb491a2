import type { Database, Statement } from 'better-sqlite3';
import type { SortColumn, SortDirection } from '../../../../contract';
import { keptUntilChange } from '../kept-until-change';

/**
 * Pages of a sorted, searchable list (a space's members, a course's students, the member
 * directory), each one index range and its total one covering count. SQLite cannot know how
 * selective a substring search is, so the index is chosen here, with INDEXED BY: first the
 * count, then, knowing how many rows match, the cheapest way to the page.
 *
 * How a page finds its rows: `list` walks the sort's own index (no search); `scan` tests every
 * row of the list on the covering search index (short or common terms); `users` looks up the
 * few users the profile trigram index matched (rare terms); `walk` walks the sort's own index
 * testing each row, and stops once the page is full (a common term: "an" matches a quarter of
 * 20k members, so the page is found in ~80 rows).
 *
 * A total is counted once per change to the database and kept until the next
 * (kept-until-change.ts): counting a 200k-member space is ~13 ms, the page itself well under
 * one, and the same lists are asked again and again between changes (docs/decisions/042).
 */
type Strategy = 'list' | 'scan' | 'users' | 'walk';

/**
 * Walking costs a table lookup per row it passes, scanning the covering search index does
 * not: walk only when the page is found well before the end of the walk, i.e. when the
 * matches are at least this many times more than the rows the page needs.
 */
const WALK_WHEN_MATCHES_EXCEED_NEEDED = 10;

/** Totals kept per connection at most: each list, filter and search term asked since a change. */
const KEPT_TOTALS = 1000;

/** A list the planner pages through: its rows, its search text, its orders and their indexes. */
export interface PagedList {
  /** The table the list's rows are in, each with an `id` and a `user_id`. */
  table: string;
  /** The WHERE clause of the list, with `?` for the values each page gives (`whereParams`). */
  where: string;
  /** The folded text a search term is looked for in. */
  searchColumn: string;
  /** The column each sort orders by; ties break by `id`, in the same direction. */
  orderColumns: Record<SortColumn, string>;
  /** The index built for each sort and for search. */
  indexes: Record<SortColumn | 'search', string>;
  /** The sort whose index counts a list without search. */
  countSort: SortColumn;
  /** The users whose folded name or login contains a term, or null when the index cannot help. */
  matchingUsers: (term: string) => readonly number[] | null;
}

export interface PageAsked {
  /** The values of the list's WHERE clause. */
  whereParams: readonly unknown[];
  /** The search term as given (trimmed), or null. */
  search: string | null;
  sort: SortColumn;
  direction: SortDirection;
  limit: number;
  offset: number;
}

/** The ids of a page, in order, and how many rows the whole searched list holds. */
export function createPagePlanner(
  db: Database,
  list: PagedList,
): (asked: PageAsked) => { ids: number[]; total: number } {
  const { table, indexes } = list;
  /** The FROM … WHERE of each strategy; a plain list reads the given sort's index. */
  const source = (strategy: Strategy, sort: SortColumn = list.countSort) => {
    const where = `WHERE ${list.where}`;
    const search = `AND instr(${list.searchColumn}, ?) > 0`;
    if (strategy === 'list') return `FROM ${table} INDEXED BY ${indexes[sort]} ${where}`;
    if (strategy === 'walk') return `FROM ${table} INDEXED BY ${indexes[sort]} ${where} ${search}`;
    if (strategy === 'scan') return `FROM ${table} INDEXED BY ${indexes.search} ${where} ${search}`;
    return `FROM ${table} ${where} AND user_id IN (SELECT value FROM json_each(?))`;
  };
  const counts: Record<Exclude<Strategy, 'walk'>, Statement<unknown[], { n: number }>> = {
    list: db.prepare(`SELECT count(*) AS n ${source('list')}`),
    scan: db.prepare(`SELECT count(*) AS n ${source('scan')}`),
    users: db.prepare(`SELECT count(*) AS n ${source('users')}`),
  };
  const keptTotal = keptUntilChange(db, KEPT_TOTALS);
  const pageStatements = new Map<string, Statement<unknown[], { id: number }>>();
  const pageStatement = (strategy: Strategy, sort: SortColumn, direction: SortDirection) => {
    const key = `${strategy}:${sort}:${direction}`;
    let statement = pageStatements.get(key);
    if (!statement) {
      // A plain list comes in order from its index; a search sorts its matches with a top-N
      // sort that keeps only the page.
      statement = db.prepare<unknown[], { id: number }>(
        `SELECT id ${source(strategy, sort)}
          ORDER BY ${list.orderColumns[sort]} ${direction}, id ${direction} LIMIT ? OFFSET ?`,
      );
      pageStatements.set(key, statement);
    }
    return statement;
  };

  return function pageIds(asked) {
    const users = asked.search === null ? null : list.matchingUsers(asked.search);
    const counted: Exclude<Strategy, 'walk'> =
      asked.search === null ? 'list' : users === null ? 'scan' : 'users';
    const params: unknown[] =
      asked.search === null
        ? [...asked.whereParams]
        : [...asked.whereParams, users === null ? asked.search : JSON.stringify(users)];
    // Keyed by the term, not the users it matched (thousands of ids): the same until a change.
    const total = keptTotal(
      `${counted}:${JSON.stringify([...asked.whereParams, asked.search])}`,
      () => counts[counted].get(...params)?.n ?? 0,
    );
    if (asked.offset >= total) return { ids: [], total };
    const needed = asked.offset + asked.limit;
    const strategy =
      counted === 'scan' && needed * WALK_WHEN_MATCHES_EXCEED_NEEDED < total ? 'walk' : counted;
    const ids = pageStatement(strategy, asked.sort, asked.direction)
      .all(...params, asked.limit, asked.offset)
      .map((row) => row.id);
    return { ids, total };
  };
}
