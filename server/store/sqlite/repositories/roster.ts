import type { Database, Statement } from 'better-sqlite3';
import { PROFILE_COLUMNS } from './profiles';
import type { MembershipRow, RosterPageQuery } from '../../rows';
import type { SortColumn, SortDirection } from '../../../../contract';

/**
 * Member pages and student pages: rows of fcom_space_user, filtered, searched and sorted on
 * the profile copies the schema keeps on each membership, so a page is one index range and
 * its total one covering count (behaviour.md, "Space members", "Course students").
 */

/** Ties break by the membership id, in the same direction: DESC is exactly ASC reversed. */
const ORDER_COLUMN: Record<SortColumn, string> = {
  created_at: 'created_at',
  display_name: 'profile_name_fold',
  last_activity: 'profile_last_activity',
};

/**
 * How a page finds its memberships: `list` walks the sort's own index (no search);
 * `scan` tests every membership of the space on the covering search index (short or common
 * terms); `users` looks up the few users the profile trigram index matched (rare terms);
 * `walk` walks the sort's own index testing each membership, and stops once the page is full
 * (a common term: "an" matches a quarter of 20k members, so the page is found in ~80 rows).
 */
type Strategy = 'list' | 'scan' | 'users' | 'walk';

/**
 * Walking costs a table lookup per membership it passes, scanning the covering search index
 * does not: walk only when the page is found well before the end of the walk, i.e. when the
 * matches are at least this many times more than the rows the page needs.
 */
export const WALK_WHEN_MATCHES_EXCEED_NEEDED = 10;

/**
 * `filter` is the WHERE clause after `space_id = ?`; `indexes` names the index built for
 * each sort and for search (schema 001), used with INDEXED BY: SQLite cannot know how
 * selective a substring search is, so the choice is made here. `matchingUsers` returns the
 * users whose folded name or login contains a term, or null when the index cannot help.
 */
export function createRosterQueries(
  db: Database,
  filter: string,
  indexes: Record<SortColumn | 'search', string>,
  matchingUsers: (term: string) => number[] | null,
) {
  /** The FROM … WHERE of each strategy; a plain list reads the given sort's index. */
  const source = (strategy: Strategy, sort: SortColumn = 'created_at') => {
    const space = `WHERE space_id = ? AND ${filter}`;
    if (strategy === 'list') return `FROM fcom_space_user INDEXED BY ${indexes[sort]} ${space}`;
    if (strategy === 'walk') {
      return `FROM fcom_space_user INDEXED BY ${indexes[sort]} ${space}
                AND instr(profile_search_fold, ?) > 0`;
    }
    if (strategy === 'scan') {
      return `FROM fcom_space_user INDEXED BY ${indexes.search} ${space}
                AND instr(profile_search_fold, ?) > 0`;
    }
    return `FROM fcom_space_user ${space} AND user_id IN (SELECT value FROM json_each(?))`;
  };
  const counts: Record<Exclude<Strategy, 'walk'>, Statement<unknown[], { n: number }>> = {
    list: db.prepare<unknown[], { n: number }>(`SELECT count(*) AS n ${source('list')}`),
    scan: db.prepare<unknown[], { n: number }>(`SELECT count(*) AS n ${source('scan')}`),
    users: db.prepare<unknown[], { n: number }>(`SELECT count(*) AS n ${source('users')}`),
  };
  const pageStatements = new Map<string, Statement<unknown[], { id: number }>>();
  const pageStatement = (strategy: Strategy, sort: SortColumn, direction: SortDirection) => {
    const key = `${strategy}:${sort}:${direction}`;
    let statement = pageStatements.get(key);
    if (!statement) {
      // A plain list comes in order from its index; a search sorts its matches with a top-N
      // sort that keeps only the page.
      statement = db.prepare(
        `SELECT id ${source(strategy, sort)}
          ORDER BY ${ORDER_COLUMN[sort]} ${direction}, id ${direction} LIMIT ? OFFSET ?`,
      );
      pageStatements.set(key, statement);
    }
    return statement;
  };
  const rows = db.prepare<[string], MembershipRow>(
    `SELECT su.id, su.space_id, su.user_id AS member_user_id, su.status AS member_status, su.role,
            su.meta AS member_meta, su.created_at AS joined_at, su.updated_at AS member_updated_at,
            ${PROFILE_COLUMNS}
       FROM fcom_space_user su JOIN fcom_xprofile p ON p.user_id = su.user_id
      WHERE su.id IN (SELECT value FROM json_each(?))`,
  );

  function plan(query: RosterPageQuery): {
    strategy: Exclude<Strategy, 'walk'>;
    params: unknown[];
  } {
    if (query.search === null) return { strategy: 'list', params: [query.spaceId] };
    const users = matchingUsers(query.search);
    return users === null
      ? { strategy: 'scan', params: [query.spaceId, query.search] }
      : { strategy: 'users', params: [query.spaceId, JSON.stringify(users)] };
  }

  return function page(query: RosterPageQuery): { rows: MembershipRow[]; total: number } {
    const { strategy: counted, params } = plan(query);
    const total = counts[counted].get(...params)?.n ?? 0;
    if (query.offset >= total) return { rows: [], total };
    const needed = query.offset + query.limit;
    const strategy =
      counted === 'scan' && needed * WALK_WHEN_MATCHES_EXCEED_NEEDED < total ? 'walk' : counted;
    const ids = pageStatement(strategy, query.sort, query.direction)
      .all(...params, query.limit, query.offset)
      .map((row) => row.id);
    const byId = new Map(rows.all(JSON.stringify(ids)).map((row) => [row.id, row]));
    return { rows: ids.flatMap((id) => byId.get(id) ?? []), total };
  };
}
