import { coursePercent, progressCounts, rankAtRisk, UNDER_AT_RISK_PROGRESS } from '../course-tally';
import { emptyWeeks, rankedFigures, tallyMonth } from '../insights-tally';
import type {
  AtRiskRow,
  CourseFigures,
  CourseInsightsQuery,
  OverviewFigures,
  OverviewInsightsQuery,
  SpaceFigures,
  SpaceInsightsQuery,
  TalliedPost,
} from '../rows';
import type { StoreContext } from './context';
import { listedPostTerms } from './feeds';
import { PROFILE_COLUMNS, toProfileRow, type RawProfile } from './profiles';
import { createTtlCache } from './ttl-cache';

/**
 * How long an answer is kept: the site's database changes under us with nothing to tell us
 * (docs/decisions/038), and the overview of every admin who signs in within it costs nothing.
 */
export const INSIGHTS_TTL_MS = 60_000;

/** Which week (0 = the first) `column` falls in, from the first edge (a midnight, bound). */
const weekOf = (column: string) => `FLOOR(DATEDIFF(${column}, ?) / 7)`;

/**
 * The insights over a WordPress database (docs/decisions/038), from the plugin's own indexes:
 * posts by `created_at` (a range, then each post's row), profiles and comments by nothing that
 * starts with a date — those two are scans (of the profiles, and of the comments of the weeks
 * asked: the plugin indexes comments by post, author and status only).
 */
export function createInsightsQueries(context: StoreContext) {
  const { sql: db, tables: t } = context;
  const kept = createTtlCache<OverviewFigures>(INSIGHTS_TTL_MS, Date.now, context.caches);

  async function count(query: OverviewInsightsQuery): Promise<OverviewFigures> {
    const listed = listedPostTerms(t, query.readableSpaceIds, query.statuses);
    const where = listed.where.join(' AND ');
    const { days7, days14, days30, days60 } = query.since;
    const first = query.weekEdges[0] ?? days60;
    const last = query.weekEdges[query.weekEdges.length - 1] ?? days60;
    const [sinceRows, month, weekly, joined, active] = await Promise.all([
      db.rows<Record<keyof OverviewFigures['postsSince'], number | string | null>>(
        'insights.postsSince',
        `SELECT COUNT(*) AS days60, SUM(p.created_at >= ?) AS days30,
            SUM(p.created_at >= ?) AS days14, SUM(p.created_at >= ?) AS days7
          FROM ${t.posts} p WHERE p.created_at >= ? AND ${where}`,
        [days30, days14, days7, days60, ...listed.values],
        'heavy',
      ),
      db.rows<TalliedPost>(
        'insights.month',
        `SELECT p.id, p.user_id, p.space_id, p.created_at, p.comments_count, p.reactions_count
          FROM ${t.posts} p WHERE p.created_at >= ? AND ${where}`,
        [days30, ...listed.values],
        'heavy',
      ),
      db.rows<{ week: number | string; space: number | string; count: number | string }>(
        'insights.weeklyPosts',
        `SELECT ${weekOf('p.created_at')} AS week, COALESCE(p.space_id, 0) AS space,
            COUNT(*) AS count
          FROM ${t.posts} p WHERE p.created_at >= ? AND p.created_at < ? AND ${where}
          GROUP BY week, space`,
        [first, first, last, ...listed.values],
        'heavy',
      ),
      db.rows<{ week: number | string; count: number | string }>(
        'insights.membersJoined',
        `SELECT ${weekOf('x.created_at')} AS week, COUNT(*) AS count FROM ${t.xprofile} x
          WHERE x.status = 'active' AND x.created_at >= ? AND x.created_at < ?
          GROUP BY week`,
        [first, first, last],
        'heavy',
      ),
      db.rows<{ week: number | string; count: number | string }>(
        'insights.membersActive',
        `SELECT ${weekOf('a.created_at')} AS week, COUNT(DISTINCT a.user_id) AS count FROM (
            SELECT user_id, created_at FROM ${t.posts}
              WHERE created_at >= ? AND created_at < ? AND status = 'published'
            UNION ALL
            SELECT user_id, created_at FROM ${t.comments}
              WHERE created_at >= ? AND created_at < ? AND status = 'published'
          ) a
          GROUP BY week`,
        [first, first, last, first, last],
        'heavy',
      ),
    ]);
    const posts = month.map((row) => ({
      id: Number(row.id),
      user_id: Number(row.user_id),
      space_id: row.space_id === null ? null : Number(row.space_id),
      created_at: String(row.created_at),
      comments_count: Number(row.comments_count ?? 0),
      reactions_count: Number(row.reactions_count ?? 0),
    }));
    const tally = tallyMonth(posts, days7, query.rankedRows);
    const weeks = emptyWeeks(query.weekEdges);
    for (const row of weekly) {
      const week = weeks[Number(row.week)];
      if (!week) continue;
      week.posts += Number(row.count);
      week.postsBySpace[String(Number(row.space))] = Number(row.count);
    }
    for (const row of joined) {
      const week = weeks[Number(row.week)];
      if (week) week.membersJoined = Number(row.count);
    }
    for (const row of active) {
      const week = weeks[Number(row.week)];
      if (week) week.membersActive = Number(row.count);
    }
    const authorIds = [...tally.authorPosts.keys()];
    const [names, texts] = await Promise.all([
      authorIds.length === 0
        ? []
        : db.rows<{ user_id: number; username: string | null; display_name: string | null }>(
            'insights.authors',
            `SELECT user_id, username, display_name FROM ${t.xprofile} WHERE user_id IN (?)`,
            [authorIds],
          ),
      tally.topPostIds.length === 0
        ? []
        : db.rows<{ id: number; title: string | null; message_rendered: string | null }>(
            'insights.topPosts',
            `SELECT id, title, CASE WHEN TRIM(COALESCE(title, '')) = ''
                THEN LEFT(COALESCE(message_rendered, ''), 2000) ELSE '' END AS message_rendered
              FROM ${t.posts} WHERE id IN (?)`,
            [tally.topPostIds],
          ),
    ]);
    const nameOf = new Map(names.map((row) => [Number(row.user_id), row]));
    const textOf = new Map(texts.map((row) => [Number(row.id), row]));
    const [since] = sinceRows;
    return {
      countedAt: new Date().toISOString(),
      postsSince: {
        days7: Number(since?.days7 ?? 0),
        days14: Number(since?.days14 ?? 0),
        days30: Number(since?.days30 ?? 0),
        days60: Number(since?.days60 ?? 0),
      },
      engagement: tally.engagement,
      weeks,
      monthBySpace: tally.monthBySpace,
      ...rankedFigures(tally, posts, { names: nameOf, texts: textOf }),
    };
  }

  const keptSpaces = createTtlCache<SpaceFigures>(INSIGHTS_TTL_MS, Date.now, context.caches);

  async function countSpace(query: SpaceInsightsQuery): Promise<SpaceFigures> {
    const m = query.marks;
    const first = query.weekEdges[0] ?? m.now;
    const last = query.weekEdges[query.weekEdges.length - 1] ?? m.now;
    const members = `FROM ${t.spaceUser} su JOIN ${t.xprofile} x ON x.user_id = su.user_id
      WHERE su.space_id = ? AND su.status = 'active' AND x.status = 'active'`;
    const listed = query.postStatuses && listedPostTerms(t, null, query.postStatuses);
    const posts = listed && ['p.space_id = ?', ...listed.where].join(' AND ');
    const none = Promise.resolve([] as WeekCount[]);
    const [[totals], joined, roles, pendingRows, postWeeks, commentWeeks] = await Promise.all([
      db.rows<Record<string, number | string | null>>(
        'insights.spaceMembers',
        `SELECT COUNT(*) AS members, SUM(su.created_at < ?) AS joinedEarlier,
            SUM(su.created_at >= ?) AS joinedLater,
            SUM(x.last_activity >= ?) AS today,
            SUM(x.last_activity < ? AND x.last_activity >= ?) AS days7,
            SUM(x.last_activity < ? AND x.last_activity >= ?) AS days30,
            SUM(x.last_activity < ? AND x.last_activity >= ?) AS days90,
            SUM(x.last_activity < ?) AS older,
            SUM(x.last_activity IS NULL) AS never
          ${members}`,
        [
          first,
          last,
          m.today,
          m.today,
          m.days7,
          m.days7,
          m.days30,
          m.days30,
          m.days90,
          m.days90,
          query.spaceId,
        ],
        'heavy',
      ),
      db.rows<WeekCount>(
        'insights.spaceJoined',
        `SELECT ${weekOf('su.created_at')} AS week, COUNT(*) AS count ${members}
            AND su.created_at >= ? AND su.created_at < ?
          GROUP BY week`,
        [first, query.spaceId, first, last],
        'heavy',
      ),
      db.rows<{ role: string; members: number | string }>(
        'insights.spaceRoles',
        `SELECT su.role AS role, COUNT(*) AS members ${members} GROUP BY su.role`,
        [query.spaceId],
        'heavy',
      ),
      query.withPending
        ? db.rows<Record<string, number | string | null>>(
            'insights.spacePending',
            `SELECT COUNT(*) AS count,
                SUM(x.status = 'active' AND su.created_at > ?) AS day,
                SUM(x.status = 'active' AND su.created_at <= ? AND su.created_at > ?) AS week,
                SUM(x.status = 'active' AND su.created_at <= ? AND su.created_at > ?) AS month,
                SUM(x.status = 'active' AND su.created_at <= ? AND su.created_at > ?) AS quarter,
                SUM(x.status = 'active' AND su.created_at <= ?) AS older
              FROM ${t.spaceUser} su LEFT JOIN ${t.xprofile} x ON x.user_id = su.user_id
              WHERE su.space_id = ? AND su.status = 'pending'`,
            [
              m.days1,
              m.days1,
              m.days7,
              m.days7,
              m.days28,
              m.days28,
              m.days90,
              m.days90,
              query.spaceId,
            ],
          )
        : Promise.resolve(null),
      posts && listed
        ? db.rows<WeekCount>(
            'insights.spacePosts',
            `SELECT ${weekOf('p.created_at')} AS week, COUNT(*) AS count FROM ${t.posts} p
              WHERE p.created_at >= ? AND p.created_at < ? AND ${posts} GROUP BY week`,
            [first, first, last, query.spaceId, ...listed.values],
            'heavy',
          )
        : none,
      posts && listed
        ? db.rows<WeekCount>(
            'insights.spaceComments',
            `SELECT ${weekOf('c.created_at')} AS week, COUNT(*) AS count
              FROM ${t.comments} c JOIN ${t.posts} p ON p.id = c.post_id
              WHERE c.created_at >= ? AND c.created_at < ? AND c.status = 'published' AND ${posts}
              GROUP BY week`,
            [first, first, last, query.spaceId, ...listed.values],
            'heavy',
          )
        : none,
    ]);
    const n = (value: number | string | null | undefined) => Number(value ?? 0);
    const weeks = query.weekEdges.slice(1).map(() => ({ joined: 0, posts: 0, comments: 0 }));
    const place = (rows: WeekCount[], field: 'joined' | 'posts' | 'comments') => {
      for (const row of rows) {
        const week = weeks[n(row.week)];
        if (week) week[field] = n(row.count);
      }
    };
    place(joined, 'joined');
    place(postWeeks, 'posts');
    place(commentWeeks, 'comments');
    const pending = pendingRows?.[0];
    return {
      countedAt: new Date().toISOString(),
      members: n(totals?.members),
      joinedEarlier: n(totals?.joinedEarlier),
      joinedLater: n(totals?.joinedLater),
      weeks,
      lastActive: {
        today: n(totals?.today),
        days7: n(totals?.days7),
        days30: n(totals?.days30),
        days90: n(totals?.days90),
        older: n(totals?.older),
        never: n(totals?.never),
      },
      roles: roles
        .map((row) => ({ role: String(row.role), members: n(row.members) }))
        .sort((a, b) => b.members - a.members || a.role.localeCompare(b.role)),
      pending: pendingRows
        ? {
            count: n(pending?.count),
            ages: {
              day: n(pending?.day),
              week: n(pending?.week),
              month: n(pending?.month),
              quarter: n(pending?.quarter),
              older: n(pending?.older),
            },
          }
        : null,
    };
  }

  const keptCourses = createTtlCache<CourseFigures>(INSIGHTS_TTL_MS, Date.now, context.caches);

  /**
   * A course's students as its students list joins them (memberships with role `student` and
   * a profile), each student's progress from the lessons they completed: the plugin's
   * `lesson_completed` reactions on the course's published lessons (behaviour.md, "Course
   * students"), counted per student once for the whole course.
   */
  async function countCourse(query: CourseInsightsQuery): Promise<CourseFigures> {
    const first = query.weekEdges[0] ?? query.now;
    const last = query.weekEdges[query.weekEdges.length - 1] ?? query.now;
    const students = `FROM ${t.spaceUser} su JOIN ${t.xprofile} x ON x.user_id = su.user_id
      WHERE su.space_id = ? AND su.role = 'student'`;
    const done = `SELECT r.user_id, COUNT(DISTINCT r.object_id) AS n FROM ${t.reactions} r
        JOIN ${t.posts} l ON l.id = r.object_id AND l.space_id = ?
          AND l.type = 'course_lesson' AND l.status = 'published'
      WHERE r.object_type = 'lesson_completed' AND r.type = 'completed' GROUP BY r.user_id`;
    const withDone = `FROM ${t.spaceUser} su JOIN ${t.xprofile} x ON x.user_id = su.user_id
      LEFT JOIN (${done}) d ON d.user_id = su.user_id
      WHERE su.space_id = ? AND su.role = 'student'`;
    const [lessonRows, totalRows, weekRows] = await Promise.all([
      db.rows<{ n: number | string }>(
        'insights.courseLessons',
        `SELECT COUNT(*) AS n FROM ${t.posts}
          WHERE space_id = ? AND type = 'course_lesson' AND status = 'published'`,
        [query.courseId],
      ),
      db.rows<Record<string, number | string | null>>(
        'insights.courseStudents',
        `SELECT COUNT(*) AS students, SUM(su.created_at < ?) AS enrolledEarlier,
            SUM(su.created_at >= ?) AS enrolledLater ${students}`,
        [first, last, query.courseId],
        'heavy',
      ),
      db.rows<WeekCount>(
        'insights.courseEnrolled',
        `SELECT ${weekOf('su.created_at')} AS week, COUNT(*) AS count ${students}
            AND su.created_at >= ? AND su.created_at < ?
          GROUP BY week`,
        [first, query.courseId, first, last],
        'heavy',
      ),
    ]);
    const n = (value: number | string | null | undefined) => Number(value ?? 0);
    const lessons = n(lessonRows[0]?.n);
    const [histogram, candidates] = await Promise.all([
      db.rows<{ done: number | string; students: number | string }>(
        'insights.courseProgress',
        `SELECT COALESCE(d.n, 0) AS done, COUNT(*) AS students ${withDone} GROUP BY done`,
        [query.courseId, query.courseId],
        'heavy',
      ),
      db.rows<RawProfile & { done: number | string; enrolled_at: string }>(
        'insights.courseAtRisk',
        `SELECT ${PROFILE_COLUMNS}, COALESCE(d.n, 0) AS done, su.created_at AS enrolled_at
          FROM ${t.spaceUser} su JOIN ${t.xprofile} x ON x.user_id = su.user_id
          LEFT JOIN ${t.users} u ON u.ID = su.user_id
          LEFT JOIN (${done}) d ON d.user_id = su.user_id
          WHERE su.space_id = ? AND su.role = 'student'
            AND su.created_at <= ? AND (x.last_activity IS NULL OR x.last_activity <= ?)
            AND ${UNDER_AT_RISK_PROGRESS('COALESCE(d.n, 0)', '?')}`,
        [query.courseId, query.courseId, query.atRiskBefore, query.atRiskBefore, lessons, lessons],
        'heavy',
      ),
    ]);
    const weeks = query.weekEdges.slice(1).map(() => ({ enrolled: 0 }));
    for (const row of weekRows) {
      const week = weeks[n(row.week)];
      if (week) week.enrolled = n(row.count);
    }
    // Names and avatars as the students list sends them (toProfileRow: the gravatar the site
    // would show for a profile without an avatar).
    const atRisk = candidates.map((row): AtRiskRow => {
      const profile = toProfileRow(context, row);
      return {
        userId: profile.user_id,
        username: profile.username,
        displayName: profile.display_name,
        avatar: profile.avatar,
        progress: coursePercent(n(row.done), lessons),
        enrolledAt: String(row.enrolled_at),
        lastActivity: profile.last_activity === null ? null : String(profile.last_activity),
      };
    });
    const totals = totalRows[0];
    return {
      countedAt: new Date().toISOString(),
      students: n(totals?.students),
      enrolledEarlier: n(totals?.enrolledEarlier),
      enrolledLater: n(totals?.enrolledLater),
      weeks,
      progress: progressCounts(
        histogram.map((row) => ({ done: n(row.done), students: n(row.students) })),
        lessons,
      ),
      atRisk: { count: atRisk.length, students: rankAtRisk(atRisk, query.now, query.atRiskRows) },
    };
  }

  return {
    overview: (query: OverviewInsightsQuery) => kept(JSON.stringify(query), () => count(query)),
    space: (query: SpaceInsightsQuery) =>
      keptSpaces(JSON.stringify(query), () => countSpace(query)),
    course: (query: CourseInsightsQuery) =>
      keptCourses(JSON.stringify(query), () => countCourse(query)),
  };
}

interface WeekCount {
  week: number | string;
  count: number | string;
}
