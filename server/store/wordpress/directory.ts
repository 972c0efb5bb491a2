import type { DirectoryPageQuery, MentionQuery, ProfileRow } from '../rows';
import type { SortColumn } from '../../../contract';
import type { StoreContext } from './context';
import { PROFILE_COLUMNS, toProfileRow, type RawProfile } from './profiles';
import { ROSTER_TOTAL_TTL_MS } from './rosters';
import { containsPattern } from './tables';
import { createTtlCache } from './ttl-cache';

/**
 * The member directory (behaviour.md, "Member directory"): fcom_xprofile rows with a WordPress
 * user behind them (the plugin's `whereHas('user')`), searched with the plugin's own
 * `LIKE '%term%'` over display_name and username in the site's collation. Ties break by the
 * profile id in the same direction, so the default order (last_activity DESC) walks the
 * plugin's own `last_activity` index; the other orders sort every matching profile, as the
 * plugin does. Totals are kept like the rosters' (ROSTER_TOTAL_TTL_MS per status and search).
 */
const ORDER_COLUMN: Record<SortColumn, string> = {
  created_at: 'x.created_at',
  display_name: 'x.display_name',
  last_activity: 'x.last_activity',
};

export function createDirectoryQueries(context: StoreContext) {
  const { sql, tables: t } = context;
  const hasUser = `EXISTS (SELECT 1 FROM ${t.users} w WHERE w.ID = x.user_id)`;
  const named = ' AND (x.display_name LIKE ? OR x.username LIKE ?)';
  const totals = createTtlCache<number>(ROSTER_TOTAL_TTL_MS, Date.now, context.caches);

  async function profilesInOrder(call: string, ids: readonly number[]): Promise<ProfileRow[]> {
    if (ids.length === 0) return [];
    const rows = await sql.rows<RawProfile & { id: number }>(
      call,
      `SELECT x.id, ${PROFILE_COLUMNS}
         FROM ${t.xprofile} x JOIN ${t.users} u ON u.ID = x.user_id
        WHERE x.id IN (?)`,
      [ids],
    );
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toProfileRow(context, row)] : [];
    });
  }

  return {
    async page(query: DirectoryPageQuery): Promise<{ rows: ProfileRow[]; total: number }> {
      const where = `FROM ${t.xprofile} x WHERE x.status = ? AND ${hasUser}${
        query.search === null ? '' : named
      }`;
      const values: unknown[] = [query.status];
      if (query.search !== null) {
        const pattern = containsPattern(query.search);
        values.push(pattern, pattern);
      }
      const total = await totals(JSON.stringify([query.status, query.search]), async () => {
        const [count] = await sql.rows<{ n: number }>(
          'directory.page',
          `SELECT count(*) AS n ${where}`,
          values,
          query.search === null ? 'cheap' : 'heavy',
        );
        return Number(count?.n ?? 0);
      });
      if (query.offset >= total) return { rows: [], total };
      // Only the default order walks an index; a search, another order or a deep page sorts.
      const lane =
        query.search !== null || query.sort !== 'last_activity' || query.offset >= 1000
          ? 'heavy'
          : 'cheap';
      const ids = await sql.rows<{ id: number }>(
        'directory.page',
        `SELECT x.id ${where}
          ORDER BY ${ORDER_COLUMN[query.sort]} ${query.direction}, x.id ${query.direction}
          LIMIT ? OFFSET ?`,
        [...values, query.limit, query.offset],
        lane,
      );
      return {
        rows: await profilesInOrder(
          'directory.page',
          ids.map((row) => Number(row.id)),
        ),
        total,
      };
    },
    async mention(query: MentionQuery): Promise<ProfileRow[]> {
      const pattern = containsPattern(query.term);
      // fcom_space_user.user_id is text: compared with a number, MariaDB would read every
      // membership of the space for each profile; compared as text (CONCAT yields a string
      // that takes the column's collation), each is one lookup in (space_id, user_id).
      const inSpace =
        query.spaceId === null
          ? ''
          : ` AND EXISTS (SELECT 1 FROM ${t.spaceUser} su
                           WHERE su.space_id = ? AND su.user_id = CONCAT(x.user_id))`;
      const ids = await sql.rows<{ id: number }>(
        'directory.mention',
        `SELECT x.id FROM ${t.xprofile} x
          WHERE x.status = 'active' AND x.user_id <> ? AND ${hasUser}${named}${inSpace}
          ORDER BY x.id LIMIT ?`,
        [
          query.excludeUserId,
          pattern,
          pattern,
          ...(query.spaceId === null ? [] : [query.spaceId]),
          query.limit,
        ],
        'heavy',
      );
      return profilesInOrder(
        'directory.mention',
        ids.map((row) => Number(row.id)),
      );
    },
  };
}
