import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, restRoute, type CourseInsights } from '../../contract';
import { COURSE_IDS } from '../demo/demo-facts';
import { createTestServer, FC, type As, type TestServer } from '../test/harness';
import { TEST_SEED_ANCHOR } from '../test/seed-anchor';

/**
 * GET community-desk/v1/insights/courses/{course_id}, on every store, each figure against an
 * independent count: the course's own students list (`GET /admin/courses/{id}/students`),
 * read page by page and bucketed, ranked and dated here.
 */

interface Student {
  user_id: number;
  username: string;
  display_name: string;
  avatar: string;
  last_activity: string | null;
  progress: number;
  space_pivot: { created_at: string };
}

const NOW = '2026-11-20 12:00:00';
const WEEK_START = '2026-05-25'; // 26 Mondays back from the week of NOW
const DAY_MS = 86_400_000;
const wallMs = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`);
const wall = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const edges = Array.from({ length: 27 }, (_, week) =>
  wall(wallMs(`${WEEK_START} 00:00:00`) + week * 7 * DAY_MS),
);
const days = (from: string) => Math.floor((wallMs(NOW) - wallMs(from)) / DAY_MS);

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({
    anchor: TEST_SEED_ANCHOR,
    prepare: (db) => {
      // A student without a profile (a site's user whose profile was deleted): the students
      // list shows no row for them, and the insights count none.
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO wp_users (user_login, user_email, user_nicename, user_registered, display_name)
            VALUES ('noprofile', 'noprofile@example.test', 'noprofile', '2026-01-01 00:00:00', 'No Profile')`,
        )
        .run();
      db.prepare(
        `INSERT INTO fcom_space_user (space_id, user_id, status, role, created_at, updated_at,
            profile_status, profile_name_fold, profile_search_fold, profile_last_activity)
          VALUES (?, ?, 'active', 'student', '2026-01-02 00:00:00', '2026-01-02 00:00:00', '', '', '', NULL)`,
      ).run(COURSE_IDS.figma, lastInsertRowid);
      // A course nobody has enrolled in yet.
      db.prepare("DELETE FROM fcom_space_user WHERE space_id = ? AND role = 'student'").run(
        COURSE_IDS.accessibility,
      );
    },
  });
});
afterAll(() => server.close());

const insightsUrl = (
  courseId: number | string,
  query = `now=${encodeURIComponent(NOW)}&week_start=${WEEK_START}`,
) => `/wp-json/${restRoute(ENDPOINTS.insightsCourse, { course_id: courseId as number })}?${query}`;

async function students(courseId: number, as: As): Promise<Student[]> {
  const rows: Student[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await server.get<{ students: { data: Student[]; last_page: number } }>(
      `${FC}/admin/courses/${courseId}/students?per_page=100&page=${page}`,
      as,
    );
    rows.push(...body.students.data);
    if (page >= body.students.last_page) return rows;
  }
}

function bucketOf(progress: number): keyof CourseInsights['progress'] {
  if (progress >= 100) return 'completed';
  if (progress >= 75) return 'p75_99';
  if (progress >= 50) return 'p50_74';
  if (progress >= 25) return 'p25_49';
  if (progress >= 1) return 'p1_24';
  return 'not_started';
}

const names = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Enrolled over 14 whole days ago, under 50%, inactive over 14 whole days: never first. */
function atRiskOf(rows: Student[]) {
  const inactive = (s: Student) => (s.last_activity === null ? Infinity : days(s.last_activity));
  return rows
    .filter(
      (s) =>
        s.progress < 50 &&
        days(s.space_pivot.created_at) > 14 &&
        (s.last_activity === null || days(s.last_activity) > 14),
    )
    .sort(
      (a, b) =>
        inactive(b) - inactive(a) ||
        a.progress - b.progress ||
        names.compare(a.display_name, b.display_name) ||
        a.user_id - b.user_id,
    );
}

const inWeek = (index: number) => (date: string) =>
  date >= edges[index]! && date < edges[index + 1]!;

describe('a course’s insights', () => {
  it.each([COURSE_IDS.figma, COURSE_IDS.typescript])(
    'add up what the students list of course %i shows',
    async (courseId) => {
      const [{ status, body }, rows] = await Promise.all([
        server.get<CourseInsights>(insightsUrl(courseId), 'admin'),
        students(courseId, 'admin'),
      ]);
      expect(status).toBe(200);
      expect(rows.length).toBeGreaterThan(5);
      expect(body.students).toBe(rows.length);
      const progress = {
        not_started: 0,
        p1_24: 0,
        p25_49: 0,
        p50_74: 0,
        p75_99: 0,
        completed: 0,
      };
      for (const row of rows) progress[bucketOf(row.progress)] += 1;
      expect(body.progress).toEqual(progress);
      expect(Object.values(progress).filter((count) => count > 0).length).toBeGreaterThan(2);
      const enrolled = rows.map((row) => row.space_pivot.created_at);
      expect(body.enrolled_earlier).toBe(enrolled.filter((at) => at < edges[0]!).length);
      expect(body.enrolled_later).toBe(enrolled.filter((at) => at >= edges.at(-1)!).length);
      expect(body.weeks).toEqual(
        edges.slice(0, -1).map((start, index) => ({
          start: start.slice(0, 10),
          enrolled: enrolled.filter(inWeek(index)).length,
        })),
      );
      const atRisk = atRiskOf(rows);
      expect(atRisk.length).toBeGreaterThan(0);
      expect(body.at_risk.count).toBe(atRisk.length);
      expect(body.at_risk.students).toEqual(
        atRisk.slice(0, 20).map((s) => ({
          user_id: s.user_id,
          username: s.username,
          display_name: s.display_name,
          avatar: s.avatar,
          progress: s.progress,
          enrolled_at: s.space_pivot.created_at,
          last_activity: s.last_activity,
        })),
      );
    },
  );

  it('of a course nobody has enrolled in are zeros', async () => {
    const { status, body } = await server.get<CourseInsights>(
      insightsUrl(COURSE_IDS.accessibility),
    );
    expect(status).toBe(200);
    expect(body.students).toBe(0);
    expect(Object.values(body.progress)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(body.weeks).toHaveLength(26);
    expect(body.weeks.every((week) => week.enrolled === 0)).toBe(true);
    expect(body.at_risk).toEqual({ count: 0, students: [] });
  });

  it('are refused as the students list refuses them', async () => {
    for (const as of ['anonymous', 'member'] as const) {
      const [insights, list] = await Promise.all([
        server.get<{ code: string }>(insightsUrl(COURSE_IDS.figma), as),
        server.get<{ code: string }>(`${FC}/admin/courses/${COURSE_IDS.figma}/students`, as),
      ]);
      expect(list.status).toBeGreaterThanOrEqual(401);
      expect([insights.status, insights.body.code]).toEqual([list.status, list.body.code]);
    }
  });

  it('of no course, or of a space, are the list’s 404', async () => {
    const list = await server.get<{ code: string }>(`${FC}/admin/courses/9999/students`);
    for (const id of [9999, 1]) {
      const { status, body } = await server.get<{ code: string }>(insightsUrl(id));
      expect([status, body.code]).toEqual([404, list.body.code]);
    }
    expect((await server.get(insightsUrl('figma'))).status).toBe(404);
  });

  it('name a bad week start in a 400', async () => {
    const { status, body } = await server.get<{ code: string; data: { params: object } }>(
      insightsUrl(COURSE_IDS.figma, `now=${encodeURIComponent(NOW)}&week_start=2026-02-31`),
    );
    expect(status).toBe(400);
    expect(Object.keys(body.data.params)).toEqual(['week_start']);
  });
});
