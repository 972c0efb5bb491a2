import Database from 'better-sqlite3';
import type { Database as SqliteDatabase } from 'better-sqlite3';
import { accessSync, closeSync, constants, openSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  DataDirError,
  ensureDataDir,
  PRIVATE_FILE_MODE,
  type DataDirProblem,
} from '../../data-dir';
import { errorCode, isPermissionCode } from '../../lib/system-error';
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
 * database under `dataDir`. Every failure a start can meet is a DataDirError naming the
 * problem and the path (not a database, corrupt, not writable, …), except SchemaTooNewError
 * and ForeignDatabaseError for a database that must stay untouched; start-up words them
 * (startup-errors.ts).
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
    if (isPermissionCode(code)) {
      throw new DataDirError('directory-not-writable', path.dirname(file), { cause: error });
    }
    if (code !== 'EEXIST') throw error;
  }
  try {
    accessSync(file, constants.R_OK | constants.W_OK);
  } catch (error) {
    if (isPermissionCode(errorCode(error))) {
      throw new DataDirError('file-not-writable', file, { cause: error });
    }
    throw error;
  }
  return statSync(file).size === 0;
}

/**
 * What an SQLite or file-system error raised on the database `file` (opening it, or a disk
 * that fills up while writing) says about the file, from its code; null for anything else.
 */
export function databaseFileError(error: unknown, file: string): DataDirError | null {
  const code = errorCode(error);
  if (!code) return null;
  const problem = (kind: DataDirProblem, at = file) => new DataDirError(kind, at, { cause: error });
  if (code === 'SQLITE_NOTADB') return problem('not-a-database');
  if (code.startsWith('SQLITE_CORRUPT')) return problem('corrupt');
  if (code === 'SQLITE_FULL' || code === 'ENOSPC') return problem('disk-full', path.dirname(file));
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return problem('busy');
  if (code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN')) {
    return problem('file-not-writable');
  }
  if (isPermissionCode(code)) return problem('directory-not-writable', path.dirname(file));
  return null;
}

export function openDatabaseFile(file: string, options: OpenOptions = {}): SqliteDatabase {
  const isNew = createIfMissing(file);
  let db: SqliteDatabase;
  try {
    db = new Database(file);
  } catch (error) {
    throw databaseFileError(error, file) ?? error;
  }
  try {
    db.pragma('busy_timeout = 5000');
    // Refuse a file that is not ours before reading it further or writing anything (the
    // WAL switch included). Reading the version is also where "not a database" shows.
    checkSchemaVersion(db);
    if (!isNew && !isUnchangedSinceVerified(file)) {
      options.onIntegrityCheck?.(file);
      if (findCorruption(db) !== null) throw new DataDirError('corrupt', file);
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
    throw databaseFileError(error, file) ?? error;
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
