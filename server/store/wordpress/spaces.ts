import type {
  CourseCounts,
  JoinedSpaceRow,
  MembershipOfUser,
  MenuRow,
  SiteRow,
  SpaceRow,
} from '../rows';
import { mapColumn, type StoreContext } from './context';
import { COURSE_PLACEHOLDER_COVER, withSettingDefaults } from './space-defaults';
import { containsPattern } from './tables';

/**
 * Spaces and courses (fcom_spaces), a user's memberships (fcom_space_user, whose user_id is
 * a varchar on real sites: compared as text so its index serves), and the counts a course
 * shows: students, sections and published lessons (course content lives in fcom_posts).
 * Courses come in the plugin's order (serial, then id), spaces by title.
 */
type RawSpace = SiteRow<SpaceRow, 'settings' | 'description'>;

const SPACE_COLUMNS = `id, created_by, parent_id, title, slug, logo, cover_photo, description,
  type, privacy, status, serial, settings, created_at, updated_at`;

interface RawJoinedSpace extends RawSpace {
  member_role: string;
  member_status: string;
  joined_at: string | null;
}

export function createSpaceQueries(context: StoreContext) {
  const { sql, tables: t } = context;
  /** A row as stored (no defaults, no placeholder): the plugin's BaseSpace reads it so. */
  const asStored = (row: RawSpace): SpaceRow => ({
    ...row,
    id: Number(row.id),
    created_by: row.created_by === null ? null : Number(row.created_by),
    parent_id: row.parent_id === null ? null : Number(row.parent_id),
    serial: Number(row.serial ?? 0),
    description: row.description ?? '',
    settings: mapColumn(context, row.settings, { table: t.spaces, column: 'settings', id: row.id }),
  });
  const toSpace = (row: RawSpace): SpaceRow => ({
    ...row,
    cover_photo:
      row.cover_photo || (row.type === 'course' ? COURSE_PLACEHOLDER_COVER : row.cover_photo),
    serial: Number(row.serial ?? 0),
    description: row.description ?? '',
    settings: withSettingDefaults(
      row.type,
      mapColumn(context, row.settings, { table: t.spaces, column: 'settings', id: row.id }),
    ),
  });
  const spaces = async (call: string, where: string, values: unknown[], tail = '') =>
    (
      await sql.rows<RawSpace>(
        call,
        `SELECT ${SPACE_COLUMNS} FROM ${t.spaces} WHERE ${where} ${tail}`,
        values,
      )
    ).map(toSpace);
  const courseFilter = "type = 'course' AND (? IS NULL OR title LIKE ? OR slug LIKE ?)";

  return {
    communities: () => spaces('spaces.communities', "type = 'community'", [], 'ORDER BY title, id'),
    async communityBySlug(slug: string) {
      const [space] = await spaces(
        'spaces.communityBySlug',
        "slug = ? AND type = 'community'",
        [slug],
        'LIMIT 1',
      );
      return space ?? null;
    },
    async courseById(id: number) {
      const [space] = await spaces('spaces.courseById', "id = ? AND type = 'course'", [id]);
      return space ?? null;
    },
    async membershipsOf(userId: number): Promise<MembershipOfUser[]> {
      const rows = await sql.rows<{
        space_id: number;
        role: MembershipOfUser['role'];
        status: MembershipOfUser['status'];
        created_at: string | null;
      }>(
        'spaces.membershipsOf',
        `SELECT space_id, role, status, created_at FROM ${t.spaceUser} WHERE user_id = ?`,
        [String(userId)],
      );
      return rows.map((row) => ({
        spaceId: Number(row.space_id),
        role: row.role,
        status: row.status,
        joinedAt: row.created_at ?? '',
      }));
    },
    async coursePage(search: string | null, limit: number, offset: number) {
      const pattern = search === null ? null : containsPattern(search);
      const filter = [search, pattern, pattern];
      const [count] = await sql.rows<{ n: number }>(
        'spaces.coursePage',
        `SELECT count(*) AS n FROM ${t.spaces} WHERE ${courseFilter}`,
        filter,
      );
      const total = Number(count?.n ?? 0);
      const rows =
        total > offset
          ? await spaces(
              'spaces.coursePage',
              courseFilter,
              [...filter, limit, offset],
              'ORDER BY serial, id LIMIT ? OFFSET ?',
            )
          : [];
      return { rows, total };
    },
    async courseCounts(ids: readonly number[]): Promise<Map<number, CourseCounts>> {
      if (ids.length === 0) return new Map();
      const [students, content] = await Promise.all([
        sql.rows<{ id: number; n: number }>(
          'spaces.courseCounts',
          `SELECT space_id AS id, count(*) AS n FROM ${t.spaceUser}
            WHERE space_id IN (?) AND role = 'student' GROUP BY space_id`,
          [ids],
        ),
        sql.rows<{ id: number; sections: number; lessons: number }>(
          'spaces.courseCounts',
          `SELECT space_id AS id,
                  SUM(type = 'course_section') AS sections,
                  SUM(type = 'course_lesson' AND status = 'published') AS lessons
             FROM ${t.posts}
            WHERE space_id IN (?) AND type IN ('course_section', 'course_lesson')
            GROUP BY space_id`,
          [ids],
        ),
      ]);
      const counts = new Map<number, CourseCounts>(
        ids.map((id) => [id, { studentsCount: 0, sectionsCount: 0, lessonsCount: 0 }]),
      );
      for (const row of students) {
        const entry = counts.get(Number(row.id));
        if (entry) entry.studentsCount = Number(row.n);
      }
      for (const row of content) {
        const entry = counts.get(Number(row.id));
        if (!entry) continue;
        entry.sectionsCount = Number(row.sections);
        entry.lessonsCount = Number(row.lessons);
      }
      return counts;
    },
    async joinedCommunities(userId: number, withSecret: boolean): Promise<JoinedSpaceRow[]> {
      const columns = SPACE_COLUMNS.split(',')
        .map((column) => `s.${column.trim()}`)
        .join(', ');
      const rows = await sql.rows<RawJoinedSpace>(
        'spaces.joinedCommunities',
        `SELECT ${columns}, su.role AS member_role, su.status AS member_status,
                su.created_at AS joined_at
           FROM ${t.spaceUser} su JOIN ${t.spaces} s ON s.id = su.space_id
          WHERE su.user_id = ? AND su.status = 'active' AND s.type = 'community'
            ${withSecret ? '' : "AND s.privacy IN ('public', 'private')"}
          ORDER BY s.title, s.id`,
        [String(userId)],
      );
      return rows.map((row) => ({
        ...asStored(row),
        member_role: row.member_role,
        member_status: row.member_status,
        joined_at: row.joined_at ?? '',
      }));
    },
    /** Memberships whose user exists (the plugin counts through its User model). */
    async memberCounts(ids: readonly number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await sql.rows<{ id: number; n: number }>(
        'spaces.memberCounts',
        `SELECT su.space_id AS id, count(*) AS n
           FROM ${t.spaceUser} su JOIN ${t.users} u ON u.ID = su.user_id
          WHERE su.space_id IN (?) GROUP BY su.space_id`,
        [ids],
      );
      const counts = new Map(ids.map((id) => [id, 0]));
      for (const row of rows) counts.set(Number(row.id), Number(row.n));
      return counts;
    },
    async menu(): Promise<MenuRow[]> {
      const rows = await sql.rows<RawSpace>(
        'spaces.menu',
        `SELECT ${SPACE_COLUMNS} FROM ${t.spaces} ORDER BY id`,
      );
      return rows.map(asStored);
    },
  };
}
