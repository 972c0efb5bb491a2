import { ConfigError } from './config';
import { ForeignDatabaseError, SchemaTooNewError } from './store/sqlite/migrations';
import { PreflightError } from './store/wordpress/preflight';

/**
 * Why the server could not start, as one sentence an operator can act on: what is wrong,
 * with which path or port, and what to do. `npm start` prints it as a single
 * `Cannot start: …` line on stderr and exits with 1, never with a stack trace.
 */
export type StartupFailure =
  | 'not-a-database'
  | 'corrupt'
  | 'not-writable'
  | 'not-a-directory'
  | 'disk-full'
  | 'database-busy'
  | 'data-dir-in-use'
  | 'port-in-use'
  | 'port-forbidden'
  | 'host-unavailable';

export class StartupError extends Error {
  constructor(
    readonly failure: StartupFailure,
    message: string,
  ) {
    super(message);
    this.name = 'StartupError';
  }
}

export const notADatabase = (file: string) =>
  new StartupError(
    'not-a-database',
    `${file} is not an SQLite database. Move it out of the way (a fresh demo community is ` +
      `then created), or point DATA_DIR at another directory.`,
  );

export const corruptDatabase = (file: string) =>
  new StartupError(
    'corrupt',
    `${file} is corrupt (PRAGMA quick_check failed). Restore it from a backup, or move it ` +
      `out of the way to start over with a fresh demo community.`,
  );

export const notWritable = (target: string, kind: 'directory' | 'file') =>
  new StartupError(
    'not-writable',
    kind === 'directory'
      ? `the data directory ${target} is not writable. Give this user write access to it ` +
          `(chown/chmod), or point DATA_DIR at a writable directory.`
      : `${target} is not writable. Give this user read and write access to it ` +
          `(chown/chmod u+rw), or point DATA_DIR at another directory.`,
  );

export const notADirectory = (dataDir: string) =>
  new StartupError(
    'not-a-directory',
    `${dataDir} is not a directory. Point DATA_DIR (or --data-dir) at a directory.`,
  );

export const diskFull = (dataDir: string) =>
  new StartupError(
    'disk-full',
    `no space left on the disk of ${dataDir}. Free some space, or point DATA_DIR at another disk.`,
  );

export const databaseBusy = (file: string) =>
  new StartupError(
    'database-busy',
    `${file} is locked by another program. Stop whatever is writing to it (a running ` +
      `\`npm run seed\`?) and start again.`,
  );

export const dataDirInUse = (dataDir: string, pid: number, lockFile: string) =>
  new StartupError(
    'data-dir-in-use',
    `another Community Desk server (pid ${pid}) is using ${dataDir}. Stop it first, or point ` +
      `DATA_DIR at another directory; if no such server runs, delete ${lockFile}.`,
  );

export const portInUse = (port: number, host: string) =>
  new StartupError(
    'port-in-use',
    `port ${port} on ${host} is already in use. Stop the program listening there, or choose ` +
      `another port with --port or PORT.`,
  );

export const portForbidden = (port: number, host: string) =>
  new StartupError(
    'port-forbidden',
    `this user may not listen on port ${port} on ${host}. Choose a port from 1024 up with ` +
      `--port or PORT.`,
  );

export const hostUnavailable = (host: string) =>
  new StartupError(
    'host-unavailable',
    `cannot listen on ${host}: it is not an address of this machine. Set --host or HOST to ` +
      `127.0.0.1, 0.0.0.0 or one of this machine's addresses.`,
  );

/** The `code` of a Node system error or an SqliteError, if any. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** Errors raised while writing under DATA_DIR that mean "this user may not write there". */
export function isPermissionCode(code: string | undefined): boolean {
  return code === 'EACCES' || code === 'EPERM' || code === 'EROFS';
}

export interface StartupContext {
  dataDir?: string;
  databaseFile?: string;
}

/**
 * Names, from its code, an SQLite or file-system error raised under DATA_DIR (opening the
 * database, or a disk that fills up while seeding); null for anything else.
 */
export function toStartupError(error: unknown, context: StartupContext): StartupError | null {
  const code = errorCode(error);
  const { dataDir, databaseFile } = context;
  if (!code || !dataDir || !databaseFile) return null;
  if (code === 'SQLITE_NOTADB') return notADatabase(databaseFile);
  if (code.startsWith('SQLITE_CORRUPT')) return corruptDatabase(databaseFile);
  if (code === 'SQLITE_FULL' || code === 'ENOSPC') return diskFull(dataDir);
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
    return databaseBusy(databaseFile);
  }
  if (code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN')) {
    return notWritable(databaseFile, 'file');
  }
  if (isPermissionCode(code)) return notWritable(dataDir, 'directory');
  return null;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The one line printed for a failed start. Known failures say what to do; anything else is
 * reported as its message (never its stack) with a hint, since it is a bug to report.
 */
export function startupFailureLine(error: unknown, context: StartupContext = {}): string {
  const known =
    error instanceof StartupError ||
    error instanceof SchemaTooNewError ||
    error instanceof ForeignDatabaseError ||
    error instanceof PreflightError
      ? error
      : toStartupError(error, context);
  if (known) return `Cannot start: ${oneLine(known.message)}`;
  if (error instanceof ConfigError) {
    return `Cannot start: ${oneLine(error.message)} Fix that flag or environment variable.`;
  }
  const name = error instanceof Error ? error.name : typeof error;
  const message = error instanceof Error ? error.message : String(error);
  const code = errorCode(error);
  return (
    `Cannot start: unexpected ${name}${code ? ` (${code})` : ''}: ${oneLine(message)}. ` +
    `This is a bug in Community Desk: please report it with this line.`
  );
}
