import mysql from 'mysql2/promise';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildLocalCopy, openCopyWriter } from '../../server/store/local-copy/build-local-copy';
import { LOCAL_COPY_COPIERS } from '../../server/store/local-copy/copiers';
import {
  CHUNKS_PER_POLL,
  followSite,
  readFollowBaseline,
} from '../../server/store/local-copy/follow-site';
import { CHUNK_IDS } from '../../server/store/local-copy/site-changes';
import { DEFAULT_FOLLOW_SECONDS } from '../../server/config';
import { parseDatabaseUrl } from '../../server/store/wordpress/database-url';
import { openWordPressStore } from '../../server/store/wordpress/open';
import { BENCH_DATA_DIR, ensureBenchData } from '../support/dataset';
import { ensureWordPressCopy } from './wordpress-target';

/**
 * `npm run bench:follow -- --database mysql://…` (a scratch database, as for bench:server):
 * what following a site costs at 20k members / 200k posts (docs/decisions/024). The benchmark's
 * demo is copied there in WordPress's shape (once), a local copy is built from it, and then:
 * - polls of a site where nothing changed (what a quiet site costs, every 5 s);
 * - polls after the plugin's everyday writes: a post, a comment on an older post, a like on
 *   another (each poll must show them);
 * - a like taken back on an old post, which leaves no trace but a missing row: found when its
 *   chunk's turn comes.
 * The benchmark writes those rows into the scratch database and takes them out again after.
 */

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { database: { type: 'string' } },
});
if (!values.database) {
  console.error('Usage: npm run bench:follow -- --database mysql://USER:PASS@HOST:PORT/DB');
  process.exit(2);
}
const url = values.database;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (value: number) => value.toFixed(1);

ensureBenchData();
await ensureWordPressCopy(url, BENCH_DATA_DIR);
const opened = await openWordPressStore(parseDatabaseUrl(url), { prefix: 'wp_', budgetMs: 30_000 });
const admin = await mysql.createConnection({ uri: url });
const dir = mkdtempSync(path.join(tmpdir(), 'community-desk-bench-follow-'));
/** Undoes this benchmark's writes to the scratch database. */
const undo: (() => Promise<unknown>)[] = [];

try {
  const context = opened.context;
  let started = performance.now();
  const baselineOnly = await readFollowBaseline(context);
  const baselineMs = performance.now() - started;
  const chunks = [...baselineOnly.tables.values()].reduce(
    (sum, table) => sum + table.checksums.size,
    0,
  );
  started = performance.now();
  const copy = await buildLocalCopy(context, dir, LOCAL_COPY_COPIERS, { baseline: true });
  const buildMs = performance.now() - started;
  const writer = openCopyWriter(copy.file);
  const follower = followSite(context, writer, copy.baseline!);

  const quiet: number[] = [];
  for (let poll = 0; poll < 40; poll += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const report = await follower.poll();
    if (Object.keys(report.copied).length > 0) continue; // a chunk that moved: not quiet
    quiet.push(report.ms);
  }
  quiet.sort((a, b) => a - b);

  const one = async <T>(sql: string, params: unknown[] = []) =>
    ((await admin.query<mysql.RowDataPacket[]>(sql, params))[0][0] ?? {}) as T;
  const busy: number[] = [];
  for (let round = 0; round < 10; round += 1) {
    const { next } = await one<{ next: number }>('SELECT MAX(id) + 1 AS next FROM wp_fcom_posts');
    const template = await one<{ id: number }>(
      "SELECT id FROM wp_fcom_posts WHERE type = 'text' AND status = 'published' ORDER BY id LIMIT 1 OFFSET ?",
      [1000 + round * 7],
    );
    await admin.query(
      `INSERT INTO wp_fcom_posts SELECT ?, user_id, parent_id, 'Bench follow', ?, message,
         message_rendered, type, content_type, space_id, privacy, status, featured_image, meta,
         0, 0, 0, priority, expired_at, scheduled_at, NOW(), NOW() FROM wp_fcom_posts WHERE id = ?`,
      [next, `bench-follow-${next}`, template.id],
    );
    undo.push(() => admin.query('DELETE FROM wp_fcom_posts WHERE id = ?', [next]));
    const [comment] = await admin.query<mysql.ResultSetHeader>(
      `INSERT INTO wp_fcom_post_comments (user_id, post_id, message, message_rendered, type,
         content_type, status, created_at, updated_at)
       VALUES (1, ?, 'Bench follow', '<p>Bench follow</p>', 'comment', 'text', 'published', NOW(), NOW())`,
      [template.id],
    );
    await admin.query(
      'UPDATE wp_fcom_posts SET comments_count = comments_count + 1, updated_at = NOW() WHERE id = ?',
      [template.id],
    );
    undo.push(() =>
      admin.query('DELETE FROM wp_fcom_post_comments WHERE id = ?', [comment.insertId]),
    );
    undo.push(() =>
      admin.query('UPDATE wp_fcom_posts SET comments_count = comments_count - 1 WHERE id = ?', [
        template.id,
      ]),
    );
    const [like] = await admin.query<mysql.ResultSetHeader>(
      `INSERT INTO wp_fcom_post_reactions (user_id, object_id, object_type, type, created_at, updated_at)
       VALUES (1, ?, 'feed', 'like', NOW(), NOW())`,
      [template.id + 1],
    );
    await admin.query(
      'UPDATE wp_fcom_posts SET reactions_count = reactions_count + 1 WHERE id = ?',
      [template.id + 1],
    );
    undo.push(() =>
      admin.query('DELETE FROM wp_fcom_post_reactions WHERE id = ?', [like.insertId]),
    );
    undo.push(() =>
      admin.query('UPDATE wp_fcom_posts SET reactions_count = reactions_count - 1 WHERE id = ?', [
        template.id + 1,
      ]),
    );
    const report = await follower.poll();
    busy.push(report.ms);
    const shown = writer.prepare('SELECT count(*) AS n FROM fcom_posts WHERE id = ?').get(next) as {
      n: number;
    };
    if (shown.n !== 1) throw new Error(`Post ${next} was not in the copy after one poll.`);
  }
  busy.sort((a, b) => a - b);

  // A like taken back on one of the oldest posts: only its chunk's checksum shows it.
  const old = await one<{ id: number; user_id: number; object_id: number; created_at: string }>(
    "SELECT id, user_id, object_id, created_at FROM wp_fcom_post_reactions WHERE object_type = 'feed' AND type = 'like' ORDER BY id LIMIT 1",
  );
  await admin.query('DELETE FROM wp_fcom_post_reactions WHERE id = ?', [old.id]);
  undo.push(() =>
    admin.query(
      `INSERT INTO wp_fcom_post_reactions (id, user_id, object_id, object_type, type, created_at, updated_at)
       VALUES (?, ?, ?, 'feed', 'like', ?, ?)`,
      [old.id, old.user_id, old.object_id, old.created_at, old.created_at],
    ),
  );
  let polls = 0;
  for (;;) {
    polls += 1;
    await follower.poll();
    const left = writer
      .prepare('SELECT count(*) AS n FROM fcom_post_reactions WHERE id = ?')
      .get(old.id) as {
      n: number;
    };
    if (left.n === 0) break;
    if (polls > chunks + 10) throw new Error('The deleted like never left the copy.');
  }
  writer.close();

  const rotationPolls = Math.ceil(chunks / CHUNKS_PER_POLL);
  console.info(
    [
      `Following a site of ${copy.rows.fcom_posts?.toLocaleString('en')} posts, ${copy.rows.fcom_post_comments?.toLocaleString('en')} comments, ${copy.rows.fcom_post_reactions?.toLocaleString('en')} reactions (${chunks} chunks of ${CHUNK_IDS.toLocaleString('en')} ids):`,
      `  baseline (highest ids, every chunk's checksum), read before a build: ${ms(baselineMs)} ms`,
      `  build with its baseline: ${(buildMs / 1000).toFixed(1)} s`,
      `  poll, nothing changed (${quiet.length} polls): p50 ${ms(percentile(quiet, 50))} ms, p99 ${ms(percentile(quiet, 99))} ms`,
      `  poll after a post, a comment and a like (${busy.length} polls, each shown): p50 ${ms(percentile(busy, 50))} ms, p99 ${ms(percentile(busy, 99))} ms`,
      `  a like taken back on an old post: gone after ${polls} poll(s); every chunk's turn comes within ${rotationPolls} polls = ${((rotationPolls * DEFAULT_FOLLOW_SECONDS) / 60).toFixed(1)} min at one poll per ${DEFAULT_FOLLOW_SECONDS} s`,
      `  the site's time for the quiet polls: ${((percentile(quiet, 50) / (DEFAULT_FOLLOW_SECONDS * 1000)) * 100).toFixed(2)}% of one connection`,
    ].join('\n'),
  );
} finally {
  for (const step of undo.reverse()) await step();
  await admin.end();
  await opened.store.close();
  rmSync(dir, { recursive: true, force: true });
}
