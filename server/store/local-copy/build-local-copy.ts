import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { closeDatabase, openDatabaseFile } from '../sqlite/open';
import type { StoreContext } from '../wordpress/context';
import type { CopiedRows, CopyJob } from './copy-job';
import { loadWithUpkeepSetAside } from './upkeep-set-aside';

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
  /** When the reading of the site began: the copy holds the site as of then (or later). */
  takenAt: Date;
  seconds: number;
}

/**
 * Copies the site into a new file of ours under `dataDir` (a new name each time: a copy being
 * served is never touched) and returns it once complete. The file is written with the
 * upkeep set aside (upkeep-set-aside.ts), its statistics gathered for the planner (as the
 * demo's seed does), then switched to a plain rollback journal: it is only ever read after
 * this, by read-only connections that need no write-ahead log beside it. A failed build
 * leaves nothing behind.
 */
export async function buildLocalCopy(
  source: StoreContext,
  dataDir: string,
  copiers: readonly Copier[],
  now: () => Date = () => new Date(),
): Promise<LocalCopy> {
  const started = performance.now();
  const takenAt = now();
  const file = path.join(dataDir, copyFileName(takenAt));
  const db = openDatabaseFile(file);
  const rows: CopiedRows = {};
  try {
    await loadWithUpkeepSetAside(db, async () => {
      for (const copy of copiers) Object.assign(rows, await copy({ source, target: db }));
    });
    db.exec('ANALYZE');
    db.pragma('journal_mode = DELETE');
  } catch (error) {
    db.close();
    removeCopyFiles(file);
    throw error;
  }
  closeDatabase(db);
  return { file, rows, takenAt, seconds: (performance.now() - started) / 1000 };
}

/** A copy's file and everything SQLite or our checks keep beside it. */
function removeCopyFiles(copy: string): void {
  for (const file of copyFiles(path.dirname(copy))) {
    if (belongsTo(file, copy)) rmSync(file, { force: true });
  }
}
