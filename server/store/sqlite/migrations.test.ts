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
import { seedDemo } from '../../demo/demo';

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

describe('migration 2: folding as utf8mb4_unicode_520_ci', () => {
  it('refolds a version-1 database: profiles, their membership copies and the trigram index', () => {
    const dir = tempDir();
    const db = openDatabase(dir);
    seedDemo(db, { users: 60, posts: 20 });
    // Roll one profile back to version 1's folding (ø kept as it is), then the version.
    const userId = (
      db.prepare('SELECT user_id FROM fcom_xprofile LIMIT 1').get() as { user_id: number }
    ).user_id;
    db.prepare('UPDATE wp_users SET display_name = ?, user_login = ? WHERE ID = ?').run(
      'Chidi Østergaard',
      'chidi',
      userId,
    );
    db.prepare(
      "UPDATE fcom_xprofile SET display_name = 'Chidi Østergaard', name_fold = 'chidi østergaard', search_fold = 'chidi østergaard' || char(10) || 'chidi' WHERE user_id = ?",
    ).run(userId);
    db.prepare('DELETE FROM cd_schema_migrations WHERE version >= 2').run();
    db.pragma('user_version = 1');
    closeDatabase(db);

    const migrated = openDatabase(dir);
    try {
      expect(migrated.pragma('user_version', { simple: true })).toBe(LATEST_SCHEMA_VERSION);
      const profile = migrated
        .prepare('SELECT name_fold, search_fold FROM fcom_xprofile WHERE user_id = ?')
        .get(userId);
      expect(profile).toEqual({
        name_fold: 'chidi ostergaard',
        search_fold: 'chidi ostergaard\nchidi',
      });
      const copies = migrated
        .prepare('SELECT DISTINCT profile_name_fold FROM fcom_space_user WHERE user_id = ?')
        .all(userId);
      for (const copy of copies) expect(copy).toEqual({ profile_name_fold: 'chidi ostergaard' });
      const { id } = migrated
        .prepare('SELECT id FROM fcom_xprofile WHERE user_id = ?')
        .get(userId) as { id: number };
      const found = migrated
        .prepare(
          'SELECT rowid AS id FROM fcom_xprofile_fts WHERE fcom_xprofile_fts MATCH \'"ostergaard"\'',
        )
        .all();
      expect(found).toContainEqual({ id });
    } finally {
      closeDatabase(migrated);
    }
  });
});
