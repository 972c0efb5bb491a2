import type { Database } from 'better-sqlite3';
import { foldForSearch } from '../fold';
import { keptUntilChange } from '../kept-until-change';
import type { CourseCounts, JoinedSpaceRow, MembershipOfUser, MenuRow, SpaceRow } from '../../rows';

const SPACE_COLUMNS = `id, created_by, parent_id, title, slug, logo, cover_photo, description,
  type, privacy, status, serial, settings, created_at, updated_at`;

export type SpaceRepository = ReturnType<typeof createSpaceRepository>;

/** Sets of spaces whose member counts are kept per connection, until the next change. */
const KEPT_MEMBER_COUNTS = 100;

export function createSpaceRepository(db: Database) {
  const communities = db.prepare<[], SpaceRow>(
    `SELECT ${SPACE_COLUMNS} FROM fcom_spaces WHERE type = 'community' ORDER BY title, id`,
  );
  // In any case, as the site's collation compares (behaviour.md, "Space slugs"): slugs are
  // ASCII (sanitize_title), so the asked slug is folded like every search (accents off,
  // fold.ts), then compared NOCASE, from fcom_spaces_slug_nocase.
  const communityBySlug = db.prepare<[string], SpaceRow>(
    `SELECT ${SPACE_COLUMNS} FROM fcom_spaces
      WHERE slug = ? COLLATE NOCASE AND type = 'community' ORDER BY id LIMIT 1`,
  );
  const courseById = db.prepare<[number], SpaceRow>(
    `SELECT ${SPACE_COLUMNS} FROM fcom_spaces WHERE id = ? AND type = 'course'`,
  );
  const memberships = db.prepare<
    [number],
    {
      space_id: number;
      role: MembershipOfUser['role'];
      status: MembershipOfUser['status'];
      created_at: string;
    }
  >('SELECT space_id, role, status, created_at FROM fcom_space_user WHERE user_id = ?');
  const joined = db.prepare<[number, number], JoinedSpaceRow>(
    `SELECT s.id, s.created_by, s.parent_id, s.title, s.slug, s.logo, s.cover_photo,
            s.description, s.type, s.privacy, s.status, s.serial, s.settings, s.created_at,
            s.updated_at, su.role AS member_role, su.status AS member_status,
            su.created_at AS joined_at
       FROM fcom_space_user su JOIN fcom_spaces s ON s.id = su.space_id
      WHERE su.user_id = ? AND su.status = 'active' AND s.type = 'community'
        AND (? OR s.privacy IN ('public', 'private'))
      ORDER BY s.title, s.id`,
  );
  const memberCounts = db.prepare<[string], { id: number; n: number }>(
    `SELECT s.value AS id, (SELECT count(*) FROM fcom_space_user WHERE space_id = s.value) AS n
       FROM json_each(?) AS s`,
  );
  // Counted once per change to the database (kept-until-change.ts): a 200k-member space's count
  // is ~13 ms, and every member's list of spaces asks for it (docs/decisions/042).
  const keptMemberCounts = keptUntilChange(db, KEPT_MEMBER_COUNTS);
  const menu = db.prepare<[], MenuRow>(`SELECT ${SPACE_COLUMNS} FROM fcom_spaces ORDER BY id`);
  // Courses: search by title or slug (folded like every other search), in the plugin's order:
  // serial, then id (test/fixtures/api-samples/courses_list.json).
  const courseFilter = `FROM fcom_spaces WHERE type = 'course'
    AND (@search IS NULL OR instr(search_fold, @search) > 0)`;
  const courseCount = db.prepare<{ search: string | null }, { n: number }>(
    `SELECT count(*) AS n ${courseFilter}`,
  );
  const coursePage = db.prepare<{ search: string | null; limit: number; offset: number }, SpaceRow>(
    `SELECT ${SPACE_COLUMNS} ${courseFilter} ORDER BY serial, id LIMIT @limit OFFSET @offset`,
  );
  const counts = db.prepare<
    [string],
    { id: number; students: number; sections: number; lessons: number }
  >(
    `SELECT s.value AS id,
       (SELECT count(*) FROM fcom_space_user
         WHERE space_id = s.value AND role = 'student') AS students,
       (SELECT count(*) FROM fcom_course_sections WHERE course_id = s.value) AS sections,
       (SELECT count(*) FROM fcom_course_lessons
         WHERE course_id = s.value AND status = 'published') AS lessons
     FROM json_each(?) AS s`,
  );

  return {
    communities(): SpaceRow[] {
      return communities.all();
    },
    communityBySlug(slug: string): SpaceRow | null {
      return communityBySlug.get(foldForSearch(slug)) ?? null;
    },
    courseById(id: number): SpaceRow | null {
      return courseById.get(id) ?? null;
    },
    membershipsOf(userId: number): MembershipOfUser[] {
      return memberships.all(userId).map((row) => ({
        spaceId: row.space_id,
        role: row.role,
        status: row.status,
        joinedAt: row.created_at,
      }));
    },
    coursePage(
      search: string | null,
      limit: number,
      offset: number,
    ): { rows: SpaceRow[]; total: number } {
      const total = courseCount.get({ search })?.n ?? 0;
      return { rows: total > offset ? coursePage.all({ search, limit, offset }) : [], total };
    },
    courseCounts(ids: readonly number[]): Map<number, CourseCounts> {
      return new Map(
        counts
          .all(JSON.stringify(ids))
          .map((row) => [
            row.id,
            { studentsCount: row.students, sectionsCount: row.sections, lessonsCount: row.lessons },
          ]),
      );
    },
    joinedCommunities(userId: number, withSecret: boolean): JoinedSpaceRow[] {
      return joined.all(userId, withSecret ? 1 : 0);
    },
    memberCounts(ids: readonly number[]): Map<number, number> {
      const key = JSON.stringify(ids);
      const counted = keptMemberCounts(key, () =>
        memberCounts.all(key).map((row): [number, number] => [row.id, row.n]),
      );
      return new Map(counted);
    },
    menu(): MenuRow[] {
      return menu.all();
    },
  };
}
