import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { migrate } from '../store/sqlite/migrations';
import { COURSE_IDS, DESIGN_CLUB_PENDING_ACTIVE, HOSTILE, SPACE_IDS } from './demo-facts';
import { AlreadySeededError, seedDemo, type SeedOptions } from './demo';

function seeded(options: SeedOptions = {}) {
  const db = new Database(':memory:');
  migrate(db);
  const { credentials } = seedDemo(db, options);
  return { db, credentials };
}

/** Every table's rows, except the (random by design) application passwords. */
function fingerprint(db: Database.Database): string {
  const tables = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '%fts%' AND name NOT LIKE 'sqlite_%' AND name NOT IN ('wp_application_passwords', 'cd_schema_migrations') ORDER BY name",
    )
    .all() as { name: string }[];
  const hash = createHash('sha256');
  for (const { name } of tables)
    hash
      .update(name)
      .update(JSON.stringify(db.prepare(`SELECT * FROM "${name}" ORDER BY 1, 2`).all()));
  return hash.digest('hex');
}

const count = (db: Database.Database, sql: string, ...params: unknown[]) =>
  (db.prepare(sql).get(...params) as { n: number }).n;

describe('the demo generator', () => {
  it('is deterministic: same seed and sizes, same community', () => {
    const a = seeded({ seed: 7, users: 120, posts: 150 });
    const b = seeded({ seed: 7, users: 120, posts: 150 });
    const c = seeded({ seed: 8, users: 120, posts: 150 });
    expect(fingerprint(a.db)).toBe(fingerprint(b.db));
    expect(fingerprint(a.db)).not.toBe(fingerprint(c.db));
    expect(a.credentials.admin.password).not.toBe(b.credentials.admin.password);
  });

  it('refuses to seed twice', () => {
    const { db } = seeded({ users: 60, posts: 60 });
    expect(() => seedDemo(db)).toThrow(AlreadySeededError);
  });

  it('builds the default demo: a few hundred members, the fixed spaces and courses', () => {
    const { db } = seeded();
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

  it('includes the hostile strings', () => {
    const { db } = seeded();
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
    const { db } = seeded({ users: 60, posts: 60 });
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
