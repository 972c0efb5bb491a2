/**
 * The data and the server behind `npm run bench:feed`.
 *
 * Data: the server benchmark's cached community (.bench/server-data, 200,000 posts; see
 * bench/support/dataset.ts) when it is there, else a community of 10,000 posts seeded once into
 * .bench/feed-data with the server's own seeder and kept for the next run.
 */
import Database from 'better-sqlite3';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { closeDatabase, databaseFile, openDatabase } from '../../../server/store/sqlite/open';
import {
  readCredentialsFile,
  writeCredentialsFile,
  type DemoCredentials,
} from '../../../server/demo/credentials';
import { seedAnchorFromEnv } from '../../../server/config';
import { seedDemo } from '../../../server/demo/demo';

export const MIN_POSTS = 10_000;
const SEED_SIZE = { users: 2_000, posts: MIN_POSTS } as const;

export interface BenchData {
  dir: string;
  credentials: DemoCredentials;
  posts: number;
}

function countPosts(dir: string): number {
  const db = new Database(databaseFile(dir), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM fcom_posts').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/** A data directory with at least MIN_POSTS posts and the demo credentials, if usable. */
function usable(dir: string): BenchData | null {
  if (!existsSync(databaseFile(dir))) return null;
  const credentials = readCredentialsFile(dir);
  if (!credentials) return null;
  try {
    const posts = countPosts(dir);
    return posts >= MIN_POSTS ? { dir, credentials, posts } : null;
  } catch {
    return null;
  }
}

export async function prepareFeedBenchData(root: string): Promise<BenchData> {
  const shared = usable(path.join(root, '.bench', 'server-data'));
  if (shared) return shared;
  const own = path.join(root, '.bench', 'feed-data');
  const cached = usable(own);
  if (cached) return cached;

  rmSync(own, { recursive: true, force: true });
  console.info(`Seeding ${SEED_SIZE.posts} posts into ${own} (once; later runs reuse it)…`);
  const db = openDatabase(own);
  try {
    const { credentials } = seedDemo(db, { ...SEED_SIZE, anchor: seedAnchorFromEnv(process.env) });
    writeCredentialsFile(own, credentials);
  } finally {
    closeDatabase(db);
  }
  const seeded = usable(own);
  if (!seeded) throw new Error(`Seeding ${own} did not produce ${MIN_POSTS} posts.`);
  return seeded;
}
