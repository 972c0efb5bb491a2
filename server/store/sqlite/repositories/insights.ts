import { keptUntilChange as keptAnswers } from '../kept-until-change';
import type { Database, Statement } from 'better-sqlite3';
import {
  coursePercent,
  progressCounts,
  rankAtRisk,
  UNDER_AT_RISK_PROGRESS,
} from '../../course-tally';
import { emptyWeeks, rankedFigures, tallyMonth } from '../../insights-tally';
import type {
  AtRiskRow,
  CourseFigures,
  CourseInsightsQuery,
  OverviewFigures,
  OverviewInsightsQuery,
  SpaceFigures,
  SpaceInsightsQuery,
  TalliedPost,
} from '../../rows';
import { listedPosts } from './feeds';

/** Answers kept at most per connection: one per caller's view of the site and window. */
const KEPT_ANSWERS = 32;

/** Which week (0 = the first) `column` falls in, counted from `firstEdge` (a midnight). */
const weekOf = (column: string, firstEdge: string) =>
  `CAST((julianday(substr(${column}, 1, 10)) - julianday(substr(${firstEdge}, 1, 10))) / 7 AS INTEGER)`;

/**
 * The insights over the SQLite store (docs/decisions/038). Every figure is an index range:
 * posts by date (fcom_posts_insights holds each post's space, author, status and counters),
 * comments by date (fcom_post_comments_created), profiles by status and date. An answer is
 * kept until the database changes — any commit by another connection (`data_version`: the
 * local copy following its site) or by this one (`total_changes()`) — so the overview asked
 * again by every admin who signs in costs one lookup.
 */
export function createInsightsRepository(db: Database) {
  /** An answer, counted again only once the database has changed. */
  const keptUntilChange = keptAnswers(db, KEPT_ANSWERS);
  const statements = new Map<string, Statement<unknown[], unknown>>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare<unknown[], unknown>(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const profiles = db.prepare<
    [string],
    { user_id: number; username: string; display_name: string }
  >(
    `SELECT user_id, username, display_name FROM fcom_xprofile
      WHERE user_id IN (SELECT value FROM json_each(?))`,
  );
  const posts = db.prepare<[string], { id: number; title: string; message_rendered: string }>(
    `SELECT id, title, CASE WHEN trim(title) = '' THEN substr(message_rendered, 1, 2000) ELSE ''
        END AS message_rendered
      FROM fcom_posts WHERE id IN (SELECT value FROM json_each(?))`,
  );
  // @first and @last: the first and last week edges; weeks are counted from @first.
  const joined = db.prepare<[{ first: string; last: string }], { week: number; count: number }>(
    `SELECT ${weekOf('created_at', '@first')} AS week, COUNT(*) AS count FROM fcom_xprofile
      WHERE status = 'active' AND created_at >= @first AND created_at < @last
      GROUP BY week`,
  );
  const active = db.prepare<[{ first: string; last: string }], { week: number; count: number }>(
    `SELECT ${weekOf('created_at', '@first')} AS week, COUNT(DISTINCT user_id) AS count
      FROM (
        SELECT user_id, created_at FROM fcom_posts
          WHERE created_at >= @first AND created_at < @last AND status = 'published'
        UNION ALL
        SELECT user_id, created_at FROM fcom_post_comments
          WHERE created_at >= @first AND created_at < @last AND status = 'published'
      )
      GROUP BY week`,
  );

  function count(query: OverviewInsightsQuery): OverviewFigures {
    const listed = listedPosts(query.readableSpaceIds, query.statuses);
    const where = listed.where.join(' AND ');
    const { days7, days14, days30, days60 } = query.since;
    const since = prepared(
      `SELECT COUNT(*) AS days60, COALESCE(SUM(p.created_at >= ?), 0) AS days30,
          COALESCE(SUM(p.created_at >= ?), 0) AS days14, COALESCE(SUM(p.created_at >= ?), 0) AS days7
        FROM fcom_posts p INDEXED BY fcom_posts_insights
        WHERE p.created_at >= ? AND ${where}`,
    ).get(days30, days14, days7, days60, ...listed.params) as OverviewFigures['postsSince'];
    const month = prepared(
      `SELECT p.id, p.user_id, p.space_id, p.created_at, p.comments_count, p.reactions_count
        FROM fcom_posts p INDEXED BY fcom_posts_insights
        WHERE p.created_at >= ? AND ${where}`,
    ).all(days30, ...listed.params) as TalliedPost[];
    const tally = tallyMonth(month, days7, query.rankedRows);

    const first = query.weekEdges[0] ?? days60;
    const last = query.weekEdges[query.weekEdges.length - 1] ?? days60;
    const weeks = emptyWeeks(query.weekEdges);
    const weekly = prepared(
      `SELECT ${weekOf('p.created_at', '?')} AS week, COALESCE(p.space_id, 0) AS space, COUNT(*) AS count
        FROM fcom_posts p INDEXED BY fcom_posts_insights
        WHERE p.created_at >= ? AND p.created_at < ? AND ${where}
        GROUP BY week, space`,
    ).all(first, first, last, ...listed.params) as { week: number; space: number; count: number }[];
    for (const row of weekly) {
      const week = weeks[row.week];
      if (!week) continue;
      week.posts += row.count;
      week.postsBySpace[String(row.space)] = row.count;
    }
    for (const row of joined.all({ first, last })) {
      const week = weeks[row.week];
      if (week) week.membersJoined = row.count;
    }
    for (const row of active.all({ first, last })) {
      const week = weeks[row.week];
      if (week) week.membersActive = row.count;
    }

    const authorIds = [...tally.authorPosts.keys()];
    const names = new Map(profiles.all(JSON.stringify(authorIds)).map((row) => [row.user_id, row]));
    const texts = new Map(posts.all(JSON.stringify(tally.topPostIds)).map((row) => [row.id, row]));
    return {
      countedAt: new Date().toISOString(),
      postsSince: {
        days7: Number(since.days7),
        days14: Number(since.days14),
        days30: Number(since.days30),
        days60: Number(since.days60),
      },
      engagement: tally.engagement,
      weeks,
      monthBySpace: tally.monthBySpace,
      ...rankedFigures(tally, month, { names, texts }),
    };
  }

  const MEMBERS = "space_id = @space AND status = 'active' AND profile_status = 'active'";
  const memberTotals = db.prepare<[SpaceParams], Record<string, number | null>>(
    `SELECT COUNT(*) AS members, SUM(created_at < @first) AS joinedEarlier,
        SUM(created_at >= @last) AS joinedLater,
        SUM(profile_last_activity >= @today) AS today,
        SUM(profile_last_activity < @today AND profile_last_activity >= @days7) AS days7,
        SUM(profile_last_activity < @days7 AND profile_last_activity >= @days30) AS days30,
        SUM(profile_last_activity < @days30 AND profile_last_activity >= @days90) AS days90,
        SUM(profile_last_activity < @days90) AS older,
        SUM(profile_last_activity IS NULL) AS never
      FROM fcom_space_user WHERE ${MEMBERS}`,
  );
  const joinedWeeks = db.prepare<[SpaceParams], { week: number; count: number }>(
    `SELECT ${weekOf('created_at', '@first')} AS week, COUNT(*) AS count
      FROM fcom_space_user WHERE ${MEMBERS} AND created_at >= @first AND created_at < @last
      GROUP BY week`,
  );
  const roles = db.prepare<[SpaceParams], { role: string; members: number }>(
    `SELECT role, COUNT(*) AS members FROM fcom_space_user WHERE ${MEMBERS} GROUP BY role`,
  );
  const pendingAges = db.prepare<[SpaceParams], Record<string, number | null>>(
    `SELECT COUNT(*) AS count,
        SUM(profile_status = 'active' AND created_at > @days1) AS day,
        SUM(profile_status = 'active' AND created_at <= @days1 AND created_at > @days7) AS week,
        SUM(profile_status = 'active' AND created_at <= @days7 AND created_at > @days28) AS month,
        SUM(profile_status = 'active' AND created_at <= @days28 AND created_at > @days90)
          AS quarter,
        SUM(profile_status = 'active' AND created_at <= @days90) AS older
      FROM fcom_space_user WHERE space_id = @space AND status = 'pending'`,
  );

  function countSpace(query: SpaceInsightsQuery): SpaceFigures {
    const first = query.weekEdges[0] ?? query.marks.now;
    const last = query.weekEdges[query.weekEdges.length - 1] ?? query.marks.now;
    const params: SpaceParams = { space: query.spaceId, first, last, ...query.marks };
    const totals = memberTotals.get(params) ?? {};
    const weeks = query.weekEdges.slice(1).map(() => ({ joined: 0, posts: 0, comments: 0 }));
    for (const row of joinedWeeks.all(params)) {
      const week = weeks[row.week];
      if (week) week.joined = row.count;
    }
    if (query.postStatuses !== null) {
      const listed = listedPosts(null, query.postStatuses);
      const where = ['p.space_id = ?', ...listed.where].join(' AND ');
      const posts = prepared(
        `SELECT ${weekOf('p.created_at', '?')} AS week, COUNT(*) AS count
          FROM fcom_posts p INDEXED BY fcom_posts_space_latest
          WHERE p.created_at >= ? AND p.created_at < ? AND ${where} GROUP BY week`,
      ).all(first, first, last, query.spaceId, ...listed.params) as WeekCount[];
      const comments = prepared(
        `SELECT ${weekOf('c.created_at', '?')} AS week, COUNT(*) AS count
          FROM fcom_post_comments c INDEXED BY fcom_post_comments_created
          JOIN fcom_posts p ON p.id = c.post_id
          WHERE c.created_at >= ? AND c.created_at < ? AND c.status = 'published' AND ${where}
          GROUP BY week`,
      ).all(first, first, last, query.spaceId, ...listed.params) as WeekCount[];
      for (const row of posts) if (weeks[row.week]) weeks[row.week]!.posts = row.count;
      for (const row of comments) if (weeks[row.week]) weeks[row.week]!.comments = row.count;
    }
    const pending = query.withPending ? (pendingAges.get(params) ?? {}) : null;
    const n = (value: number | null | undefined) => Number(value ?? 0);
    return {
      countedAt: new Date().toISOString(),
      members: n(totals.members),
      joinedEarlier: n(totals.joinedEarlier),
      joinedLater: n(totals.joinedLater),
      weeks,
      lastActive: {
        today: n(totals.today),
        days7: n(totals.days7),
        days30: n(totals.days30),
        days90: n(totals.days90),
        older: n(totals.older),
        never: n(totals.never),
      },
      roles: roles
        .all(params)
        .sort((a, b) => b.members - a.members || a.role.localeCompare(b.role)),
      pending: pending && {
        count: n(pending.count),
        ages: {
          day: n(pending.day),
          week: n(pending.week),
          month: n(pending.month),
          quarter: n(pending.quarter),
          older: n(pending.older),
        },
      },
    };
  }

  // A course's students (schema 001's fcom_space_user_students_* indexes) and the lessons each
  // completed (fcom_lesson_completions, keyed by course): ranges of the course alone. Those
  // the students list shows: a membership whose user has no profile (a local copy keeps it,
  // its profile copy empty) is in no row of the list, nor counted here.
  const STUDENTS = "su.space_id = @course AND su.role = 'student' AND su.profile_status <> ''";
  const DONE = `SELECT lc.user_id, COUNT(*) AS n FROM fcom_lesson_completions lc
      JOIN fcom_course_lessons l ON l.id = lc.lesson_id AND l.status = 'published'
    WHERE lc.course_id = @course GROUP BY lc.user_id`;
  const lessons = db
    .prepare<[{ course: number }], number>(
      "SELECT COUNT(*) FROM fcom_course_lessons WHERE course_id = @course AND status = 'published'",
    )
    .pluck();
  const studentTotals = db.prepare<[CourseParams], Record<string, number | null>>(
    `SELECT COUNT(*) AS students, SUM(su.created_at < @first) AS enrolledEarlier,
        SUM(su.created_at >= @last) AS enrolledLater
      FROM fcom_space_user su WHERE ${STUDENTS}`,
  );
  const enrolledWeeks = db.prepare<[CourseParams], WeekCount>(
    `SELECT ${weekOf('su.created_at', '@first')} AS week, COUNT(*) AS count
      FROM fcom_space_user su
      WHERE ${STUDENTS} AND su.created_at >= @first AND su.created_at < @last
      GROUP BY week`,
  );
  const doneHistogram = db.prepare<[CourseParams], { done: number; students: number }>(
    `SELECT COALESCE(d.n, 0) AS done, COUNT(*) AS students
      FROM fcom_space_user su LEFT JOIN (${DONE}) d ON d.user_id = su.user_id
      WHERE ${STUDENTS} GROUP BY done`,
  );
  const atRisk = db.prepare<
    [CourseParams & { lessons: number }],
    {
      user_id: number;
      username: string;
      display_name: string;
      avatar: string | null;
      done: number;
      enrolled_at: string;
      last_activity: string | null;
    }
  >(
    `SELECT su.user_id, x.username, x.display_name, x.avatar, COALESCE(d.n, 0) AS done,
        su.created_at AS enrolled_at, x.last_activity
      FROM fcom_space_user su JOIN fcom_xprofile x ON x.user_id = su.user_id
      LEFT JOIN (${DONE}) d ON d.user_id = su.user_id
      WHERE ${STUDENTS} AND su.created_at <= @before
        AND (x.last_activity IS NULL OR x.last_activity <= @before)
        AND ${UNDER_AT_RISK_PROGRESS('COALESCE(d.n, 0)', '@lessons')}`,
  );

  function countCourse(query: CourseInsightsQuery): CourseFigures {
    const first = query.weekEdges[0] ?? query.now;
    const last = query.weekEdges[query.weekEdges.length - 1] ?? query.now;
    const params: CourseParams = {
      course: query.courseId,
      first,
      last,
      before: query.atRiskBefore,
    };
    const published = lessons.get({ course: query.courseId }) ?? 0;
    const totals = studentTotals.get(params) ?? {};
    const weeks = query.weekEdges.slice(1).map(() => ({ enrolled: 0 }));
    for (const row of enrolledWeeks.all(params)) {
      const week = weeks[row.week];
      if (week) week.enrolled = row.count;
    }
    const candidates = atRisk.all({ ...params, lessons: published }).map((row): AtRiskRow => ({
      userId: row.user_id,
      username: row.username,
      displayName: row.display_name,
      avatar: row.avatar,
      progress: coursePercent(row.done, published),
      enrolledAt: row.enrolled_at,
      lastActivity: row.last_activity,
    }));
    return {
      countedAt: new Date().toISOString(),
      students: Number(totals.students ?? 0),
      enrolledEarlier: Number(totals.enrolledEarlier ?? 0),
      enrolledLater: Number(totals.enrolledLater ?? 0),
      weeks,
      progress: progressCounts(doneHistogram.all(params), published),
      atRisk: {
        count: candidates.length,
        students: rankAtRisk(candidates, query.now, query.atRiskRows),
      },
    };
  }

  return {
    overview: (query: OverviewInsightsQuery): OverviewFigures =>
      keptUntilChange(`overview:${JSON.stringify(query)}`, () => count(query)),
    space: (query: SpaceInsightsQuery): SpaceFigures =>
      keptUntilChange(`space:${JSON.stringify(query)}`, () => countSpace(query)),
    course: (query: CourseInsightsQuery): CourseFigures =>
      keptUntilChange(`course:${JSON.stringify(query)}`, () => countCourse(query)),
  };
}

/** The named parameters of a course's student counts. */
type CourseParams = { course: number; first: string; last: string; before: string };

/** The named parameters of a space's member counts. */
type SpaceParams = SpaceInsightsQuery['marks'] & { space: number; first: string; last: string };

interface WeekCount {
  week: number;
  count: number;
}
