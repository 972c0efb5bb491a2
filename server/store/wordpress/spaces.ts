import type { CourseCounts, MembershipOfUser, SpaceRow } from '../rows';
import { mapColumn, type StoreContext } from './context';
import { COURSE_PLACEHOLDER_COVER, withSettingDefaults } from './space-defaults';
import { containsPattern } from './tables';

/**
 * Spaces and courses (fcom_spaces), a user's memberships (fcom_space_user, whose user_id is
 * a varchar on real sites: compared as text so its index serves), and the counts a course
 * shows: students, sections and published lessons (course content lives in fcom_posts).
 * Courses come in the plugin's order (serial, then id), spaces by title.
 */
interface RawSpace extends Omit<SpaceRow, 'settings' | 'description'> {
  settings: string | null;
  description: string | null;
}

const SPACE_COLUMNS = `id, created_by, parent_id, title, slug, logo, cover_photo, description,
  type, privacy, status, serial, settings, created_at, updated_at`;

export function createSpaceQueries(context: StoreContext) {
  const { sql, tables: t } = context;
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
      }>(
        'spaces.membershipsOf',
        `SELECT space_id, role, status FROM ${t.spaceUser} WHERE user_id = ?`,
        [String(userId)],
      );
      return rows.map((row) => ({ spaceId: row.space_id, role: row.role, status: row.status }));
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
  };
}
