import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ForeignDatabaseError,
  LATEST_SCHEMA_VERSION,
  migrations,
  SchemaTooNewError,
} from './migrations';
import { closeDatabase, databaseFile, openDatabase } from './open';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'community-desk-migrations-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('schema version and migrations', () => {
  it('creates a fresh database at the latest version, recording each migration, in WAL mode', () => {
    const dir = tempDir();
    const db = openDatabase(dir);
    expect(db.pragma('user_version', { simple: true })).toBe(LATEST_SCHEMA_VERSION);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    const applied = db
      .prepare('SELECT version, name FROM cd_schema_migrations ORDER BY version')
      .all();
    expect(applied).toEqual(migrations.map(({ version, name }) => ({ version, name })));
    closeDatabase(db);
    // Opening again applies nothing twice.
    const again = openDatabase(dir);
    expect(
      (again.prepare('SELECT count(*) AS n FROM cd_schema_migrations').get() as { n: number }).n,
    ).toBe(migrations.length);
    closeDatabase(again);
  });

  it('refuses a database from a newer version with a clear message, and leaves it untouched', () => {
    const dir = tempDir();
    closeDatabase(openDatabase(dir));
    const raw = new Database(databaseFile(dir));
    raw.pragma('journal_mode = DELETE');
    raw.pragma(`user_version = ${LATEST_SCHEMA_VERSION + 1}`);
    raw.close();
    const before = digest(databaseFile(dir));
    expect(() => openDatabase(dir)).toThrow(SchemaTooNewError);
    expect(() => openDatabase(dir)).toThrow(/newer Community Desk.*left untouched/s);
    expect(digest(databaseFile(dir))).toBe(before);
  });

  it('refuses an SQLite file that is not one of ours', () => {
    const dir = tempDir();
    const raw = new Database(databaseFile(dir));
    raw.exec('CREATE TABLE something_else (id INTEGER)');
    raw.close();
    expect(() => openDatabase(dir)).toThrow(ForeignDatabaseError);
  });
});
