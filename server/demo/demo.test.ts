import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../config';
import { migrate } from '../store/sqlite/migrations';
import { SEED_ANCHOR_ENV } from './anchor';
import {
  ANCHOR_OPTION,
  COURSE_IDS,
  DESIGN_CLUB_PENDING_ACTIVE,
  HOSTILE,
  SPACE_IDS,
} from './demo-facts';
import { AlreadySeededError, seedDemo, type SeedOptions, type SeedSummary } from './demo';
import { demoFingerprint as fingerprint } from './fingerprint';
import { DAY, fromSqlTimestamp, toSqlTimestamp } from './timestamps';

function seeded(options: SeedOptions = {}) {
  const db = new Database(':memory:');
  migrate(db);
  const { credentials, summary } = seedDemo(db, options);
  return { db, credentials, summary };
}

const ANCHOR = new Date('2026-11-20T12:00:00Z');

const count = (db: Database.Database, sql: string, ...params: unknown[]) =>
  (db.prepare(sql).get(...params) as { n: number }).n;

describe('the demo generator', () => {
  it('is deterministic: same seed, sizes and anchor, byte-identical community', () => {
    const a = seeded({ seed: 7, users: 120, posts: 150, anchor: ANCHOR });
    const b = seeded({ seed: 7, users: 120, posts: 150, anchor: ANCHOR });
    const otherSeed = seeded({ seed: 8, users: 120, posts: 150, anchor: ANCHOR });
    const otherAnchor = seeded({
      seed: 7,
      users: 120,
      posts: 150,
      anchor: new Date(ANCHOR.getTime() + 3 * DAY),
    });
    expect(fingerprint(a.db)).toBe(fingerprint(b.db));
    expect(fingerprint(a.db)).not.toBe(fingerprint(otherSeed.db));
    expect(fingerprint(a.db)).not.toBe(fingerprint(otherAnchor.db));
    expect(a.credentials.admin.password).not.toBe(b.credentials.admin.password);
  });

  it('refuses to seed twice', () => {
    const { db } = seeded({ users: 60, posts: 60 });
    expect(() => seedDemo(db)).toThrow(AlreadySeededError);
  });

  it('builds the default demo: a few hundred members, the fixed spaces and courses', () => {
    const { db } = seeded({ anchor: ANCHOR });
    expect(count(db, 'SELECT count(*) AS n FROM wp_users')).toBe(300);
    expect(count(db, 'SELECT count(*) AS n FROM fcom_posts')).toBe(360);
    const spaces = db.prepare('SELECT id, slug, type, privacy FROM fcom_spaces ORDER BY id').all();
    expect(spaces).toEqual([
      { id: SPACE_IDS.general, slug: 'general', type: 'community', privacy: 'public' },
      { id: SPACE_IDS.announcements, slug: 'announcements', type: 'community', privacy: 'public' },
      { id: SPACE_IDS.designClub, slug: 'design-club', type: 'community', privacy: 'private' },
      { id: SPACE_IDS.engineering, slug: 'engineering', type: 'community', privacy: 'public' },
      { id: SPACE_IDS.staffRoom, slug: 'staff-room', type: 'community', privacy: 'secret' },
      { id: COURSE_IDS.figma, slug: 'figma-fundamentals', type: 'course', privacy: 'public' },
      {
        id: COURSE_IDS.typescript,
        slug: 'typescript-from-zero',
        type: 'course',
        privacy: 'public',
      },
      {
        id: COURSE_IDS.accessibility,
        slug: 'accessibility-basics',
        type: 'course',
        privacy: 'private',
      },
    ]);
    const pending =
      "SELECT count(*) AS n FROM fcom_space_user su JOIN fcom_xprofile p ON p.user_id = su.user_id WHERE su.space_id = ? AND su.status = 'pending'";
    expect(count(db, `${pending} AND p.status = 'active'`, SPACE_IDS.designClub)).toBe(
      DESIGN_CLUB_PENDING_ACTIVE,
    );
    expect(count(db, pending, SPACE_IDS.designClub)).toBe(14);
    for (const id of Object.values(SPACE_IDS)) {
      expect(
        count(db, 'SELECT count(*) AS n FROM fcom_posts WHERE space_id = ? AND is_sticky = 1', id),
      ).toBe(1);
    }
    for (const course of [COURSE_IDS.figma, COURSE_IDS.typescript]) {
      expect(
        count(
          db,
          "SELECT count(*) AS n FROM fcom_space_user WHERE space_id = ? AND role = 'student'",
          course,
        ),
      ).toBeGreaterThanOrEqual(20);
    }
  });

  it('publishes the fixture posts (pinned ones included) whatever the anchor', () => {
    for (let week = 0; week < 8; week += 1) {
      const anchor = new Date(ANCHOR.getTime() + week * 7.3 * DAY);
      const { db } = seeded({ users: 60, posts: 120, anchor });
      expect(
        db
          .prepare(
            "SELECT status, count(*) AS n FROM fcom_posts WHERE is_sticky = 1 OR title IN (?, 'The longest word contest') GROUP BY status",
          )
          .all(HOSTILE.postTitle),
      ).toEqual([{ status: 'published', n: 7 }]);
    }
  });

  it('includes the hostile strings', () => {
    const { db } = seeded({ anchor: ANCHOR });
    expect(
      count(
        db,
        'SELECT count(*) AS n FROM fcom_xprofile WHERE display_name = ?',
        HOSTILE.displayName,
      ),
    ).toBe(1);
    const post = db
      .prepare('SELECT space_id, message_rendered FROM fcom_posts WHERE title = ?')
      .get(HOSTILE.postTitle) as { space_id: number; message_rendered: string };
    expect(post.space_id).toBe(SPACE_IDS.general);
    for (const fragment of [
      '<script>alert("xss")</script>',
      '<a href="javascript:alert(1)">',
      '<svg onload=alert(1)>',
      '<iframe src="https://evil.example',
      '<form',
    ]) {
      expect(post.message_rendered).toContain(fragment);
    }
    expect(
      count(
        db,
        'SELECT count(*) AS n FROM fcom_posts WHERE message LIKE ?',
        `%${HOSTILE.longWord}%`,
      ),
    ).toBe(1);
    expect(HOSTILE.longWord.length).toBeGreaterThan(200);
    expect(
      count(
        db,
        'SELECT count(*) AS n FROM fcom_xprofile WHERE display_name IN (?, ?)',
        HOSTILE.arabicName,
        HOSTILE.hebrewName,
      ),
    ).toBe(2);
  });

  it('leaves counters, profile copies and full-text rows consistent with the rows', () => {
    const { db } = seeded({ users: 80, posts: 200 });
    expect(
      count(
        db,
        `SELECT count(*) AS n FROM fcom_posts p WHERE comments_count <> (SELECT count(*) FROM fcom_post_comments c WHERE c.post_id = p.id AND c.status = 'published')`,
      ),
    ).toBe(0);
    expect(
      count(
        db,
        `SELECT count(*) AS n FROM fcom_posts p WHERE reactions_count <> (SELECT count(*) FROM fcom_post_reactions r WHERE r.object_type = 'feed' AND r.object_id = p.id AND r.type = 'like')`,
      ),
    ).toBe(0);
    expect(
      count(
        db,
        `SELECT count(*) AS n FROM fcom_posts p WHERE updated_at <> max(created_at, coalesce((SELECT max(created_at) FROM fcom_post_comments c WHERE c.post_id = p.id), created_at))`,
      ),
    ).toBe(0);
    expect(
      count(
        db,
        `SELECT count(*) AS n FROM fcom_space_user su JOIN fcom_xprofile p ON p.user_id = su.user_id WHERE su.profile_status <> p.status OR su.profile_name_fold <> p.name_fold`,
      ),
    ).toBe(0);
    expect(
      count(db, `SELECT count(*) AS n FROM fcom_posts_fts WHERE fcom_posts_fts MATCH '"xss"'`),
    ).toBe(1);
    expect(
      db.prepare("INSERT INTO fcom_posts_fts(fcom_posts_fts) VALUES ('integrity-check')").run()
        .changes,
    ).toBeGreaterThanOrEqual(0);
  });

  it('keeps the copies and counters right when data changes later (triggers)', () => {
    // At a fixed anchor: the rows written below (2030) must be newer than the demo's.
    const { db } = seeded({ users: 60, posts: 60, anchor: ANCHOR });
    db.prepare(
      "UPDATE fcom_xprofile SET status = 'blocked', name_fold = 'zzz' WHERE user_id = 3",
    ).run();
    expect(
      db
        .prepare(
          'SELECT DISTINCT profile_status, profile_name_fold FROM fcom_space_user WHERE user_id = 3',
        )
        .all(),
    ).toEqual([{ profile_status: 'blocked', profile_name_fold: 'zzz' }]);
    expect(
      count(
        db,
        "SELECT count(*) AS n FROM fcom_posts WHERE user_id = 3 AND author_status <> 'blocked'",
      ),
    ).toBe(0);
    const post = db
      .prepare('SELECT id, comments_count, reactions_count FROM fcom_posts ORDER BY id LIMIT 1')
      .get() as { id: number; comments_count: number; reactions_count: number };
    db.prepare(
      "INSERT INTO fcom_post_comments (user_id, post_id, message, message_rendered, created_at, updated_at, search_text) VALUES (1, ?, 'unique-marker', '<p>x</p>', '2030-01-01 00:00:00', '2030-01-01 00:00:00', 'unique-marker')",
    ).run(post.id);
    db.prepare(
      "INSERT OR IGNORE INTO fcom_post_reactions (user_id, object_id, object_type, type, created_at, updated_at) VALUES (50, ?, 'feed', 'like', '2030-01-01 00:00:00', '2030-01-01 00:00:00')",
    ).run(post.id);
    const after = db
      .prepare('SELECT comments_count, reactions_count, updated_at FROM fcom_posts WHERE id = ?')
      .get(post.id) as { comments_count: number; reactions_count: number; updated_at: string };
    expect(after.comments_count).toBe(post.comments_count + 1);
    expect(after.updated_at).toBe('2030-01-01 00:00:00');
    expect(
      count(
        db,
        `SELECT count(*) AS n FROM fcom_post_comments_fts WHERE fcom_post_comments_fts MATCH '"unique-marker"'`,
      ),
    ).toBe(1);
  });
});

describe('the anchor', () => {
  const storedAnchor = (db: Database.Database) => ({
    option: (
      db
        .prepare('SELECT option_value AS v FROM wp_options WHERE option_name = ?')
        .get(ANCHOR_OPTION) as { v: string }
    ).v,
    summary: JSON.parse(
      (
        db
          .prepare(
            "SELECT option_value AS v FROM wp_options WHERE option_name = 'community_desk_seed'",
          )
          .get() as { v: string }
      ).v,
    ) as SeedSummary,
  });

  it('is the moment of seeding, floored to the minute, unless asked; it is stored', () => {
    const from = Math.floor(Date.now() / 60_000) * 60_000;
    const { db, summary } = seeded({ users: 60, posts: 40 });
    const to = Date.now();
    const anchor = Date.parse(summary.anchor);
    expect(anchor % 60_000).toBe(0);
    expect(anchor).toBeGreaterThanOrEqual(from);
    expect(anchor).toBeLessThanOrEqual(to);
    expect(storedAnchor(db)).toEqual({ option: summary.anchor, summary });
  });

  it('follows SEED_ANCHOR, and an anchor asked for wins over it', () => {
    // A start reads SEED_ANCHOR in config.ts and seeds with it (index.ts); the seed commands
    // take it when no --anchor is given (anchor.test.ts).
    const pinned = readServerConfig([], { [SEED_ANCHOR_ENV]: '2027-02-03T04:05:59+01:00' });
    expect(seeded({ users: 60, posts: 40, anchor: pinned.seedAnchor }).summary.anchor).toBe(
      '2027-02-03T03:05:00.000Z',
    );
    expect(seeded({ users: 60, posts: 40, anchor: ANCHOR }).summary.anchor).toBe(
      ANCHOR.toISOString(),
    );
    expect(() => readServerConfig([], { [SEED_ANCHOR_ENV]: 'next tuesday' })).toThrow(/ISO 8601/);
  });

  it('ends every date by the anchor and opens the community about eight months before', () => {
    for (const anchor of [ANCHOR, new Date('2027-06-09T07:41:00Z')]) {
      const { db, summary } = seeded({ users: 120, posts: 200, anchor });
      const end = toSqlTimestamp(anchor);
      const latest = (sql: string) => (db.prepare(sql).get() as { at: string }).at;
      const earliest = latest('SELECT min(created_at) AS at FROM fcom_spaces');
      expect(summary.spanDays).toBe(245);
      expect((anchor.getTime() - fromSqlTimestamp(earliest).getTime()) / DAY).toBeCloseTo(245, 0);
      for (const [table, column] of [
        ['fcom_posts', 'created_at'],
        ['fcom_post_comments', 'created_at'],
        ['fcom_post_reactions', 'created_at'],
        ['fcom_space_user', 'created_at'],
        ['fcom_lesson_completions', 'completed_at'],
        ['fcom_survey_votes', 'created_at'],
        ['fcom_xprofile', 'last_activity'],
        ['wp_users', 'user_registered'],
      ] as const) {
        expect(latest(`SELECT max(${column}) AS at FROM ${table}`) <= end, table).toBe(true);
      }
      // The newest post is from the last day, the scheduled ones wait beyond the anchor.
      const newest = fromSqlTimestamp(latest('SELECT max(created_at) AS at FROM fcom_posts'));
      expect(anchor.getTime() - newest.getTime()).toBeLessThan(DAY);
      expect(
        latest("SELECT min(scheduled_at) AS at FROM fcom_posts WHERE status = 'scheduled'") > end,
      ).toBe(true);
    }
  });
});
