import Database from 'better-sqlite3';
import type { Database as SqliteDatabase } from 'better-sqlite3';
import { accessSync, closeSync, constants, openSync, statSync } from 'node:fs';
import path from 'node:path';
import { ensureDataDir, PRIVATE_FILE_MODE } from '../../data-dir';
import {
  corruptDatabase,
  errorCode,
  isPermissionCode,
  notWritable,
  toStartupError,
} from '../../startup-errors';
import { findCorruption, isUnchangedSinceVerified, stampVerified } from './integrity';
import { checkSchemaVersion, migrate } from './migrations/index';

/** The one database file under DATA_DIR. */
export const DATABASE_FILE_NAME = 'community.sqlite';

export function databaseFile(dataDir: string): string {
  return path.join(dataDir, DATABASE_FILE_NAME);
}

export interface OpenOptions {
  /** Told before a full integrity check starts (seconds on a large database). */
  onIntegrityCheck?: (file: string) => void;
}

/** Databases that were sound when opened: closing them records them as verified again. */
const verifiedDatabases = new WeakSet<SqliteDatabase>();

/**
 * Opens (creating the directory, 0700, and the file, 0600, when missing) and migrates the
 * database under `dataDir`. Every failure a start can meet is a StartupError naming the file
 * (not a database, corrupt, not writable), except SchemaTooNewError and ForeignDatabaseError
 * for a database that must stay untouched.
 */
export function openDatabase(dataDir: string, options: OpenOptions = {}): SqliteDatabase {
  ensureDataDir(dataDir);
  return openDatabaseFile(databaseFile(dataDir), options);
}

/**
 * Creates the file empty with mode 0600 (SQLite would use 0644, and gives its -wal and -shm
 * files the database's mode); returns true when there was no database yet.
 */
function createIfMissing(file: string): boolean {
  try {
    closeSync(openSync(file, 'wx', PRIVATE_FILE_MODE));
    return true;
  } catch (error) {
    const code = errorCode(error);
    if (isPermissionCode(code)) throw notWritable(path.dirname(file), 'directory');
    if (code !== 'EEXIST') throw error;
  }
  try {
    accessSync(file, constants.R_OK | constants.W_OK);
  } catch (error) {
    if (isPermissionCode(errorCode(error))) throw notWritable(file, 'file');
    throw error;
  }
  return statSync(file).size === 0;
}

export function openDatabaseFile(file: string, options: OpenOptions = {}): SqliteDatabase {
  const context = { dataDir: path.dirname(file), databaseFile: file };
  const isNew = createIfMissing(file);
  let db: SqliteDatabase;
  try {
    db = new Database(file);
  } catch (error) {
    throw toStartupError(error, context) ?? error;
  }
  try {
    db.pragma('busy_timeout = 5000');
    // Refuse a file that is not ours before reading it further or writing anything (the
    // WAL switch included). Reading the version is also where "not a database" shows.
    checkSchemaVersion(db);
    if (!isNew && !isUnchangedSinceVerified(file)) {
      options.onIntegrityCheck?.(file);
      if (findCorruption(db) !== null) throw corruptDatabase(file);
    }
    migrate(db);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('temp_store = MEMORY');
    db.pragma('cache_size = -65536');
    db.pragma('mmap_size = 268435456');
    markDatabaseVerified(db);
    return db;
  } catch (error) {
    db.close();
    throw toStartupError(error, context) ?? error;
  }
}

/**
 * After our own writes (a migration, the seed): moves the write-ahead log into the file and
 * records it as verified, so the next start need not check it again (see integrity.ts).
 */
export function markDatabaseVerified(db: SqliteDatabase): void {
  verifiedDatabases.add(db);
  if (isUnchangedSinceVerified(db.name)) return;
  db.pragma('wal_checkpoint(TRUNCATE)');
  stampVerified(db.name);
}

/**
 * Lets SQLite refresh its planner statistics, as its docs advise before closing. A database
 * that nobody else changed while it was open is recorded as verified again after its final
 * checkpoint.
 */
export function closeDatabase(db: SqliteDatabase): void {
  if (!db.open) return;
  const restamp = verifiedDatabases.has(db) && isUnchangedSinceVerified(db.name);
  try {
    db.pragma('optimize');
  } finally {
    db.close();
  }
  if (!restamp) return;
  try {
    stampVerified(db.name);
  } catch {
    // Not recorded: the next start checks the file once more, nothing worse.
  }
}
