import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../store/sqlite/migrations';
import { COURSE_IDS, SPACE_IDS } from './demo-facts';
import { seedDemo } from './demo';
import { DAY, fromSqlTimestamp, toSqlTimestamp } from './timestamps';

/**
 * What the insights pages chart, over the default demo: growth, a weekly and daily rhythm,
 * a spread of course progress with students at risk, an old backlog of join requests, and
 * `last_activity` that agrees with what members did. Two anchors, so none of it is luck of
 * one calendar.
 */
const ANCHORS = ['2026-11-20T12:00:00Z', '2027-04-03T06:17:00Z'].map((text) => new Date(text));

interface Seeded {
  db: Database.Database;
  anchor: number;
}

const demos: Seeded[] = [];
beforeAll(() => {
  for (const anchor of ANCHORS) {
    const db = new Database(':memory:');
    migrate(db);
    seedDemo(db, { anchor });
    demos.push({ db, anchor: anchor.getTime() });
  }
});

const at = (time: number) => toSqlTimestamp(new Date(time));
const count = (db: Database.Database, sql: string, ...params: unknown[]) =>
  (db.prepare(sql).get(...params) as { n: number }).n;
const daysBefore = (anchor: number, sqlTime: string) =>
  (anchor - fromSqlTimestamp(sqlTime).getTime()) / DAY;

/** Rows of `table` per UTC weekday of their created_at, Sunday first. */
function perWeekday(db: Database.Database, table: 'fcom_posts' | 'fcom_post_comments'): number[] {
  const rows = db
    .prepare<[], { day: string; n: number }>(
      `SELECT strftime('%w', created_at) AS day, count(*) AS n FROM ${table} GROUP BY day`,
    )
    .all();
  return Array.from({ length: 7 }, (_, day) => rows.find((row) => Number(row.day) === day)?.n ?? 0);
}

describe('the demo community, as the insights pages see it', () => {
  it('posts on weekdays more than at weekends, Tuesday to Thursday most, in working hours', () => {
    for (const { db } of demos) {
      const posts = perWeekday(db, 'fcom_posts');
      const [sunday = 0, , tuesday = 0, wednesday = 0, thursday = 0, , saturday = 0] = posts;
      for (const midweek of [tuesday, wednesday, thursday]) {
        expect(midweek).toBeGreaterThan(1.5 * Math.max(saturday, sunday));
      }
      const all = perWeekday(db, 'fcom_posts').map(
        (n, day) => n + (perWeekday(db, 'fcom_post_comments')[day] ?? 0),
      );
      const total = all.reduce((a, b) => a + b, 0);
      expect(((all[0] ?? 0) + (all[6] ?? 0)) / total).toBeLessThan(0.22);
      const midweekShare = ((all[2] ?? 0) + (all[3] ?? 0) + (all[4] ?? 0)) / total;
      expect(midweekShare).toBeGreaterThan(3 / 7 + 0.05);
      const office = count(
        db,
        "SELECT count(*) AS n FROM fcom_posts WHERE strftime('%H', created_at) BETWEEN '07' AND '18'",
      );
      expect(office / posts.reduce((a, b) => a + b, 0)).toBeGreaterThan(0.75);
    }
  });

  it('has posts in each of the last 12 weeks, more lately, and weeks that differ', () => {
    for (const { db, anchor } of demos) {
      const weeks = Array.from({ length: 12 }, (_, back) =>
        count(
          db,
          'SELECT count(*) AS n FROM fcom_posts WHERE created_at >= ? AND created_at < ?',
          at(anchor - (back + 1) * 7 * DAY),
          at(anchor - back * 7 * DAY),
        ),
      );
      expect(Math.min(...weeks)).toBeGreaterThan(0);
      expect(Math.max(...weeks) - Math.min(...weeks)).toBeGreaterThanOrEqual(5);
      const recent = weeks.slice(0, 4).reduce((a, b) => a + b, 0);
      const earlier = weeks.slice(8).reduce((a, b) => a + b, 0);
      expect(recent).toBeGreaterThan(earlier);
    }
  });

  it('grows: registrations and posts rise through the thirds of its life', () => {
    for (const { db, anchor } of demos) {
      const opened = fromSqlTimestamp(
        (db.prepare('SELECT min(created_at) AS at FROM fcom_spaces').get() as { at: string }).at,
      ).getTime();
      const third = (anchor - opened) / 3;
      const inThirds = (table: string, column: string) =>
        [0, 1, 2].map((part) =>
          count(
            db,
            `SELECT count(*) AS n FROM ${table} WHERE ${column} >= ? AND ${column} < ?`,
            at(opened + part * third),
            at(opened + (part + 1) * third),
          ),
        );
      for (const [first = 0, second = 0, last = 0] of [
        inThirds('wp_users', 'user_registered'),
        inThirds('fcom_posts', 'created_at'),
      ]) {
        expect(second).toBeGreaterThan(first);
        expect(last).toBeGreaterThan(second);
      }
      // Everyone joins general within two days of registering (or of its opening).
      expect(
        count(
          db,
          `SELECT count(*) AS n FROM fcom_space_user su JOIN wp_users u ON u.ID = su.user_id
            WHERE su.space_id = ? AND su.user_id > 1
              AND (su.created_at < u.user_registered
                   OR julianday(su.created_at) - julianday(max(u.user_registered, ?)) > 2)`,
          SPACE_IDS.general,
          at(opened),
        ),
      ).toBe(0);
    }
  });

  it('spreads course progress over every bucket the lessons allow, with 10–20% at risk', () => {
    for (const { db, anchor } of demos) {
      for (const courseId of [COURSE_IDS.figma, COURSE_IDS.typescript]) {
        const lessons = count(
          db,
          "SELECT count(*) AS n FROM fcom_course_lessons WHERE course_id = ? AND status = 'published'",
          courseId,
        );
        const students = db
          .prepare<[number], { enrolled: string; lastActivity: string | null; done: number }>(
            `SELECT su.created_at AS enrolled, p.last_activity AS lastActivity,
                    (SELECT count(*) FROM fcom_lesson_completions c
                       JOIN fcom_course_lessons l ON l.id = c.lesson_id AND l.status = 'published'
                      WHERE c.course_id = su.space_id AND c.user_id = su.user_id) AS done
               FROM fcom_space_user su JOIN fcom_xprofile p ON p.user_id = su.user_id
              WHERE su.space_id = ? AND su.role = 'student'`,
          )
          .all(courseId);
        const progress = students.map((student) => Math.round((student.done * 100) / lessons));
        const bucketOf = (percent: number) =>
          [0, 1, 25, 50, 75, 100].findLastIndex((from) => percent >= from);
        const reachable = new Set(
          Array.from({ length: lessons + 1 }, (_, done) =>
            bucketOf(Math.round((done * 100) / lessons)),
          ),
        );
        expect(new Set(progress.map(bucketOf))).toEqual(reachable);
        const atRisk = students.filter(
          (student, index) =>
            daysBefore(anchor, student.enrolled) > 15 &&
            (progress[index] ?? 0) < 50 &&
            (student.lastActivity === null || daysBefore(anchor, student.lastActivity) > 15),
        ).length;
        expect(atRisk / students.length).toBeGreaterThanOrEqual(0.1);
        expect(atRisk / students.length).toBeLessThanOrEqual(0.2);
        // Enrollments over the course's life, not in one burst.
        const months = new Set(
          students.map((student) => Math.floor(daysBefore(anchor, student.enrolled) / 30)),
        );
        expect(months.size).toBeGreaterThanOrEqual(5);
      }
    }
  });

  it('keeps design club requests waiting from hours to months, in every age bucket', () => {
    for (const { db, anchor } of demos) {
      const ages = db
        .prepare<[number], { created_at: string }>(
          "SELECT created_at FROM fcom_space_user WHERE space_id = ? AND status = 'pending'",
        )
        .all(SPACE_IDS.designClub)
        .map((row) => daysBefore(anchor, row.created_at));
      const buckets = [0, 1, 7, 28, 90].map(
        (from, index, starts) =>
          ages.filter((age) => age >= from && age < (starts[index + 1] ?? Infinity)).length,
      );
      for (const inBucket of buckets) expect(inBucket).toBeGreaterThan(0);
    }
  });

  it('has last_activity agree with what members did, with members in every recency bucket', () => {
    for (const { db, anchor } of demos) {
      const latestAction = `(SELECT max(at) FROM (
          SELECT max(created_at) AS at FROM fcom_posts WHERE user_id = p.user_id
          UNION ALL SELECT max(created_at) FROM fcom_post_comments WHERE user_id = p.user_id
          UNION ALL SELECT max(created_at) FROM fcom_post_reactions WHERE user_id = p.user_id
          UNION ALL SELECT max(created_at) FROM fcom_survey_votes WHERE user_id = p.user_id
          UNION ALL SELECT max(completed_at) FROM fcom_lesson_completions WHERE user_id = p.user_id))`;
      expect(
        count(
          db,
          `SELECT count(*) AS n FROM fcom_xprofile p
            WHERE ${latestAction} IS NOT NULL
              AND (p.last_activity IS NULL OR p.last_activity < ${latestAction})`,
        ),
      ).toBe(0);
      expect(
        count(
          db,
          `SELECT count(*) AS n FROM fcom_space_user su JOIN fcom_xprofile p ON p.user_id = su.user_id
            WHERE su.profile_last_activity IS NOT p.last_activity`,
        ),
      ).toBe(0);
      const firstAction = `(SELECT min(at) FROM (
          SELECT min(created_at) AS at FROM fcom_posts WHERE user_id = u.ID
          UNION ALL SELECT min(created_at) FROM fcom_post_comments WHERE user_id = u.ID
          UNION ALL SELECT min(created_at) FROM fcom_post_reactions WHERE user_id = u.ID))`;
      expect(
        count(db, `SELECT count(*) AS n FROM wp_users u WHERE ${firstAction} < u.user_registered`),
      ).toBe(0);
      const recency = [0, 1, 7, 30, 90].map((from, index, starts) =>
        count(
          db,
          'SELECT count(*) AS n FROM fcom_xprofile WHERE last_activity <= ? AND last_activity > ?',
          at(anchor - from * DAY),
          at(anchor - (starts[index + 1] ?? 10_000) * DAY),
        ),
      );
      for (const inBucket of recency) expect(inBucket).toBeGreaterThan(0);
      expect(
        count(db, 'SELECT count(*) AS n FROM fcom_xprofile WHERE last_activity IS NULL'),
      ).toBeGreaterThan(0);
    }
  });
});
