import Database from 'better-sqlite3';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import type { AccountCredentials } from '../../../server/demo/credentials';
import { LOCK_FILE_NAME } from '../../../server/data-dir-lock';
import { DATABASE_FILE_NAME } from '../../../server/store/sqlite/open';
import {
  BENCH_BUSY_DATA_DIR,
  BENCH_BUSY_SPAN_DAYS,
  BENCH_DATA_DIR,
  BENCH_SPAN_DAYS,
  ensureBenchData,
} from '../../support/dataset';
import { oneDecimal } from './format';
import { BUSY_MONTH, ROOT } from './settings';

/*
 * The bench's setup (see run.ts): its own copy of the benchmark dataset, and the app built from
 * the current sources.
 */

/** How long the dataset's files must stay untouched before it is taken as not being written. */
const QUIET_DATA_MS = 20_000;
const MAX_DATA_WAIT_MS = 15 * 60_000;

/** Processes other than this one that hold `file` open (Linux /proc; none where unreadable). */
function otherHolders(file: string): number[] {
  const holders: number[] = [];
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return holders;
  }
  for (const pid of pids) {
    if (Number(pid) === process.pid) continue;
    try {
      const fds = readdirSync(`/proc/${pid}/fd`);
      if (fds.some((fd) => readlinkSync(`/proc/${pid}/fd/${fd}`) === file)) {
        holders.push(Number(pid));
      }
    } catch {
      // Gone, or not ours to read.
    }
  }
  return holders;
}

/** The newest modification time of the files in `dir`, epoch ms (0 when empty or missing). */
function newestWrite(dir: string): number {
  try {
    return Math.max(0, ...readdirSync(dir).map((name) => statSync(path.join(dir, name)).mtimeMs));
  } catch {
    return 0;
  }
}

/**
 * Waits while another process seeds the dataset: its database is open elsewhere without a
 * server holding the directory's lock, or its files changed in the last QUIET_DATA_MS.
 * Calling ensureBenchData meanwhile would delete the half-written data under the seeder.
 */
async function waitWhileSeeded(dir: string): Promise<void> {
  const file = path.join(dir, DATABASE_FILE_NAME);
  const started = Date.now();
  let told = false;
  for (;;) {
    const served = existsSync(path.join(dir, LOCK_FILE_NAME));
    const seeding = !served && otherHolders(file).length > 0;
    const recent = Date.now() - newestWrite(dir) < QUIET_DATA_MS;
    if (!seeding && !(recent && !served)) return;
    if (Date.now() - started > MAX_DATA_WAIT_MS) {
      throw new Error(`${dir} was still being written after ${MAX_DATA_WAIT_MS / 60_000} min.`);
    }
    if (!told) {
      console.info(`${dir} is being written by another process (seeding?): waiting…`);
      told = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

export interface BenchData {
  dataDir: string;
  admin: AccountCredentials;
  /** Removes the copy, if one was made. */
  cleanup: () => void;
}

/**
 * The dataset, made sure of, and a copy of it for this bench's server: SQLite's online backup
 * (consistent even while another server writes the original), plus the directory's other files
 * but its lock. BENCH_BUSY_MONTH=1 takes the busy month's dataset, cached beside the other.
 */
export async function prepareData(): Promise<BenchData> {
  const spanDays = BUSY_MONTH ? BENCH_BUSY_SPAN_DAYS : BENCH_SPAN_DAYS;
  const own = process.env.BENCH_INSIGHTS_DATA_DIR;
  if (own) {
    const dataDir = path.resolve(own);
    return {
      dataDir,
      admin: ensureBenchData(dataDir, new Date(), spanDays).admin,
      cleanup: () => {},
    };
  }
  const source = BUSY_MONTH ? BENCH_BUSY_DATA_DIR : BENCH_DATA_DIR;
  await waitWhileSeeded(source);
  const { admin } = ensureBenchData(source, new Date(), spanDays);
  const copy = mkdtempSync(path.join(tmpdir(), 'bench-insights-data-'));
  const cleanup = () => rmSync(copy, { recursive: true, force: true });
  try {
    const started = performance.now();
    const original = new Database(path.join(source, DATABASE_FILE_NAME), {
      readonly: true,
      fileMustExist: true,
    });
    try {
      await original.backup(path.join(copy, DATABASE_FILE_NAME));
    } finally {
      original.close();
    }
    for (const name of readdirSync(source)) {
      if (name === LOCK_FILE_NAME || name.startsWith(DATABASE_FILE_NAME)) continue;
      copyFileSync(path.join(source, name), path.join(copy, name));
    }
    console.info(
      `Copied the dataset to ${copy} in ${oneDecimal((performance.now() - started) / 1000)} s.`,
    );
    return { dataDir: copy, admin, cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}

/** The app built from the current sources (or BENCH_DIST_DIR), and how to remove the build. */
export async function prepareDist(): Promise<{ distDir: string; cleanup: () => void }> {
  if (process.env.BENCH_DIST_DIR) {
    return { distDir: path.resolve(process.env.BENCH_DIST_DIR), cleanup: () => {} };
  }
  const distDir = mkdtempSync(path.join(tmpdir(), 'bench-insights-dist-'));
  const started = performance.now();
  await build({ root: ROOT, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
  console.info(`Built the app in ${oneDecimal((performance.now() - started) / 1000)} s.`);
  return { distDir, cleanup: () => rmSync(distDir, { recursive: true, force: true }) };
}
