/**
 * The data and the server behind `npm run bench:feed`.
 *
 * Data: the server benchmark's cached community (.bench/server-data, 200,000 posts; see
 * server/bench/dataset.ts) when it is there, else a community of 10,000 posts seeded once into
 * .bench/feed-data with the server's own seeder and kept for the next run.
 */
import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { closeDatabase, databaseFile, openDatabase } from '../server/db/open';
import {
  readCredentialsFile,
  writeCredentialsFile,
  type DemoCredentials,
} from '../server/db/seed/credentials';
import { seedDemo } from '../server/db/seed/demo';

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
    const { credentials } = seedDemo(db, SEED_SIZE);
    writeCredentialsFile(own, credentials);
  } finally {
    closeDatabase(db);
  }
  const seeded = usable(own);
  if (!seeded) throw new Error(`Seeding ${own} did not produce ${MIN_POSTS} posts.`);
  return seeded;
}

export interface BenchServer {
  stop: () => Promise<void>;
}

/** Starts the reference server on `port` and waits until its REST root answers. */
export async function startBenchServer(
  root: string,
  dataDir: string,
  port: number,
): Promise<BenchServer> {
  const distDir = path.resolve(root, process.env.BENCH_DIST_DIR ?? 'dist');
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      'server/index.ts',
      '--port',
      String(port),
      '--data-dir',
      dataDir,
      '--dist-dir',
      distDir,
      '--quiet',
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('The reference server stopped while starting.');
    try {
      const response = await fetch(`http://127.0.0.1:${port}/wp-json/`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('The reference server did not start within a minute.');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
