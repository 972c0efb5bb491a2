import type { Database } from 'better-sqlite3';
import { readFileSync, statSync } from 'node:fs';
import { z } from 'zod';
import { writePrivateFile } from '../../data-dir';
import { errorCode } from '../../lib/system-error';

/**
 * Is the database file sound? SQLite notices a damaged header when it opens a file, but
 * garbage in the middle only when a query reads that page: the server then starts and
 * answers some requests with 500. `PRAGMA quick_check` reads every page, which costs
 * 12–18 s on the 200k-post benchmark database (927 MB, measured), too slow for every start.
 *
 * So the check runs only when the file may have changed outside SQLite since it last passed:
 * after a check, or after our own writes were checkpointed, we record the file's identity
 * and change time next to it (`community.sqlite-checked`). The change time (ctime) moves on
 * every write to the file, by any program, and no program can set it back; a copied or
 * replaced file has another inode. A start that finds the same identity, the same ctime and
 * an empty write-ahead log skips the check; any other (a file written by another tool, a
 * crash with a pending log, a restored backup) pays for it once. What this cannot see is
 * damage that bypasses the file system (a failing disk), which no start-up check catches
 * anyway.
 */

export function stampFile(databaseFile: string): string {
  return `${databaseFile}-checked`;
}

const fingerprintSchema = z.object({
  dev: z.string(),
  ino: z.string(),
  size: z.string(),
  mtimeNs: z.string(),
  ctimeNs: z.string(),
});
type Fingerprint = z.infer<typeof fingerprintSchema>;

function fingerprint(file: string): Fingerprint | null {
  const stats = statSync(file, { bigint: true, throwIfNoEntry: false });
  if (!stats) return null;
  return {
    dev: String(stats.dev),
    ino: String(stats.ino),
    size: String(stats.size),
    mtimeNs: String(stats.mtimeNs),
    ctimeNs: String(stats.ctimeNs),
  };
}

function readStamp(file: string): Fingerprint | null {
  try {
    const parsed = fingerprintSchema.safeParse(JSON.parse(readFileSync(stampFile(file), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // missing or unreadable: the file is checked
  }
}

function hasPendingLog(file: string): boolean {
  return (statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0) > 0;
}

/** True when the file is exactly as it was when it last passed (or was written by us). */
export function isUnchangedSinceVerified(file: string): boolean {
  if (hasPendingLog(file)) return false;
  const stamp = readStamp(file);
  const current = fingerprint(file);
  if (!stamp || !current) return false;
  return (Object.keys(current) as (keyof Fingerprint)[]).every(
    (key) => stamp[key] === current[key],
  );
}

/**
 * How far apart two writes must be for their ctimes to differ. Kernels before Linux 6.13
 * stamp files from a clock that advances once per tick (up to 10 ms).
 */
const CTIME_GRANULARITY_NS = 20_000_000n;

/** Blocks until the wall clock is one ctime tick past `ctimeNs` (at most 20 ms). */
function waitUntilPast(ctimeNs: bigint): void {
  const remainingNs = ctimeNs + CTIME_GRANULARITY_NS - BigInt(Date.now()) * 1_000_000n;
  if (remainingNs <= 0n) return;
  const milliseconds = Math.min(Math.ceil(Number(remainingNs) / 1e6), 20);
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, milliseconds);
}

/**
 * Records the file as verified as it is now. Skipped while the write-ahead log holds pages
 * (another connection kept it): the file is not final, so the next start checks it. When
 * the file was written just now, waits out the clock tick first, so that any later write
 * gets another ctime and is noticed.
 */
export function stampVerified(file: string): void {
  if (hasPendingLog(file)) return;
  const before = fingerprint(file);
  if (!before) return;
  waitUntilPast(BigInt(before.ctimeNs));
  const after = fingerprint(file);
  if (after?.ctimeNs !== before.ctimeNs || hasPendingLog(file)) return; // written meanwhile
  writePrivateFile(stampFile(file), `${JSON.stringify(after)}\n`);
}

/**
 * Runs `PRAGMA quick_check`, stopping at the first problem; returns it, or null when the
 * file is sound. Damage bad enough that SQLite refuses the pragma itself counts as found.
 */
export function findCorruption(db: Database): string | null {
  try {
    const rows = db.pragma('quick_check(1)') as { quick_check: string }[];
    const result = rows.map((row) => row.quick_check).join('; ');
    return result === 'ok' ? null : result;
  } catch (error) {
    const code = errorCode(error) ?? '';
    if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') {
      return error instanceof Error ? error.message : code;
    }
    throw error;
  }
}
