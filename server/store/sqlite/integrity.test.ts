import Database from 'better-sqlite3';
import {
  closeSync,
  copyFileSync,
  fstatSync,
  mkdtempSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareData } from '../../demo/prepare';
import { DataDirError } from '../../data-dir';
import { startupFailureLine } from '../../startup-errors';
import { stampFile } from './integrity';
import { closeDatabase, databaseFile, openDatabase } from './open';

const root = mkdtempSync(path.join(tmpdir(), 'community-desk-integrity-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let count = 0;

/** A small demo database, closed (and so recorded as verified). */
function seededDir(): string {
  const dir = path.join(root, `data-${(count += 1)}`);
  closeDatabase(prepareData(dir, { users: 40, posts: 40 }).db);
  return dir;
}

/** Opens the database and closes it again; returns whether a full check ran. */
function openAndTellIfChecked(dir: string): boolean {
  let checked = false;
  closeDatabase(openDatabase(dir, { onIntegrityCheck: () => (checked = true) }));
  return checked;
}

function writeGarbageInTheMiddle(file: string): void {
  const descriptor = openSync(file, 'r+');
  const pages = fstatSync(descriptor).size / 4096;
  writeSync(descriptor, Buffer.alloc(8 * 4096, 0x5a), 0, 8 * 4096, Math.floor(pages / 2) * 4096);
  closeSync(descriptor);
}

describe('the integrity check at open', () => {
  it('creates a new database 0600 and, as it wrote it itself, does not check it', () => {
    const dir = path.join(root, 'new');
    let checked = false;
    const db = openDatabase(dir, { onIntegrityCheck: () => (checked = true) });
    expect(checked).toBe(false);
    expect(statSync(databaseFile(dir)).mode & 0o777).toBe(0o600);
    closeDatabase(db);
    expect(statSync(stampFile(databaseFile(dir))).mode & 0o777).toBe(0o600);
  });

  it('skips the check while the file is as it was last verified (the normal start)', () => {
    const dir = seededDir();
    expect(openAndTellIfChecked(dir)).toBe(false);
    expect(openAndTellIfChecked(dir)).toBe(false);
  });

  it('checks a file written by another program since, once', () => {
    const dir = seededDir();
    const outside = new Database(databaseFile(dir));
    outside
      .prepare("UPDATE wp_options SET option_value = 'x' WHERE option_name = 'blogname'")
      .run();
    outside.close();
    expect(openAndTellIfChecked(dir)).toBe(true);
    expect(openAndTellIfChecked(dir)).toBe(false);
  });

  it('checks a file changed in place even when its modification time was put back', () => {
    const dir = seededDir();
    const file = databaseFile(dir);
    const roundTime = new Date('2026-01-01T00:00:00Z'); // one `touch -d` can restore exactly
    utimesSync(file, roundTime, roundTime);
    expect(openAndTellIfChecked(dir)).toBe(true);
    expect(openAndTellIfChecked(dir)).toBe(false);
    writeGarbageInTheMiddle(file);
    utimesSync(file, roundTime, roundTime);
    expect(statSync(file).mtime).toEqual(roundTime);
    expect(() => openDatabase(dir)).toThrow(DataDirError);
  });

  it('checks a file replaced by a copy (another inode), or whose record is gone', () => {
    const dir = seededDir();
    const file = databaseFile(dir);
    const { atime, mtime } = statSync(file);
    copyFileSync(file, `${file}.copy`);
    utimesSync(`${file}.copy`, atime, mtime); // as `cp -p` would
    renameSync(`${file}.copy`, file);
    expect(openAndTellIfChecked(dir)).toBe(true);
    rmSync(stampFile(file));
    expect(openAndTellIfChecked(dir)).toBe(true);
    writeFileSync(stampFile(file), '{"not":"a fingerprint"}');
    expect(openAndTellIfChecked(dir)).toBe(true);
  });

  it('checks a file whose write-ahead log holds pages another connection left there', () => {
    const dir = seededDir();
    const writer = new Database(databaseFile(dir));
    writer.pragma('wal_autocheckpoint = 0');
    writer.prepare("UPDATE wp_options SET option_value = 'y' WHERE option_name = 'blogname'").run();
    expect(statSync(`${databaseFile(dir)}-wal`).size).toBeGreaterThan(0);
    expect(openAndTellIfChecked(dir)).toBe(true);
    writer.close();
    expect(openAndTellIfChecked(dir)).toBe(false);
  });

  it('refuses garbage in the middle of a verified file', () => {
    const dir = seededDir();
    writeGarbageInTheMiddle(databaseFile(dir));
    expect(() => openDatabase(dir)).toThrow(DataDirError);
    let refusal: unknown;
    try {
      openDatabase(dir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({ problem: 'corrupt', path: databaseFile(dir) });
    // What start-up says of it (startup-errors.ts).
    expect(startupFailureLine(refusal)).toBe(
      `Cannot start: ${databaseFile(dir)} is corrupt (PRAGMA quick_check failed). Restore it ` +
        `from a backup, or move it out of the way to start over with a fresh demo community.`,
    );
  });
});
