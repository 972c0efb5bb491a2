import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DataDirError, ensureDataDir, PRIVATE_FILE_MODE } from './data-dir';
import { errorCode, isPermissionCode } from './lib/system-error';

/**
 * One server per DATA_DIR: two would both seed an empty directory (one then fails with
 * "database is locked") or both migrate it. The server holds DATA_DIR/server.lock, which
 * names its pid, from start to exit. A lock whose process is gone (killed, crashed) is stale
 * and taken over, as is a lock naming this very process (a container restarted with the
 * same pid). Only processes on this machine are seen: two machines sharing DATA_DIR over a
 * network share cannot tell each other's pids apart.
 */
export const LOCK_FILE_NAME = 'server.lock';

/**
 * Another server, still running, holds the data directory's lock: which one, and the lock
 * file. Start-up words what to do about it (startup-errors.ts).
 */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly lockFile: string,
  ) {
    super(`${dataDir} is in use by another server (pid ${pid}, ${lockFile})`);
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  file: string;
  /** Removes the lock file if it is still ours. Safe to call more than once. */
  release(): void;
}

/** True when a process with this pid exists (EPERM: it does, run by another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

/** The lock's text, or null when there is no lock file (any more). */
function readLock(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

function holderPid(text: string): number | null {
  const pid = Number(text.trim());
  return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Creates `file` holding `text` only if it does not exist, atomically: the text is written
 * to a private temporary file first and hard-linked into place, so nobody ever reads a
 * half-written lock (and mistakes it for a stale one). Returns false when the lock exists.
 */
function createExclusively(file: string, text: string): boolean {
  const temporary = `${file}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  writeFileSync(temporary, text, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  try {
    linkSync(temporary, file);
    return true;
  } catch (error) {
    const code = errorCode(error);
    if (code === 'EEXIST') return false;
    // File systems without hard links: an exclusive create is nearly as good.
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
    try {
      writeFileSync(file, text, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
      return true;
    } catch (fallbackError) {
      if (errorCode(fallbackError) === 'EEXIST') return false;
      throw fallbackError;
    }
  } finally {
    rmSync(temporary, { force: true });
  }
}

/**
 * Removes a stale lock, unless someone replaced it since we read it: the lock is first
 * renamed to a name of our own, then compared with what we judged stale. A fresh lock moved
 * aside by mistake is linked back.
 */
function removeStaleLock(file: string, staleText: string): void {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return; // someone else removed it first
    throw error;
  }
  try {
    if (readFileSync(aside, 'utf8') !== staleText) {
      try {
        linkSync(aside, file);
      } catch (error) {
        if (errorCode(error) !== 'EEXIST') throw error;
      }
    }
  } finally {
    rmSync(aside, { force: true });
  }
}

/**
 * Takes DATA_DIR's lock (creating DATA_DIR, 0700, if needed), or throws: a DataDirError when
 * the directory cannot be used (data-dir.ts), a DataDirInUseError when another server holds it.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  ensureDataDir(dataDir);
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const ours = `${process.pid}\n`;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    let created: boolean;
    try {
      created = createExclusively(file, ours);
    } catch (error) {
      if (isPermissionCode(errorCode(error))) {
        throw new DataDirError('directory-not-writable', dataDir, { cause: error });
      }
      throw error;
    }
    if (created) {
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          try {
            if (readLock(file) === ours) rmSync(file, { force: true });
          } catch {
            // Runs at exit: a lock left behind names a dead pid, and the next start takes it over.
          }
        },
      };
    }
    const text = readLock(file);
    if (text === null) continue; // released between our two looks: try again
    const pid = holderPid(text);
    if (pid !== null && pid !== process.pid && isRunning(pid)) {
      throw new DataDirInUseError(dataDir, pid, file);
    }
    removeStaleLock(file, text);
  }
  throw new Error(`Could not take ${file}: other processes kept replacing it.`);
}
