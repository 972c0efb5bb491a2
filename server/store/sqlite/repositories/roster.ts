import type { Database } from 'better-sqlite3';
import { PROFILE_COLUMNS } from './profiles';
import type { MembershipRow, RosterPageQuery } from '../../rows';
import type { SortColumn } from '../../../../contract';
import { createPagePlanner } from './page-planner';

/**
 * Member pages and student pages: rows of fcom_space_user, filtered, searched and sorted on
 * the profile copies the schema keeps on each membership, so a page is one index range and
 * its total one covering count (behaviour.md, "Space members", "Course students").
 */

/** Ties break by the membership id, in the same direction: DESC is exactly ASC reversed. */
const ORDER_COLUMNS: Record<SortColumn, string> = {
  created_at: 'created_at',
  display_name: 'profile_name_fold',
  last_activity: 'profile_last_activity',
};

/**
 * `filter` is the WHERE clause after `space_id = ?`; `indexes` names the index built for
 * each sort and for search (schema 001), which the page planner chooses from (page-planner.ts).
 * `matchingUsers` returns the users whose folded name or login contains a term, or null when
 * the index cannot help.
 */
export function createRosterQueries(
  db: Database,
  filter: string,
  indexes: Record<SortColumn | 'search', string>,
  matchingUsers: (term: string) => readonly number[] | null,
) {
  const pageIds = createPagePlanner(db, {
    table: 'fcom_space_user',
    where: `space_id = ? AND ${filter}`,
    searchColumn: 'profile_search_fold',
    orderColumns: ORDER_COLUMNS,
    indexes,
    countSort: 'created_at',
    matchingUsers,
  });
  const rows = db.prepare<[string], MembershipRow>(
    `SELECT su.id, su.space_id, su.user_id AS member_user_id, su.status AS member_status, su.role,
            su.meta AS member_meta, su.created_at AS joined_at, su.updated_at AS member_updated_at,
            ${PROFILE_COLUMNS}
       FROM fcom_space_user su JOIN fcom_xprofile p ON p.user_id = su.user_id
      WHERE su.id IN (SELECT value FROM json_each(?))`,
  );

  return function page(query: RosterPageQuery): { rows: MembershipRow[]; total: number } {
    const { ids, total } = pageIds({ ...query, whereParams: [query.spaceId] });
    if (ids.length === 0) return { rows: [], total };
    const byId = new Map(rows.all(JSON.stringify(ids)).map((row) => [row.id, row]));
    return { rows: ids.flatMap((id) => byId.get(id) ?? []), total };
  };
}
