import mysql from 'mysql2/promise';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildLocalCopy, openCopyWriter } from '../../server/store/local-copy/build-local-copy';
import { LOCAL_COPY_COPIERS } from '../../server/store/local-copy/copiers';
import {
  CHECKSUM_TURN_MS,
  CHUNKS_PER_POLL,
  CONTENT_TURNS_LONGER,
  chunksForPoll,
  followSite,
  readFollowBaseline,
} from '../../server/store/local-copy/follow-site';
import { CHUNK_IDS } from '../../server/store/local-copy/site-changes';
import { DEFAULT_FOLLOW_SECONDS } from '../../server/config';
import { parseDatabaseUrl } from '../../server/store/wordpress/database-url';
import { openWordPressStore } from '../../server/store/wordpress/open';
import { BENCH_SPAN_DAYS, BENCH_TIERS, ensureBenchData, isBenchTier } from '../support/dataset';
import { ensureWordPressCopy } from './wordpress-target';
import { followComparison, readFollowFigures, type FollowFigures } from './follow-figures';
import { checksumCostLines, measureChecksumCost } from './checksum-cost';

/**
 * `npm run bench:follow -- --database mysql://…` (a scratch database, as for bench:server):
 * what following a site costs at 20k members / 200k posts (docs/decisions/024), or with
 * `--tier 2m` at 200k members / 2M posts (docs/decisions/042). The benchmark's demo is copied
 * there in WordPress's shape (once), a local copy is built from it (its time, disk and this
 * process's peak memory), and then:
 * - polls of a site where nothing changed (what a quiet site costs, every 5 s);
 * - polls after the plugin's everyday writes: a post, a comment on an older post, a like on
 *   another, a post edited (each poll must show them);
 * - changes that leave no trace but a chunk's checksum, each timed until the copy shows it:
 *   a like taken back on an old post, and an old comment's text edited without `updated_at`.
 * The checksum turns go at the keeper's pace: the ids of every chunk within CHECKSUM_TURN_MS,
 * every column within CONTENT_TURNS_LONGER times that. The benchmark writes those
 * rows into the scratch database and takes them out again after. The figures are saved per
 * tier; a 2m run prints them beside the last 200k run's.
 *
 * `--checksums-only` builds no copy: it times a quiet poll's checksums, one turn of every
 * column against the two turns (checksum-cost.ts).
 */

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    database: { type: 'string' },
    tier: { type: 'string', default: '200k' },
    'checksums-only': { type: 'boolean' },
  },
});
if (!values.database) {
  console.error(
    'Usage: npm run bench:follow -- --database mysql://USER:PASS@HOST:PORT/DB [--tier 200k|2m] [--checksums-only]',
  );
  process.exit(2);
}
const tier = values.tier ?? '200k';
if (!isBenchTier(tier)) {
  console.error(`--tier ${tier}: the tiers are ${Object.keys(BENCH_TIERS).join(' and ')}.`);
  process.exit(2);
}
const url = values.database;
const { size, dataDir } = BENCH_TIERS[tier];
const figuresFile = (name: string) =>
  path.resolve('.bench', `follow-results${name === '200k' ? '' : `-${name}`}.json`);

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (value: number) => value.toFixed(1);

ensureBenchData(dataDir, new Date(), BENCH_SPAN_DAYS, size);
await ensureWordPressCopy(url, dataDir);
const opened = await openWordPressStore(parseDatabaseUrl(url), { prefix: 'wp_', budgetMs: 30_000 });
if (values['checksums-only']) {
  const pollMs = DEFAULT_FOLLOW_SECONDS * 1000;
  try {
    const cost = await measureChecksumCost(opened.context, pollMs, 60);
    for (const line of checksumCostLines(cost, pollMs)) console.info(line);
  } finally {
    await opened.store.close();
  }
  process.exit(0);
}
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
  const buildPeakMb = Math.round(process.resourceUsage().maxRSS / 1024);
  const copyBytes = readdirSync(dir).reduce(
    (sum, file) => sum + statSync(path.join(dir, file)).size,
    0,
  );
  const writer = openCopyWriter(copy.file);
  // The keeper's pace (local-copy-keeper.ts): a whole presence turn within CHECKSUM_TURN_MS.
  const pollsPerTurn = CHECKSUM_TURN_MS / (DEFAULT_FOLLOW_SECONDS * 1000);
  const perPoll = chunksForPoll(chunks, CHUNKS_PER_POLL, pollsPerTurn);
  const contentPerPoll = chunksForPoll(
    chunks,
    CHUNKS_PER_POLL,
    pollsPerTurn * CONTENT_TURNS_LONGER,
  );
  const follower = followSite(context, writer, copy.baseline!, {
    chunksPerPoll: CHUNKS_PER_POLL,
    pollsPerTurn,
  });
  /** Polls until `shown` holds (a change found at its chunk's turn), at most two content turns. */
  const pollsUntil = async (shown: () => boolean, what: string) => {
    for (let polls = 1; ; polls += 1) {
      await follower.poll();
      if (shown()) return polls;
      if (polls > 2 * Math.ceil(chunks / contentPerPoll) + 10) {
        throw new Error(`${what} never showed.`);
      }
    }
  };

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
    // An edit as the plugin makes it: the text, and `updated_at` moved.
    const edited = template.id + 2;
    const before = await one<{ title: string; updated_at: string }>(
      'SELECT title, updated_at FROM wp_fcom_posts WHERE id = ?',
      [edited],
    );
    await admin.query('UPDATE wp_fcom_posts SET title = ?, updated_at = NOW() WHERE id = ?', [
      `Bench follow edit ${round}`,
      edited,
    ]);
    undo.push(() =>
      admin.query('UPDATE wp_fcom_posts SET title = ?, updated_at = ? WHERE id = ?', [
        before.title,
        before.updated_at,
        edited,
      ]),
    );
    const report = await follower.poll();
    busy.push(report.ms);
    const editShown = writer.prepare('SELECT title FROM fcom_posts WHERE id = ?').get(edited) as {
      title: string;
    };
    if (editShown.title !== `Bench follow edit ${round}`) {
      throw new Error(`The edit of post ${edited} was not in the copy after one poll.`);
    }
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
  const deletionPolls = await pollsUntil(() => {
    const left = writer
      .prepare('SELECT count(*) AS n FROM fcom_post_reactions WHERE id = ?')
      .get(old.id) as { n: number };
    return left.n === 0;
  }, 'The deleted like');

  // An old comment's text changed without `updated_at` (no index could find it): its checksum.
  const comment = await one<{ id: number; message: string }>(
    'SELECT id, message FROM wp_fcom_post_comments ORDER BY id LIMIT 1 OFFSET 10',
  );
  await admin.query('UPDATE wp_fcom_post_comments SET message = ? WHERE id = ?', [
    'Bench follow: edited without a trace',
    comment.id,
  ]);
  undo.push(() =>
    admin.query('UPDATE wp_fcom_post_comments SET message = ? WHERE id = ?', [
      comment.message,
      comment.id,
    ]),
  );
  const editPolls = await pollsUntil(() => {
    const row = writer
      .prepare('SELECT message FROM fcom_post_comments WHERE id = ?')
      .get(comment.id) as { message: string } | undefined;
    return row?.message === 'Bench follow: edited without a trace';
  }, 'The edited comment');
  writer.close();

  const rotationPolls = Math.ceil(chunks / perPoll);
  const contentRotationPolls = Math.ceil(chunks / contentPerPoll);
  const minutes = (polls: number) => (polls * DEFAULT_FOLLOW_SECONDS) / 60;
  const figures: FollowFigures = {
    tier,
    posts: copy.rows.fcom_posts ?? 0,
    comments: copy.rows.fcom_post_comments ?? 0,
    reactions: copy.rows.fcom_post_reactions ?? 0,
    chunks,
    chunksPerPoll: perPoll,
    contentChunksPerPoll: contentPerPoll,
    baselineMs,
    buildSeconds: buildMs / 1000,
    copyMb: copyBytes / 1e6,
    buildPeakMb,
    quietP50Ms: percentile(quiet, 50),
    quietP99Ms: percentile(quiet, 99),
    busyP50Ms: percentile(busy, 50),
    busyP99Ms: percentile(busy, 99),
    turnMinutes: minutes(rotationPolls),
    contentTurnMinutes: minutes(contentRotationPolls),
    deletionMinutes: minutes(deletionPolls),
    hiddenEditMinutes: minutes(editPolls),
    siteShare: percentile(quiet, 50) / (DEFAULT_FOLLOW_SECONDS * 1000),
  };
  writeFileSync(figuresFile(tier), JSON.stringify(figures, null, 2));
  console.info(
    [
      `Following a site of ${figures.posts.toLocaleString('en')} posts, ${figures.comments.toLocaleString('en')} comments, ${figures.reactions.toLocaleString('en')} reactions (${chunks} chunks of ${CHUNK_IDS.toLocaleString('en')} ids):`,
      `  baseline (highest ids, every chunk's checksum), read before a build: ${ms(baselineMs)} ms`,
      `  build with its baseline: ${figures.buildSeconds.toFixed(1)} s, ${figures.copyMb.toFixed(0)} MB on disk, this process at most ${buildPeakMb} MB of memory`,
      `  poll, nothing changed (${quiet.length} polls, each the ids of ${perPoll} chunks, every column of ${contentPerPoll}): p50 ${ms(figures.quietP50Ms)} ms, p99 ${ms(figures.quietP99Ms)} ms`,
      `  poll after a post, a comment, a like and an edit (${busy.length} polls, each shown): p50 ${ms(figures.busyP50Ms)} ms, p99 ${ms(figures.busyP99Ms)} ms`,
      `  a like taken back on an old post: gone after ${deletionPolls} poll(s) = ${figures.deletionMinutes.toFixed(1)} min; an old comment edited without updated_at: shown after ${editPolls} = ${figures.hiddenEditMinutes.toFixed(1)} min`,
      `  every chunk's ids are checksummed within ${rotationPolls} polls = ${figures.turnMinutes.toFixed(1)} min, every column within ${contentRotationPolls} = ${minutes(contentRotationPolls).toFixed(1)} min, at one poll per ${DEFAULT_FOLLOW_SECONDS} s`,
      `  the site's time for the quiet polls: ${(figures.siteShare * 100).toFixed(2)}% of one connection`,
    ].join('\n'),
  );
  if (tier !== '200k') {
    const small = readFollowFigures(figuresFile('200k'));
    console.info('');
    if (small) for (const line of followComparison(small, figures)) console.info(line);
    else
      console.info('No 200k figures saved yet: run this bench without --tier first to see both.');
  }
} finally {
  for (const step of undo.reverse()) await step();
  await admin.end();
  await opened.store.close();
  rmSync(dir, { recursive: true, force: true });
}
