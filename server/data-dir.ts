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
import { errorCode, isPermissionCode, notADirectory, notWritable } from './startup-errors';

/**
 * DATA_DIR holds the database, the demo passwords (credentials.json) and the server's lock:
 * only its owner should read any of it, so what we create there is 0700 / 0600.
 */
export const PRIVATE_DIRECTORY_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates DATA_DIR (0700) when missing and makes sure this user may create files in it;
 * throws a StartupError otherwise. `access` honours read-only mounts, and root passes it,
 * as root may indeed write anywhere.
 */
export function ensureDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  } catch (error) {
    const code = errorCode(error);
    if (code === 'EEXIST' || code === 'ENOTDIR') throw notADirectory(dataDir);
    if (isPermissionCode(code)) throw notWritable(dataDir, 'directory');
    throw error;
  }
  if (!statSync(dataDir).isDirectory()) throw notADirectory(dataDir);
  try {
    accessSync(dataDir, constants.W_OK | constants.X_OK);
  } catch (error) {
    if (isPermissionCode(errorCode(error))) throw notWritable(dataDir, 'directory');
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
    if (isPermissionCode(errorCode(error))) throw notWritable(path.dirname(file), 'directory');
    throw error;
  }
}
