import Database from 'better-sqlite3';
import type { Database as SqliteDatabase } from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { migrate } from './migrations/index';

/** The one database file under DATA_DIR. */
export const DATABASE_FILE_NAME = 'community.sqlite';

export function databaseFile(dataDir: string): string {
  return path.join(dataDir, DATABASE_FILE_NAME);
}

/**
 * Opens (creating the directory and the file when missing) and migrates the database under
 * `dataDir`. Throws SchemaTooNewError for a database from a newer version, untouched.
 */
export function openDatabase(dataDir: string): SqliteDatabase {
  mkdirSync(dataDir, { recursive: true });
  return openDatabaseFile(databaseFile(dataDir));
}

export function openDatabaseFile(file: string): SqliteDatabase {
  const db = new Database(file);
  try {
    // Check the version before anything writes to the file (WAL switch included).
    db.pragma('busy_timeout = 5000');
    migrate(db);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('temp_store = MEMORY');
    db.pragma('cache_size = -65536');
    db.pragma('mmap_size = 268435456');
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Lets SQLite refresh its planner statistics, as its docs advise before closing. */
export function closeDatabase(db: SqliteDatabase): void {
  if (!db.open) return;
  try {
    db.pragma('optimize');
  } finally {
    db.close();
  }
}
