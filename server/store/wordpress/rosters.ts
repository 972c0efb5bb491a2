import type { MembershipRow, RosterPageQuery } from '../rows';
import type { SortColumn } from '../../../contract';
import { mapColumn, type StoreContext } from './context';
import { PROFILE_COLUMNS, toProfileRow, type RawProfile } from './profiles';
import { containsPattern } from './tables';
import { createTtlCache } from './ttl-cache';
import { coursePercent } from '../course-tally';

/**
 * Space members and course students: rows of fcom_space_user joined to their profiles,
 * filtered, searched and sorted in the database with the site's own collation (so `jose`
 * finds "José" and names sort as the site sorts them), ties broken by the membership id in
 * the same direction. The page reads ids first (only the sort keys travel through the sort),
 * then the rows of that page.
 *
 * A total needs every matching membership joined to its profile: ~100 ms for a 20k-member
 * space on MariaDB, on every page. So totals are kept for ROSTER_TOTAL_TTL_MS per list,
 * space and search (paging through a list counts once); rows are always read fresh
 * (docs/decisions/017).
 */
export const ROSTER_TOTAL_TTL_MS = 10_000;

const ORDER_COLUMN: Record<SortColumn, string> = {
  created_at: 'su.created_at',
  display_name: 'x.display_name',
  last_activity: 'x.last_activity',
};

interface RawMembership extends RawProfile {
  id: number;
  space_id: number;
  member_user_id: string;
  member_status: string;
  role: string;
  member_meta: string | null;
  joined_at: string | null;
  member_updated_at: string | null;
}

/** `filter` is the WHERE clause after the space, on `su` (membership) and `x` (profile). */
export function createRosterQuery(context: StoreContext, call: string, filter: string) {
  const { sql, tables: t } = context;
  const from = `FROM ${t.spaceUser} su JOIN ${t.xprofile} x ON x.user_id = su.user_id
    WHERE su.space_id = ? AND ${filter}`;
  const search = ' AND (x.display_name LIKE ? OR x.username LIKE ?)';
  const totals = createTtlCache<number>(ROSTER_TOTAL_TTL_MS, Date.now, context.caches);

  return async function page(
    query: RosterPageQuery,
  ): Promise<{ rows: MembershipRow[]; total: number }> {
    const where = query.search === null ? from : from + search;
    const values: unknown[] = [query.spaceId];
    if (query.search !== null) {
      const pattern = containsPattern(query.search);
      values.push(pattern, pattern);
    }
    const total = await totals(JSON.stringify([query.spaceId, query.search]), async () => {
      const [count] = await sql.rows<{ n: number }>(
        call,
        `SELECT count(*) AS n ${where}`,
        values,
        query.search === null ? 'cheap' : 'heavy',
      );
      return Number(count?.n ?? 0);
    });
    if (query.offset >= total) return { rows: [], total };
    const direction = query.direction;
    // A search, a sort other than the join date, or a deep page sorts many rows.
    const lane =
      query.search !== null || query.sort !== 'created_at' || query.offset >= 1000
        ? 'heavy'
        : 'cheap';
    const ids = await sql.rows<{ id: number }>(
      call,
      `SELECT su.id ${where}
        ORDER BY ${ORDER_COLUMN[query.sort]} ${direction}, su.id ${direction} LIMIT ? OFFSET ?`,
      [...values, query.limit, query.offset],
      lane,
    );
    if (ids.length === 0) return { rows: [], total };
    const rows = await sql.rows<RawMembership>(
      call,
      `SELECT su.id, su.space_id, su.user_id AS member_user_id, su.status AS member_status,
              su.role, su.meta AS member_meta, su.created_at AS joined_at,
              su.updated_at AS member_updated_at, ${PROFILE_COLUMNS}
         FROM ${t.spaceUser} su
         JOIN ${t.xprofile} x ON x.user_id = su.user_id
         LEFT JOIN ${t.users} u ON u.ID = x.user_id
        WHERE su.id IN (?)`,
      [ids.map((row) => row.id)],
    );
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    return {
      rows: ids.flatMap(({ id }) => {
        const row = byId.get(Number(id));
        return row ? [toMembershipRow(context, row)] : [];
      }),
      total,
    };
  };
}

function toMembershipRow(context: StoreContext, row: RawMembership): MembershipRow {
  return {
    ...toProfileRow(context, row),
    id: Number(row.id),
    space_id: Number(row.space_id),
    member_user_id: Number(row.member_user_id),
    member_status: row.member_status,
    role: row.role,
    member_meta: mapColumn(context, row.member_meta, {
      table: context.tables.spaceUser,
      column: 'meta',
      id: row.id,
    }),
    joined_at: row.joined_at ?? '',
    member_updated_at: row.member_updated_at ?? '',
  };
}

export function createMemberQueries(context: StoreContext) {
  const active = createRosterQuery(
    context,
    'members.page',
    "su.status = 'active' AND x.status = 'active'",
  );
  const pending = createRosterQuery(
    context,
    'members.page',
    "su.status = 'pending' AND x.status = 'active'",
  );
  const { sql, tables: t } = context;
  return {
    page: (list: 'active' | 'pending', query: RosterPageQuery) =>
      (list === 'active' ? active : pending)(query),
    async pendingCount(spaceId: number): Promise<number> {
      const [row] = await sql.rows<{ n: number }>(
        'members.pendingCount',
        `SELECT count(*) AS n FROM ${t.spaceUser} WHERE space_id = ? AND status = 'pending'`,
        [spaceId],
      );
      return Number(row?.n ?? 0);
    },
  };
}

export function createStudentQueries(context: StoreContext) {
  const page = createRosterQuery(context, 'students.page', "su.role = 'student'");
  const { sql, tables: t } = context;
  return {
    page,
    /** Completed published lessons of the course's published lessons, 0–100, rounded. */
    async progress(courseId: number, userIds: readonly number[]): Promise<Map<number, number>> {
      const progress = new Map(userIds.map((id) => [id, 0]));
      if (userIds.length === 0) return progress;
      const [lessons] = await sql.rows<{ n: number }>(
        'students.progress',
        `SELECT count(*) AS n FROM ${t.posts}
          WHERE space_id = ? AND type = 'course_lesson' AND status = 'published'`,
        [courseId],
      );
      const total = Number(lessons?.n ?? 0);
      if (total === 0) return progress;
      const rows = await sql.rows<{ user_id: number; done: number }>(
        'students.progress',
        `SELECT r.user_id, count(DISTINCT r.object_id) AS done
           FROM ${t.reactions} r
           JOIN ${t.posts} l ON l.id = r.object_id AND l.space_id = ?
                            AND l.type = 'course_lesson' AND l.status = 'published'
          WHERE r.object_type = 'lesson_completed' AND r.type = 'completed'
            AND r.user_id IN (?)
          GROUP BY r.user_id`,
        [courseId, userIds],
      );
      for (const row of rows) {
        progress.set(Number(row.user_id), coursePercent(Number(row.done), total));
      }
      return progress;
    },
  };
}
