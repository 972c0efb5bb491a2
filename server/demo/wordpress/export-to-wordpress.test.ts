import type { Database } from 'better-sqlite3';
import mysql from 'mysql2/promise';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unserialize } from 'php-serialize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWordPressPasswordHash } from '../../lib/wordpress-password-hash';
import { closeDatabase, openDatabase } from '../../store/sqlite/open';
import {
  createTestDatabase,
  createWordPressDumpDatabase,
  type TestDatabase,
} from '../../test/mariadb';
import type { DemoCredentials } from '../credentials';
import { seedDemo } from '../demo';
import { exportDemoToWordPress, type ExportSummary } from './export-to-wordpress';
import { BadTargetError } from './mysql-target';
import { WORDPRESS_TABLES } from './schema';

/**
 * The default demo, seeded in SQLite and exported to a fresh MariaDB database: the same rows
 * in the plugin's tables, formats and indexes.
 */
const SITE = 'http://127.0.0.1:9911';
const TOKEN = '{{site_url}}';

const dataDir = mkdtempSync(path.join(tmpdir(), 'community-desk-wp-export-'));
let sqlite: Database;
let credentials: DemoCredentials;
let target: TestDatabase;
let dump: TestDatabase;
let summary: ExportSummary;
const log: string[] = [];

beforeAll(async () => {
  sqlite = openDatabase(dataDir);
  credentials = seedDemo(sqlite).credentials;
  [target, dump] = await Promise.all([
    createTestDatabase('wordpress export'),
    createWordPressDumpDatabase('wordpress export schema'),
  ]);
  summary = await exportDemoToWordPress(sqlite, target.url, {
    siteUrl: `${SITE}/`,
    credentials,
    log: (line) => log.push(line),
  });
});

afterAll(async () => {
  closeDatabase(sqlite);
  rmSync(dataDir, { recursive: true, force: true });
  await Promise.all([target.drop(), dump.drop()]);
});

async function query<T>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const connection = await mysql.createConnection({ uri: url, dateStrings: true });
  try {
    await connection.query("SET time_zone = '+00:00'");
    const [rows] = await connection.query<mysql.RowDataPacket[]>(sql, values);
    return rows as T[];
  } finally {
    await connection.end();
  }
}

function sqliteCount(sql: string): number {
  return (sqlite.prepare(sql).get() as { n: number }).n;
}

function absolute(text: string): string;
function absolute(text: string | null): string | null;
function absolute(text: string | null): string | null {
  return text === null ? null : text.replaceAll(TOKEN, SITE);
}

/** PHP has one kind of array: an empty JSON object comes back as an empty list. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    return entries.length === 0
      ? []
      : Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

function fromPhp(serialized: string | null): unknown {
  return serialized === null ? null : canonical(unserialize(serialized) as unknown);
}

function fromJson(json: string): unknown {
  return canonical(JSON.parse(absolute(json)) as unknown);
}

describe('exporting the demo to a WordPress-shaped MariaDB', () => {
  it('writes as many rows per table as SQLite holds', async () => {
    const users = sqliteCount('SELECT count(*) AS n FROM wp_users');
    const expected: Record<string, number> = {
      users,
      fcom_xprofile: sqliteCount('SELECT count(*) AS n FROM fcom_xprofile'),
      fcom_spaces: sqliteCount('SELECT count(*) AS n FROM fcom_spaces'),
      fcom_space_user: sqliteCount('SELECT count(*) AS n FROM fcom_space_user'),
      fcom_posts: sqliteCount(`SELECT (SELECT count(*) FROM fcom_posts)
        + (SELECT count(*) FROM fcom_course_sections)
        + (SELECT count(*) FROM fcom_course_lessons) AS n`),
      fcom_post_comments: sqliteCount('SELECT count(*) AS n FROM fcom_post_comments'),
      fcom_post_reactions: sqliteCount(`SELECT (SELECT count(*) FROM fcom_post_reactions)
        + (SELECT count(*) FROM fcom_lesson_completions)
        + (SELECT count(*) FROM fcom_survey_votes) AS n`),
      fcom_terms: sqliteCount('SELECT count(*) AS n FROM fcom_terms'),
      fcom_term_feed: sqliteCount('SELECT count(*) AS n FROM fcom_term_feed'),
      // siteurl, home, permalink_structure, fluent_community_db_version + the demo's own.
      options: sqliteCount('SELECT count(*) AS n FROM wp_options') + 4,
      // 14 keys per user, plus _application_passwords for the two demo accounts.
      usermeta: users * 14 + 2,
      fcom_user_activities: sqliteCount(
        "SELECT count(*) AS n FROM fcom_posts WHERE status = 'published'",
      ),
    };
    for (const table of WORDPRESS_TABLES) {
      const [row] = await query<{ n: number }>(target.url, `SELECT count(*) AS n FROM wp_${table}`);
      expect({ table, rows: row?.n }).toEqual({ table, rows: summary.rows[table] });
      if (expected[table] !== undefined) {
        expect({ table, rows: row?.n }).toEqual({ table, rows: expected[table] });
      }
    }
    expect(log.some((line) => line.includes('fcom_post_reactions'))).toBe(true);
  });

  it('creates every table exactly as WordPress and the plugin do (columns, indexes, collation)', async () => {
    const withoutCounter = (sql: string) => sql.replace(/ AUTO_INCREMENT=\d+/, '');
    for (const table of WORDPRESS_TABLES) {
      const [ours] = await query<{ 'Create Table': string }>(
        target.url,
        `SHOW CREATE TABLE wp_${table}`,
      );
      const [real] = await query<{ 'Create Table': string }>(
        dump.url,
        `SHOW CREATE TABLE wp_${table}`,
      );
      expect(withoutCounter(ours?.['Create Table'] ?? '')).toBe(
        withoutCounter(real?.['Create Table'] ?? 'missing'),
      );
    }
  });

  it('copies every post with its text, URLs made absolute, and its meta PHP-serialized', async () => {
    type Post = Record<string, string | number | null> & { id: number; meta: string };
    const columns =
      'id, user_id, title, slug, message, message_rendered, type, content_type, space_id, privacy, status, featured_image, is_sticky, comments_count, reactions_count, created_at, updated_at';
    const ours = sqlite
      .prepare<[], Post>(`SELECT ${columns}, meta FROM fcom_posts ORDER BY id`)
      .all();
    const copied = await query<Post>(
      target.url,
      `SELECT ${columns}, meta FROM wp_fcom_posts WHERE type = 'text' ORDER BY id`,
    );
    const votes = sqlite
      .prepare<[], { post_id: number; option_slug: string; n: number }>(
        'SELECT post_id, option_slug, count(*) AS n FROM fcom_survey_votes GROUP BY 1, 2',
      )
      .all();
    expect(copied).toHaveLength(ours.length);
    let surveys = 0;
    ours.forEach((post, index) => {
      const { meta, ...fields } = post;
      const row = copied[index];
      const expected = Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [
          key,
          typeof value === 'string' ? absolute(value) : value,
        ]),
      );
      expect({ ...row, meta: undefined }).toEqual({ ...expected, meta: undefined });
      const expectedMeta = fromJson(meta) as { survey_config?: { options: { slug: string }[] } };
      for (const option of expectedMeta.survey_config?.options ?? []) {
        surveys += 1;
        Object.assign(option, {
          vote_counts:
            votes.find((v) => v.post_id === post.id && v.option_slug === option.slug)?.n ?? 0,
        });
      }
      expect(fromPhp(row?.meta ?? null)).toEqual(expectedMeta);
    });
    expect(surveys).toBeGreaterThan(0);
    const leftovers = await query<{ n: number }>(
      target.url,
      `SELECT (SELECT count(*) FROM wp_fcom_posts
                WHERE concat_ws('', message, message_rendered, meta, featured_image) LIKE ?)
            + (SELECT count(*) FROM wp_fcom_post_comments WHERE concat_ws('', message_rendered, meta) LIKE ?)
            + (SELECT count(*) FROM wp_fcom_spaces WHERE concat_ws('', cover_photo, settings) LIKE ?) AS n`,
      ['%{{site_url}}%', '%{{site_url}}%', '%{{site_url}}%'],
    );
    expect(leftovers[0]?.n).toBe(0);
    const [featured] = await query<{ featured_image: string }>(
      target.url,
      "SELECT featured_image FROM wp_fcom_posts WHERE slug = 'spring-release-is-live'",
    );
    expect(featured?.featured_image).toBe(`${SITE}/demo-media/images/spring-release.svg`);
  });

  it('copies profiles, accents, scripts and emoji intact, their meta as PHP values', async () => {
    type Profile = {
      user_id: number;
      username: string;
      display_name: string;
      short_description: string;
      status: string;
      meta: string;
      last_activity: string | null;
    };
    const columns =
      'user_id, username, display_name, short_description, status, last_activity, meta';
    const ours = sqlite
      .prepare<[], Profile>(`SELECT ${columns} FROM fcom_xprofile ORDER BY id`)
      .all();
    const copied = await query<Profile>(
      target.url,
      `SELECT ${columns} FROM wp_fcom_xprofile ORDER BY id`,
    );
    expect(copied.map(({ meta, ...rest }) => ({ ...rest, meta: fromPhp(meta) }))).toEqual(
      ours.map(({ meta, ...rest }) => ({ ...rest, meta: fromJson(meta) })),
    );
    const names = copied.map((profile) => profile.display_name);
    expect(names).toEqual(expect.arrayContaining(['José García', 'ليلى حداد', 'נועה כהן']));
    const [member] = await query<{ meta: string }>(
      target.url,
      "SELECT meta FROM wp_fcom_xprofile WHERE username = 'member'",
    );
    // PHP counts bytes: the emoji is 4 of them.
    const bio = '<p>Just here to learn 🙂</p>';
    expect(Buffer.byteLength(bio)).toBeGreaterThan(bio.length);
    expect(member?.meta).toContain(`s:${Buffer.byteLength(bio)}:"${bio}"`);
  });

  it('keeps course sections and lessons in fcom_posts, completions and votes in fcom_post_reactions', async () => {
    const lessons = await query<{
      id: number;
      parent_id: number;
      space_id: number;
      section_type: string;
    }>(
      target.url,
      `SELECT l.id, l.parent_id, l.space_id, s.type AS section_type
         FROM wp_fcom_posts l JOIN wp_fcom_posts s ON s.id = l.parent_id
        WHERE l.type = 'course_lesson'`,
    );
    expect(lessons).toHaveLength(sqliteCount('SELECT count(*) AS n FROM fcom_course_lessons'));
    expect(new Set(lessons.map((lesson) => lesson.section_type))).toEqual(
      new Set(['course_section']),
    );
    const progress = await query<{ course: number; user: number; done: number }>(
      target.url,
      `SELECT r.parent_id AS course, r.user_id AS user, count(*) AS done
         FROM wp_fcom_post_reactions r
         JOIN wp_fcom_posts l ON l.id = r.object_id AND l.type = 'course_lesson' AND l.space_id = r.parent_id
        WHERE r.object_type = 'lesson_completed' AND r.type = 'completed'
        GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(progress).toEqual(
      sqlite
        .prepare(
          `SELECT course_id AS course, user_id AS user, count(*) AS done FROM fcom_lesson_completions
            GROUP BY 1, 2 ORDER BY 1, 2`,
        )
        .all(),
    );
    const votes = await query<{ post: number; slug: string; n: number }>(
      target.url,
      `SELECT object_id AS post, object_type AS slug, count(*) AS n FROM wp_fcom_post_reactions
        WHERE type = 'survey_vote' GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(votes).toEqual(
      sqlite
        .prepare(
          `SELECT post_id AS post, option_slug AS slug, count(*) AS n FROM fcom_survey_votes
            GROUP BY 1, 2 ORDER BY 1, 2`,
        )
        .all(),
    );
    const [likeParents] = await query<{ wrong: number }>(
      target.url,
      `SELECT count(*) AS wrong FROM wp_fcom_post_reactions r
         JOIN wp_fcom_post_comments c ON c.id = r.object_id
        WHERE r.object_type = 'comment' AND NOT r.parent_id <=> c.post_id`,
    );
    expect(likeParents?.wrong).toBe(0);
  });

  it('stores the demo application passwords hashed: the admin as phpass, the member as $generic$', async () => {
    const rows = await query<{ user_login: string; meta_value: string }>(
      target.url,
      `SELECT u.user_login, m.meta_value FROM wp_usermeta m JOIN wp_users u ON u.ID = m.user_id
        WHERE m.meta_key = '_application_passwords' ORDER BY u.ID`,
    );
    expect(rows.map((row) => row.user_login)).toEqual([
      credentials.admin.username,
      credentials.member.username,
    ]);
    const hashes = rows.map((row) => {
      const entries = unserialize(row.meta_value) as Record<string, unknown>[];
      expect(entries).toHaveLength(1);
      expect(Object.keys(entries[0] ?? {})).toEqual([
        'uuid',
        'app_id',
        'name',
        'password',
        'created',
        'last_used',
        'last_ip',
      ]);
      expect(entries[0]).toMatchObject({ app_id: '', last_used: null, last_ip: null });
      return String(entries[0]?.password);
    });
    const [admin = '', member = ''] = hashes;
    expect(admin).toMatch(/^\$P\$B.{30}$/);
    expect(member).toMatch(/^\$generic\$/);
    const plain = (password: string) => password.replaceAll(' ', '');
    expect(verifyWordPressPasswordHash(plain(credentials.admin.password), admin)).toBe(true);
    expect(verifyWordPressPasswordHash(plain(credentials.member.password), member)).toBe(true);
    expect(verifyWordPressPasswordHash(plain(credentials.member.password), admin)).toBe(false);
  });

  it('writes roles, levels and the cached space ids the way WordPress and the plugin keep them', async () => {
    const meta = await query<{ user_login: string; meta_key: string; meta_value: string }>(
      target.url,
      `SELECT u.user_login, m.meta_key, m.meta_value FROM wp_usermeta m JOIN wp_users u ON u.ID = m.user_id
        WHERE u.user_login IN ('admin', 'member')
          AND m.meta_key IN ('wp_capabilities', 'wp_user_level', '_fcom_space_ids')`,
    );
    const value = (login: string, key: string) =>
      meta.find((row) => row.user_login === login && row.meta_key === key)?.meta_value;
    expect(value('admin', 'wp_capabilities')).toBe('a:1:{s:13:"administrator";b:1;}');
    expect(value('admin', 'wp_user_level')).toBe('10');
    expect(value('member', 'wp_capabilities')).toBe('a:1:{s:10:"subscriber";b:1;}');
    expect(value('member', 'wp_user_level')).toBe('0');
    const spaces = (sql: string) =>
      sqlite
        .prepare<[], { id: number }>(sql)
        .all()
        .map((row) => row.id);
    expect(unserialize(value('admin', '_fcom_space_ids') ?? '')).toEqual(
      spaces(`SELECT id FROM fcom_spaces WHERE type IN ('community', 'course') ORDER BY id`),
    );
    const memberSpaces = spaces(`SELECT id FROM fcom_spaces
      WHERE type IN ('community', 'course')
        AND (privacy = 'public' OR id IN (SELECT space_id FROM fcom_space_user su
               JOIN wp_users u ON u.ID = su.user_id WHERE u.user_login = 'member' AND su.status = 'active'))
      ORDER BY id`);
    expect(unserialize(value('member', '_fcom_space_ids') ?? '')).toEqual(memberSpaces);
    const [pass] = await query<{ user_pass: string }>(
      target.url,
      "SELECT user_pass FROM wp_users WHERE user_login = 'admin'",
    );
    expect(pass?.user_pass).toMatch(/^\$P\$.{31}$/);
  });

  it('writes the site URL, permalinks and plugin version options, and the demo options', async () => {
    const rows = await query<{ option_name: string; option_value: string }>(
      target.url,
      'SELECT option_name, option_value FROM wp_options',
    );
    const options = Object.fromEntries(rows.map((row) => [row.option_name, row.option_value]));
    expect(options).toMatchObject({
      siteurl: SITE,
      home: SITE,
      permalink_structure: '/%postname%/',
      fluent_community_db_version: '1.0.8',
      blogname: 'Community Desk Demo',
      community_desk_demo_username: 'admin',
    });
  });

  it('stores membership user ids as strings, empty meta as NULL, timestamps as UTC text', async () => {
    const copied = await query<{ user_id: unknown; meta: unknown; created_at: string }>(
      target.url,
      'SELECT user_id, meta, created_at FROM wp_fcom_space_user ORDER BY id',
    );
    const ours = sqlite
      .prepare<[], { user_id: number; created_at: string }>(
        'SELECT user_id, created_at FROM fcom_space_user ORDER BY id',
      )
      .all();
    expect(copied).toEqual(
      ours.map((row) => ({ user_id: String(row.user_id), meta: null, created_at: row.created_at })),
    );
  });
});

describe('a database that already has the tables', () => {
  it('is refused without reset, and reset drops and replaces exactly our tables', async () => {
    const database = await createTestDatabase('wordpress export reset');
    try {
      await exportDemoToWordPress(sqlite, database.url, { prefix: 'cd_' });
      await query(database.url, 'CREATE TABLE cd_posts (id int PRIMARY KEY)');
      await query(database.url, 'INSERT INTO cd_posts VALUES (7)');
      await query(database.url, 'DELETE FROM cd_fcom_posts WHERE id = 1');
      const refused = exportDemoToWordPress(sqlite, database.url, { prefix: 'cd_' });
      await expect(refused).rejects.toBeInstanceOf(BadTargetError);
      await expect(refused).rejects.toThrow(/cd_fcom_posts.*--reset/);
      const [kept] = await query<{ n: number }>(
        database.url,
        'SELECT count(*) AS n FROM cd_fcom_posts WHERE id = 1',
      );
      expect(kept?.n).toBe(0);

      const again = await exportDemoToWordPress(sqlite, database.url, {
        prefix: 'cd_',
        reset: true,
      });
      const [restored] = await query<{ n: number }>(
        database.url,
        'SELECT count(*) AS n FROM cd_fcom_posts WHERE id = 1',
      );
      expect(restored?.n).toBe(1);
      // Without credentials, the demo accounts keep the hashes SQLite stored: same rows.
      expect(again.rows).toEqual(summary.rows);
      const [[stored]] = [
        await query<{ meta_value: string }>(
          database.url,
          "SELECT meta_value FROM cd_usermeta WHERE meta_key = '_application_passwords' LIMIT 1",
        ),
      ];
      expect(stored?.meta_value).toContain('s:8:"password";s:');
      expect(stored?.meta_value).toContain('"$generic$');
      expect(await query(database.url, 'SELECT id FROM cd_posts')).toEqual([{ id: 7 }]);
      const [ours] = await query<{ 'Create Table': string }>(
        database.url,
        'SHOW CREATE TABLE cd_fcom_xprofile',
      );
      expect(ours?.['Create Table']).toContain('KEY `cd_fcom_xp__username` (`username`)');
    } finally {
      await database.drop();
    }
  });

  it('refuses a WordPress database that has any of our tables, even without fcom_posts', async () => {
    const database = await createTestDatabase('wordpress export partial');
    try {
      await query(database.url, 'CREATE TABLE wp_users (ID bigint PRIMARY KEY)');
      await expect(exportDemoToWordPress(sqlite, database.url)).rejects.toThrow(
        /wp_users.*--reset/,
      );
    } finally {
      await database.drop();
    }
  });
});
