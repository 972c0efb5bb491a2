import type { Database } from 'better-sqlite3';
import mysql from 'mysql2/promise';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWordPressDumpDatabase, type TestDatabase } from '../../test/mariadb';
import type { StoreContext } from '../wordpress/context';
import { parseDatabaseUrl } from '../wordpress/database-url';
import { openWordPressStore, type OpenedWordPressStore } from '../wordpress/open';
import type { SqlPool } from '../wordpress/sql-pool';
import { buildLocalCopy, openCopyWriter } from './build-local-copy';
import { LOCAL_COPY_COPIERS } from './copiers';
import { FOLLOWED_TABLES } from './followed-tables';
import { CONTENT_TURNS_LONGER, followSite, runsOf, type SiteFollower } from './follow-site';

/**
 * The two checksum turns (follow-site.ts): at a pace where the presence turn checksums the ids
 * of every chunk each poll and the content turn only a few chunks, a deletion shows after one
 * poll and an edit that leaves no other trace once the content turn reaches its chunk. Over
 * the real plugin's database (test/fixtures/wordpress/), each of whose tables fits one chunk.
 */

/** Every read's call name, snapshots' too. */
function counted(real: SqlPool, calls: string[]): SqlPool {
  return {
    rows: (call, sql, values, lane) => {
      calls.push(call);
      return real.rows(call, sql, values, lane);
    },
    snapshot: (call, work) => real.snapshot(call, (pinned) => work(counted(pinned, calls))),
    close: () => real.close(),
  };
}

let database: TestDatabase;
let admin: mysql.Connection;
let opened: OpenedWordPressStore;
let dir: string;
let copy: Database;
let follower: SiteFollower;
const calls: string[] = [];

beforeAll(async () => {
  database = await createWordPressDumpDatabase('presence_turn');
  admin = await mysql.createConnection(database.url);
  opened = await openWordPressStore(parseDatabaseUrl(database.readOnlyUrl), {
    prefix: 'wp_',
    budgetMs: 5000,
  });
  const source: StoreContext = { ...opened.context, sql: counted(opened.context.sql, calls) };
  dir = mkdtempSync(path.join(tmpdir(), 'community-desk-presence-turn-'));
  const built = await buildLocalCopy(source, dir, LOCAL_COPY_COPIERS, { baseline: true });
  copy = openCopyWriter(built.file);
  // A presence turn in one poll, a content turn in CONTENT_TURNS_LONGER: one chunk a poll at
  // least in each.
  follower = followSite(source, copy, built.baseline!, { chunksPerPoll: 1, pollsPerTurn: 1 });
}, 120_000);

afterAll(async () => {
  copy?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  await opened?.store.close();
  await admin?.end();
  await database?.drop();
});

async function one<T>(sql: string, values: unknown[] = []): Promise<T> {
  const [rows] = await admin.query<mysql.RowDataPacket[]>(sql, values);
  return rows[0] as T;
}

const copiedTitle = (id: number) =>
  copy.prepare<[number], string>('SELECT title FROM fcom_posts WHERE id = ?').pluck().get(id);
const copiedComment = (id: number) =>
  copy
    .prepare<[number], number>('SELECT count(*) FROM fcom_post_comments WHERE id = ?')
    .pluck()
    .get(id);

describe('runsOf', () => {
  it('splits a turn that wraps into its runs, each read by one statement', () => {
    expect(runsOf([7, 8, 0, 1])).toEqual([
      [0, 1],
      [7, 8],
    ]);
    expect(runsOf([3])).toEqual([[3, 3]]);
    expect(runsOf([])).toEqual([]);
  });
});

describe('the presence turn and the content turn', () => {
  it('checksums every chunk’s ids each poll and every column of a few', async () => {
    const quiet = await follower.poll();
    expect(quiet.copied).toEqual({});
    // Each table of the dump fits one chunk of ids.
    expect(quiet.chunksChecked + quiet.presenceChecked).toBe(FOLLOWED_TABLES.length);
    expect(quiet.chunksChecked).toBe(Math.ceil(FOLLOWED_TABLES.length / CONTENT_TURNS_LONGER));
  });

  it('shows a deletion after one poll, and an edit without updated_at once its content turn came', async () => {
    const comment = await one<{ id: number; post_id: number }>(
      "SELECT id, post_id FROM wp_fcom_post_comments WHERE status = 'published' ORDER BY id LIMIT 1",
    );
    const post = await one<{ id: number; title: string }>(
      "SELECT id, title FROM wp_fcom_posts WHERE status = 'published' AND type = 'text' AND id <> ? ORDER BY id LIMIT 1",
      [comment.post_id],
    );
    expect(copiedComment(comment.id)).toBe(1);
    // The plugin deletes a comment and lowers its post's count; a quiet retitle moves nothing.
    await admin.query('DELETE FROM wp_fcom_post_comments WHERE id = ?', [comment.id]);
    await admin.query('UPDATE wp_fcom_posts SET comments_count = comments_count - 1 WHERE id = ?', [
      comment.post_id,
    ]);
    await admin.query("UPDATE wp_fcom_posts SET title = 'Quietly retitled' WHERE id = ?", [
      post.id,
    ]);

    calls.length = 0;
    const first = await follower.poll();
    expect(calls).toContain('follow.presence');
    expect(first.copied.comments).toBe(1);
    expect(copiedComment(comment.id)).toBe(0);
    // The content turn goes two chunks a poll in the tables' order: the first poll read the
    // users' and profiles', this one the spaces' and memberships'; the posts' come next.
    expect(copiedTitle(post.id)).toBe(post.title);
    await follower.poll();
    expect(copiedTitle(post.id)).toBe('Quietly retitled');
  });
});
