import Database from 'better-sqlite3';
import type { Database as SqliteDatabase } from 'better-sqlite3';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { closeDatabase, openDatabaseFile } from '../sqlite/open';
import type { StoreContext } from '../wordpress/context';
import type { CopiedRows, CopyJob } from './copy-job';
import { createOriginTables } from './copy-origins';
import { readFollowBaseline, type FollowBaseline } from './follow-site';
import { dropDerivingTriggers, loadWithUpkeepSetAside } from './upkeep-set-aside';

/** One part of the copy (copy-people.ts, copy-spaces.ts, copy-feed.ts, copy-topics.ts). */
export type Copier = (job: CopyJob) => Promise<CopiedRows>;

/** A copy's file name under the data directory: `wordpress-copy-<ms since 1970>.sqlite`. */
const copyFileName = (takenAt: Date) => `wordpress-copy-${takenAt.getTime()}.sqlite`;

/** A copy's file, or one SQLite or our checks keep beside it (`…sqlite-journal`, `-checked`). */
const COPY_FILE_OR_COMPANION = /^wordpress-copy-\d+\.sqlite/;

/** The copies and their leftovers (journals, unfinished builds) under `dataDir`. */
function copyFiles(dataDir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dataDir);
  } catch {
    return [];
  }
  return names
    .filter((name) => COPY_FILE_OR_COMPANION.test(name))
    .map((name) => path.join(dataDir, name));
}

/** Whether `file` is the copy `copy` or one of its companions. */
const belongsTo = (file: string, copy: string) => file === copy || file.startsWith(`${copy}-`);

/** Deletes every copy under `dataDir` but `keep` (and its own files). */
export function removeOtherCopies(dataDir: string, keep: string | null): void {
  for (const file of copyFiles(dataDir)) {
    if (keep === null || !belongsTo(file, keep)) rmSync(file, { force: true });
  }
}

export interface LocalCopy {
  file: string;
  rows: CopiedRows;
  /** What the site held before the copy began, for following it (follow-site.ts); null if not asked. */
  baseline: FollowBaseline | null;
  /** When the reading of the site began: the copy holds the site as of then (or later). */
  takenAt: Date;
  seconds: number;
}

/**
 * Copies the site into a new file of ours under `dataDir` (a new name each time: a copy being
 * served is never touched) and returns it once complete. The file is written with the
 * upkeep set aside (upkeep-set-aside.ts) and its statistics gathered for the planner (as the
 * demo's seed does). It stays in WAL mode: following the site writes to it while the read
 * workers read it. The site's highest ids and checksums are read first (the copy's baseline,
 * follow-site.ts). A failed build leaves nothing behind.
 */
export async function buildLocalCopy(
  source: StoreContext,
  dataDir: string,
  copiers: readonly Copier[],
  options: { baseline?: boolean; now?: () => Date } = {},
): Promise<LocalCopy> {
  const now = options.now ?? (() => new Date());
  const started = performance.now();
  const takenAt = now();
  const file = path.join(dataDir, copyFileName(takenAt));
  const db = openDatabaseFile(file);
  const rows: CopiedRows = {};
  let baseline: FollowBaseline | null = null;
  try {
    if (options.baseline) baseline = await readFollowBaseline(source);
    createOriginTables(db);
    await loadWithUpkeepSetAside(db, async () => {
      for (const copy of copiers) Object.assign(rows, await copy({ source, target: db }));
    });
    dropDerivingTriggers(db);
    db.exec('ANALYZE');
  } catch (error) {
    db.close();
    removeCopyFiles(file);
    throw error;
  }
  closeDatabase(db);
  return { file, rows, baseline, takenAt, seconds: (performance.now() - started) / 1000 };
}

/** A copy's file and everything SQLite or our checks keep beside it. */
function removeCopyFiles(copy: string): void {
  for (const file of copyFiles(path.dirname(copy))) {
    if (belongsTo(file, copy)) rmSync(file, { force: true });
  }
}

/**
 * The copy's writable connection, for following the site: no foreign keys nor CHECKs (the
 * copy holds what the site holds, as when it was built), no fsync (a copy lost in a crash is
 * deleted at the next start and built again).
 */
export function openCopyWriter(file: string): SqliteDatabase {
  const db = new Database(file, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = OFF');
  db.pragma('ignore_check_constraints = ON');
  return db;
}
