import {
  accessSync,
  constants,
  mkdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { errorCode, isPermissionCode } from './lib/system-error';

/**
 * DATA_DIR holds the database, the demo passwords (credentials.json) and the server's lock:
 * only its owner should read any of it, so what we create there is 0700 / 0600.
 */
export const PRIVATE_DIRECTORY_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * What can be wrong with the data directory or a file in it, found while opening or writing
 * there: the data directory itself, or the database file under it (store/sqlite/open.ts).
 */
export type DataDirProblem =
  /** The path (the data directory) is a file, not a directory. */
  | 'not-a-directory'
  /** This user may not create files in the directory at `path`. */
  | 'directory-not-writable'
  /** This user may not write the file at `path`. */
  | 'file-not-writable'
  /** The file at `path` is not an SQLite database. */
  | 'not-a-database'
  /** The database at `path` failed its integrity check. */
  | 'corrupt'
  /** The disk of the directory at `path` is full. */
  | 'disk-full'
  /** Another program holds a lock on the database at `path`. */
  | 'busy';

const PROBLEM_TEXT: Readonly<Record<DataDirProblem, (path: string) => string>> = {
  'not-a-directory': (path) => `${path} is not a directory`,
  'directory-not-writable': (path) => `the directory ${path} is not writable`,
  'file-not-writable': (path) => `${path} is not writable`,
  'not-a-database': (path) => `${path} is not an SQLite database`,
  corrupt: (path) => `${path} is corrupt (PRAGMA quick_check failed)`,
  'disk-full': (path) => `no space left on the disk of ${path}`,
  busy: (path) => `${path} is locked by another program`,
};

/**
 * A problem under the data directory: what went wrong, and with which path. It says nothing
 * of what to do about it: start-up words that for the operator (startup-errors.ts).
 */
export class DataDirError extends Error {
  constructor(
    readonly problem: DataDirProblem,
    readonly path: string,
    options?: ErrorOptions,
  ) {
    super(PROBLEM_TEXT[problem](path), options);
    this.name = 'DataDirError';
  }
}

/**
 * Creates DATA_DIR (0700) when missing and makes sure this user may create files in it;
 * throws a DataDirError otherwise. `access` honours read-only mounts, and root passes it,
 * as root may indeed write anywhere.
 */
export function ensureDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  } catch (error) {
    const code = errorCode(error);
    if (code === 'EEXIST' || code === 'ENOTDIR') {
      throw new DataDirError('not-a-directory', dataDir, { cause: error });
    }
    if (isPermissionCode(code)) {
      throw new DataDirError('directory-not-writable', dataDir, { cause: error });
    }
    throw error;
  }
  if (!statSync(dataDir).isDirectory()) throw new DataDirError('not-a-directory', dataDir);
  try {
    accessSync(dataDir, constants.W_OK | constants.X_OK);
  } catch (error) {
    if (isPermissionCode(errorCode(error))) {
      throw new DataDirError('directory-not-writable', dataDir, { cause: error });
    }
    throw error;
  }
}

/**
 * Writes a whole file readable by its owner only. Through a temporary file and a rename, so
 * the file is never seen half-written and an existing file's looser mode is not kept.
 */
export function writePrivateFile(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    rmSync(temporary, { force: true }); // a leftover of a crashed run, with whatever mode
    writeFileSync(temporary, text, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    if (isPermissionCode(errorCode(error))) {
      throw new DataDirError('directory-not-writable', path.dirname(file), { cause: error });
    }
    throw error;
  }
}
