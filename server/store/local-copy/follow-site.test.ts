import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../app';
import { answerAsAdmin, expectCopyAnswersLikeSite } from '../../test/copy-answers';
import { serveThroughLocalCopy } from '../../test/local-copy-round-trip';
import { createWordPressDumpDatabase, type TestDatabase } from '../../test/mariadb';
import { parseDatabaseUrl } from '../wordpress/database-url';
import { openWordPressStore, type OpenedWordPressStore } from '../wordpress/open';
import { FOLLOWED_TABLES, type FollowedTableName } from './followed-tables';

/**
 * Following the site (follow-site.ts) over the real plugin's database (test/fixtures/wordpress/):
 * the site is changed the ways the plugin changes it — rows added, rows edited with and
 * without moving `updated_at`, rows deleted, counters moved — and after the copy's polls
 * every answer through the copy equals the WordPress store's answer from the site itself.
 */

/** Requests whose answers show every kind of change made below. */
const PATHS = [
  '/feeds',
  '/feeds?per_page=50',
  '/feeds?space=general&per_page=50',
  '/feeds?order_by_type=popular&per_page=20',
  '/feeds?order_by_type=oldest&per_page=20',
  '/feeds?search=follow',
  '/feeds?topic_slug=questions&per_page=20',
  '/spaces',
  '/spaces/general/members?per_page=50',
  '/spaces/general/members?search=follow',
  '/spaces/general/members?sort_by=display_name&per_page=50',
  '/spaces/design-club/members?status=pending',
  '/admin/courses',
  '/admin/courses/5/students?per_page=50',
  '/profile/site/comments',
];

let database: TestDatabase;
let admin: mysql.Connection;
let opened: OpenedWordPressStore;
let copy: Awaited<ReturnType<typeof serveThroughLocalCopy>>;
let local: App;

beforeAll(async () => {
  database = await createWordPressDumpDatabase('follow_site');
  admin = await mysql.createConnection(database.url);
  opened = await openWordPressStore(parseDatabaseUrl(database.readOnlyUrl), {
    prefix: 'wp_',
    budgetMs: 5000,
  });
  // Polled by the tests alone (followNow), one chunk at a time: what a poll shows before its
  // chunks' turn comes is what the poll found by ids, updated_at and dependents.
  copy = await serveThroughLocalCopy(opened.store, opened.context, {
    followMs: 60 * 60_000,
    chunksPerPoll: 1,
  });
  local = createApp({ store: copy.store, contentOrigin: opened.site.home });
}, 120_000);

afterAll(async () => {
  await copy?.close();
  await opened?.store.close();
  await admin?.end();
  await database?.drop();
});

/**
 * The highest id the tests wrote in a table: the copy may hold rows up to it after the site
 * deleted them, and every chunk up to it must take its turn.
 */
const written: Partial<Record<FollowedTableName, number>> = {};

/** Enough polls for every chunk of every table, the site's or the copy's, to take its turn, and one more. */
async function followEverything(): Promise<void> {
  const [[counts]] = await admin.query<mysql.RowDataPacket[]>(
    `SELECT ${FOLLOWED_TABLES.map(
      (table) =>
        `(SELECT FLOOR(GREATEST(COALESCE(MAX(${table.name === 'users' ? 'ID' : 'id'}), 0), ${
          written[table.name] ?? 0
        }) / 5000) + 1 FROM ${opened.context.tables[table.name]}) AS ${table.name}`,
    ).join(', ')}`,
  );
  const chunks = Object.values(counts ?? {}).reduce<number>((sum, n) => sum + Number(n), 0);
  for (let poll = 0; poll <= chunks; poll += 1) {
    expect(await copy.keeper.followNow()).toBe(true);
  }
}

async function one<T>(sql: string, values: unknown[] = []): Promise<T> {
  const [rows] = await admin.query<mysql.RowDataPacket[]>(sql, values);
  return rows[0] as T;
}

const commentMessages = async (app: App, path: string) =>
  (
    ((await answerAsAdmin(app, path)) as { body: { comments: { data: { message: string }[] } } })
      .body.comments.data ?? []
  ).map((comment) => comment.message);

/** A published text post in the general space at `id`, titled `title`, as the plugin writes one. */
async function addPost(id: number, title: string): Promise<void> {
  const template = await one<{ id: number }>(
    `SELECT p.id FROM wp_fcom_posts p JOIN wp_fcom_spaces s ON s.id = p.space_id
      WHERE s.slug = 'general' AND p.status = 'published' AND p.type = 'text' ORDER BY p.id LIMIT 1`,
  );
  await admin.query(
    `INSERT INTO wp_fcom_posts
       SELECT ?, user_id, parent_id, ?, ?, 'Far from the others', '<p>Far from the others</p>',
              type, content_type, space_id, privacy, status, featured_image, meta, 0, 0, 0,
              priority, expired_at, scheduled_at, NOW(), NOW()
         FROM wp_fcom_posts WHERE id = ?`,
    [id, title, title.toLowerCase().replace(/\W+/g, '-'), template.id],
  );
  written.posts = Math.max(written.posts ?? 0, id);
}

const feedTitles = async (app: App, path: string) =>
  (
    ((await answerAsAdmin(app, path)) as { body: { feeds: { data: { title: string }[] } } }).body
      .feeds.data ?? []
  ).map((post) => post.title);

describe('following the site into a local copy', () => {
  it('starts equal to the site', async () => {
    await expectCopyAnswersLikeSite(local, database, PATHS);
  });

  it('shows new posts, comments and likes, and posts edited or commented on, after one poll', async () => {
    const general = await one<{ id: number }>(
      "SELECT id FROM wp_fcom_spaces WHERE slug = 'general'",
    );
    const template = await one<{ id: number }>(
      "SELECT id FROM wp_fcom_posts WHERE space_id = ? AND status = 'published' AND type = 'text' ORDER BY id LIMIT 1",
      [general.id],
    );
    const { next } = await one<{ next: number }>('SELECT MAX(id) + 1 AS next FROM wp_fcom_posts');
    await admin.query(
      `INSERT INTO wp_fcom_posts
         SELECT ?, user_id, parent_id, 'Follow me: a new post', 'follow-me-a-new-post',
                'Posted after the copy was made', '<p>Posted after the copy was made</p>', type,
                content_type, space_id, privacy, status, featured_image, meta, 0, 0, 0, priority,
                expired_at, scheduled_at, NOW(), NOW()
           FROM wp_fcom_posts WHERE id = ?`,
      [next, template.id],
    );
    // A comment and a like on older posts move only those posts' counters (an importer can
    // leave updated_at alone): the copy copies the posts a new row touches again.
    const older = await one<{ id: number }>(
      "SELECT id FROM wp_fcom_posts WHERE status = 'published' AND type = 'text' ORDER BY id LIMIT 1 OFFSET 5",
    );
    await admin.query(
      `INSERT INTO wp_fcom_post_comments (user_id, post_id, message, message_rendered, type,
         content_type, status, created_at, updated_at)
       VALUES (1, ?, 'A comment to follow', '<p>A comment to follow</p>', 'comment', 'text',
         'published', NOW(), NOW())`,
      [template.id],
    );
    await admin.query('UPDATE wp_fcom_posts SET comments_count = comments_count + 1 WHERE id = ?', [
      template.id,
    ]);
    await admin.query(
      `INSERT INTO wp_fcom_post_reactions (user_id, object_id, object_type, type, created_at, updated_at)
       VALUES (1, ?, 'feed', 'like', NOW(), NOW()), (1, ?, 'feed', 'like', NOW(), NOW())`,
      [next, older.id],
    );
    await admin.query(
      'UPDATE wp_fcom_posts SET reactions_count = reactions_count + 1 WHERE id IN (?, ?)',
      [next, older.id],
    );
    // An edit, as the plugin makes one: updated_at moves.
    await admin.query(
      "UPDATE wp_fcom_posts SET message = 'Edited: follow this', updated_at = NOW() WHERE id = ?",
      [older.id + 1],
    );

    expect(await feedTitles(local, '/feeds?per_page=50')).not.toContain('Follow me: a new post');
    expect(await copy.keeper.followNow()).toBe(true);
    expect(await feedTitles(local, '/feeds?per_page=50')).toContain('Follow me: a new post');
    await expectCopyAnswersLikeSite(local, database, PATHS);
  });

  it('shows a post edited within the second of the last update it read, whatever its id, after one poll', async () => {
    // Two posts far from the others (a chunk whose turn is far off), read by one poll; then
    // the lower id is edited within the same second as the higher one's last update.
    await addPost(900_001, 'Samesecond older');
    await admin.query(
      "UPDATE wp_fcom_posts SET updated_at = '2020-01-01 00:00:00' WHERE id = 900001",
    );
    expect(await copy.keeper.followNow()).toBe(true);
    await addPost(900_002, 'Samesecond newest');
    expect(await copy.keeper.followNow()).toBe(true);
    const { second } = await one<{ second: string }>(
      "SELECT DATE_FORMAT(updated_at, '%Y-%m-%d %H:%i:%s') AS second FROM wp_fcom_posts WHERE id = 900002",
    );
    await admin.query(
      "UPDATE wp_fcom_posts SET title = 'Samesecond edit', updated_at = ? WHERE id = 900001",
      [second],
    );
    expect(await copy.keeper.followNow()).toBe(true);
    expect((await feedTitles(local, '/feeds?search=samesecond')).sort()).toEqual([
      'Samesecond edit',
      'Samesecond newest',
    ]);
  });

  it('shows edits that leave updated_at alone, deletions and profile changes once every chunk had its turn', async () => {
    const liked = await one<{ id: number; object_id: number }>(
      "SELECT id, object_id FROM wp_fcom_post_reactions WHERE object_type = 'feed' AND type = 'like' ORDER BY id LIMIT 1",
    );
    await admin.query('DELETE FROM wp_fcom_post_reactions WHERE id = ?', [liked.id]);
    await admin.query(
      'UPDATE wp_fcom_posts SET reactions_count = GREATEST(reactions_count - 1, 0) WHERE id = ?',
      [liked.object_id],
    );
    // Pinned and retitled without a new updated_at.
    const old = await one<{ id: number }>(
      "SELECT id FROM wp_fcom_posts WHERE status = 'published' AND type = 'text' AND is_sticky = 0 ORDER BY id LIMIT 1 OFFSET 3",
    );
    await admin.query(
      "UPDATE wp_fcom_posts SET title = 'Quietly retitled, follow along' WHERE id = ?",
      [old.id],
    );
    const comment = await one<{ id: number; post_id: number }>(
      "SELECT id, post_id FROM wp_fcom_post_comments WHERE status = 'published' ORDER BY id LIMIT 1",
    );
    await admin.query('DELETE FROM wp_fcom_post_comments WHERE id = ?', [comment.id]);
    await admin.query(
      'UPDATE wp_fcom_posts SET comments_count = GREATEST(comments_count - 1, 0) WHERE id = ?',
      [comment.post_id],
    );
    // A member renamed (memberships and posts carry copies of the profile), one who left.
    const member = await one<{ user_id: number }>(
      `SELECT su.user_id FROM wp_fcom_space_user su JOIN wp_fcom_spaces s ON s.id = su.space_id
        WHERE s.slug = 'general' AND su.status = 'active' ORDER BY su.id LIMIT 1 OFFSET 2`,
    );
    await admin.query(
      "UPDATE wp_fcom_xprofile SET display_name = 'Followed Renamed', status = 'active' WHERE user_id = ?",
      [member.user_id],
    );
    const leaving = await one<{ id: number }>(
      `SELECT su.id FROM wp_fcom_space_user su JOIN wp_fcom_spaces s ON s.id = su.space_id
        WHERE s.slug = 'general' AND su.user_id <> ? ORDER BY su.id DESC LIMIT 1`,
      [member.user_id],
    );
    await admin.query('DELETE FROM wp_fcom_space_user WHERE id = ?', [leaving.id]);
    // A survey vote taken back, a topic no longer offered in a space.
    await admin.query(
      "DELETE FROM wp_fcom_post_reactions WHERE type = 'survey_vote' ORDER BY id LIMIT 1",
    );
    await admin.query(
      "DELETE FROM wp_fcom_meta WHERE object_type = 'term_space_relation' ORDER BY id LIMIT 1",
    );

    await followEverything();
    expect(await feedTitles(local, '/feeds?search=follow')).toContain(
      'Quietly retitled, follow along',
    );
    const renamed = (await answerAsAdmin(local, '/spaces/general/members?search=follow')) as {
      body: { members: { data: { xprofile: { display_name: string } }[] } };
    };
    expect(renamed.body.members.data.map((row) => row.xprofile.display_name)).toEqual([
      'Followed Renamed',
    ]);
    await expectCopyAnswersLikeSite(local, database, PATHS);
  });

  it('shows a post deleted from a chunk of ids of its own once every chunk had its turn', async () => {
    await addPost(5001, 'Far post 5001');
    await addPost(10001, 'Far post 10001');
    expect(await copy.keeper.followNow()).toBe(true);
    expect(await feedTitles(local, '/feeds?per_page=50')).toEqual(
      expect.arrayContaining(['Far post 5001', 'Far post 10001']),
    );
    await followEverything();

    await admin.query('DELETE FROM wp_fcom_posts WHERE id = 5001');
    await followEverything();
    const titles = await feedTitles(local, '/feeds?per_page=50');
    expect(titles).not.toContain('Far post 5001');
    expect(titles).toContain('Far post 10001');
    await expectCopyAnswersLikeSite(local, database, PATHS);
  });

  it('shows the top chunks of ids emptied: a post, a comment and a like taken down, and the counters they moved', async () => {
    // A comment and a like far up their tables, on an older post (its counters move).
    const older = await one<{ id: number }>(
      "SELECT id FROM wp_fcom_posts WHERE status = 'published' AND type = 'text' ORDER BY id LIMIT 1 OFFSET 7",
    );
    await admin.query(
      `INSERT INTO wp_fcom_post_comments (id, user_id, post_id, message, message_rendered, type,
         content_type, status, created_at, updated_at)
       VALUES (10001, 1, ?, 'A far comment', '<p>A far comment</p>', 'comment', 'text',
         'published', NOW(), NOW())`,
      [older.id],
    );
    await admin.query(
      `INSERT INTO wp_fcom_post_reactions (id, user_id, object_id, object_type, type, created_at, updated_at)
       VALUES (10001, 1, ?, 'feed', 'like', NOW(), NOW())`,
      [older.id],
    );
    written.comments = 10001;
    written.reactions = 10001;
    await admin.query(
      `UPDATE wp_fcom_posts SET comments_count = comments_count + 1,
         reactions_count = reactions_count + 1 WHERE id = ?`,
      [older.id],
    );
    expect(await copy.keeper.followNow()).toBe(true);
    await followEverything();
    expect(await commentMessages(local, '/profile/site/comments')).toContain('A far comment');
    await expectCopyAnswersLikeSite(local, database, PATHS);

    // A moderator deletes them, and the post far up: no table's highest id reaches them now.
    await admin.query('DELETE FROM wp_fcom_post_comments WHERE id = 10001');
    await admin.query('DELETE FROM wp_fcom_post_reactions WHERE id = 10001');
    await admin.query(
      `UPDATE wp_fcom_posts SET comments_count = comments_count - 1,
         reactions_count = reactions_count - 1 WHERE id = ?`,
      [older.id],
    );
    await admin.query('DELETE FROM wp_fcom_posts WHERE id = 10001');
    await followEverything();
    expect(await feedTitles(local, '/feeds?per_page=50')).not.toContain('Far post 10001');
    expect(await commentMessages(local, '/profile/site/comments')).not.toContain('A far comment');
    await expectCopyAnswersLikeSite(local, database, PATHS);
  });

  it('shows new chunks of ids deleted before their first checksum', async () => {
    // The poll that copies them checksums one chunk at most: one of the two is never checked.
    await addPost(15001, 'Far post 15001');
    await addPost(20001, 'Far post 20001');
    await addPost(25001, 'Far post 25001');
    expect(await copy.keeper.followNow()).toBe(true);
    expect(await feedTitles(local, '/feeds?per_page=50')).toEqual(
      expect.arrayContaining(['Far post 15001', 'Far post 20001']),
    );

    await admin.query('DELETE FROM wp_fcom_posts WHERE id IN (15001, 20001)');
    await followEverything();
    const titles = await feedTitles(local, '/feeds?per_page=50');
    expect(titles).not.toContain('Far post 15001');
    expect(titles).not.toContain('Far post 20001');
    expect(titles).toContain('Far post 25001');
    await expectCopyAnswersLikeSite(local, database, PATHS);
  });

  it('shows a post deleted before its turn from a chunk already checksummed (spam taken down)', async () => {
    // Chunk 5 of posts had its checksum (25001) at the last turn; 25002 comes and goes.
    await addPost(25002, 'Far post 25002');
    expect(await copy.keeper.followNow()).toBe(true);
    expect(await feedTitles(local, '/feeds?per_page=50')).toContain('Far post 25002');

    await admin.query('DELETE FROM wp_fcom_posts WHERE id = 25002');
    await followEverything();
    expect(await feedTitles(local, '/feeds?per_page=50')).not.toContain('Far post 25002');
    await expectCopyAnswersLikeSite(local, database, PATHS);
  });

  it('says once that it cannot follow a site that fails, changes nothing, and says when it can again', async () => {
    const before = await answerAsAdmin(local, '/feeds?per_page=50');
    await admin.query('RENAME TABLE wp_fcom_terms TO wp_fcom_terms_away');
    try {
      expect(await copy.keeper.followNow()).toBe(false);
      expect(await copy.keeper.followNow()).toBe(false);
    } finally {
      await admin.query('RENAME TABLE wp_fcom_terms_away TO wp_fcom_terms');
    }
    const failures = copy.lines.filter((line) => line.includes('could not follow'));
    expect(failures).toEqual([
      expect.stringMatching(
        /^Local copy: could not follow the site \(.*wp_fcom_terms.*\)\. The copy keeps answering as it is; trying again every 3600 seconds\.$/,
      ) as string,
    ]);
    expect(await answerAsAdmin(local, '/feeds?per_page=50')).toEqual(before);
    expect(await copy.keeper.followNow()).toBe(true);
    expect(copy.lines.at(-1)).toBe('Local copy: following the site again.');
  });

  it('changes nothing when nothing changed', async () => {
    const before = await Promise.all(PATHS.map((path) => answerAsAdmin(local, path)));
    await followEverything();
    expect(await Promise.all(PATHS.map((path) => answerAsAdmin(local, path)))).toEqual(before);
  });
});
