import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../app';
import { answerAsAdmin, expectCopyAnswersLikeSite } from '../../test/copy-answers';
import { serveThroughLocalCopy } from '../../test/local-copy-round-trip';
import { createWordPressDumpDatabase, type TestDatabase } from '../../test/mariadb';
import type { StoreContext } from '../wordpress/context';
import { parseDatabaseUrl } from '../wordpress/database-url';
import { openWordPressStore, type OpenedWordPressStore } from '../wordpress/open';
import type { Lane, SqlPool } from '../wordpress/sql-pool';

/**
 * Following the site (follow-site.ts) while the site changes between its steps: the site's
 * pool is wrapped so that the test changes the site right after a given read returns, as
 * another request on the site could at that moment. Over the real plugin's database
 * (test/fixtures/wordpress/), whose posts all sit in the first chunk of ids.
 */

/** What the test does after a read of the site returns (the read's call name, SQL and values). */
type AfterRead = (call: string, sql: string, values: readonly unknown[]) => Promise<void>;

/** Every read of `real`, snapshots' too, followed by `after`; and each snapshot counted. */
function hooked(real: SqlPool, after: { read: AfterRead; snapshots: number }): SqlPool {
  return {
    async rows<T>(call: string, sql: string, values: readonly unknown[] = [], lane?: Lane) {
      const rows = await real.rows<T>(call, sql, values, lane);
      await after.read(call, sql, values);
      return rows;
    },
    snapshot(call, work) {
      after.snapshots += 1;
      return real.snapshot(call, (pinned) => work(hooked(pinned, after)));
    },
    close: () => real.close(),
  };
}

let database: TestDatabase;
let admin: mysql.Connection;
let opened: OpenedWordPressStore;
let copy: Awaited<ReturnType<typeof serveThroughLocalCopy>>;
let local: App;
const hook = { read: (async () => {}) as AfterRead, snapshots: 0 };

beforeAll(async () => {
  database = await createWordPressDumpDatabase('follow_interleaved');
  admin = await mysql.createConnection(database.url);
  opened = await openWordPressStore(parseDatabaseUrl(database.readOnlyUrl), {
    prefix: 'wp_',
    budgetMs: 5000,
  });
  const source: StoreContext = { ...opened.context, sql: hooked(opened.context.sql, hook) };
  // Polled by the tests alone, every chunk of every table at each poll.
  copy = await serveThroughLocalCopy(opened.store, source, {
    followMs: 60 * 60_000,
    chunksPerPoll: 1000,
  });
  local = createApp({ store: copy.store, contentOrigin: opened.site.home });
}, 120_000);

afterAll(async () => {
  await copy?.close();
  await opened?.store.close();
  await admin?.end();
  await database?.drop();
});

async function one<T>(sql: string, values: unknown[] = []): Promise<T> {
  const [rows] = await admin.query<mysql.RowDataPacket[]>(sql, values);
  return rows[0] as T;
}

const feedTitles = async (app: App, path = '/feeds?per_page=50') =>
  (
    (await answerAsAdmin(app, path)) as { body: { feeds: { data: { title: string }[] } } }
  ).body.feeds.data.map((post) => post.title);

describe('a chunk copied again while the site changes', () => {
  it('does not keep a row the site added and deleted while the chunk was copied', async () => {
    // A quiet edit (updated_at left alone): only the chunk's checksum shows it, so the next
    // poll copies the whole first chunk of posts again.
    const quiet = await one<{ id: number }>(
      "SELECT id FROM wp_fcom_posts WHERE status = 'published' AND type = 'text' ORDER BY id LIMIT 1 OFFSET 2",
    );
    await admin.query("UPDATE wp_fcom_posts SET title = 'Quietly retitled' WHERE id = ?", [
      quiet.id,
    ]);
    const { next } = await one<{ next: number }>('SELECT MAX(id) + 1 AS next FROM wp_fcom_posts');
    expect(next).toBeLessThan(5000);

    // Right after the turn read the chunk's checksum, a post comes; right after the copy has
    // read the chunk's posts, it is deleted again (spam taken down at once).
    const steps: string[] = [];
    hook.read = async (call, sql, values) => {
      const postsChunk0 = sql.includes('wp_fcom_posts ') && values[0] === 0;
      if (steps.length === 0 && call === 'follow.checksums' && postsChunk0) {
        await admin.query(
          `INSERT INTO wp_fcom_posts
             SELECT ?, user_id, parent_id, 'Came and went', 'came-and-went', 'Spam',
                    '<p>Spam</p>', type, content_type, space_id, privacy, status,
                    featured_image, meta, 0, 0, 0, priority, expired_at, scheduled_at, NOW(), NOW()
               FROM wp_fcom_posts WHERE id = ?`,
          [next, quiet.id],
        );
        steps.push('added');
      } else if (steps.length === 1 && call === 'copy.feedPosts') {
        await admin.query('DELETE FROM wp_fcom_posts WHERE id = ?', [next]);
        steps.push('deleted');
      }
    };
    try {
      expect(await copy.keeper.followNow()).toBe(true);
    } finally {
      hook.read = async () => {};
    }
    expect(steps).toEqual(['added', 'deleted']);
    // The copy read the post while the site held it.
    expect(await feedTitles(local)).toContain('Came and went');

    expect(await copy.keeper.followNow()).toBe(true);
    expect(await feedTitles(local)).not.toContain('Came and went');
    expect(await feedTitles(local, '/feeds?search=quietly')).toEqual(['Quietly retitled']);
    await expectCopyAnswersLikeSite(local, database, [
      '/feeds?per_page=50',
      '/feeds?search=quietly',
      '/feeds?search=spam',
    ]);
  });

  it('a quiet poll reads only the checksums and the newest ids, and copies nothing', async () => {
    expect(await copy.keeper.followNow()).toBe(true);
    const calls: string[] = [];
    hook.read = async (call) => void calls.push(call);
    hook.snapshots = 0;
    try {
      expect(await copy.keeper.followNow()).toBe(true);
    } finally {
      hook.read = async () => {};
    }
    expect(hook.snapshots).toBe(0);
    expect(new Set(calls)).toEqual(
      new Set([
        'follow.highestIds',
        'follow.postStatuses',
        'follow.updatedPosts',
        'follow.checksums',
      ]),
    );
  });
});
