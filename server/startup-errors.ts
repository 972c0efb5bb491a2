import { ConfigError } from './config';
import { DataDirError } from './data-dir';
import { DataDirInUseError } from './data-dir-lock';
import { describeDatabaseCheckFailure } from './database-check-failures';
import { ForeignDatabaseError, SchemaTooNewError } from './store/sqlite/migrations';
import { databaseFileError } from './store/sqlite/open';
import { PreflightError } from './store/wordpress/preflight';
import { errorCode } from './lib/system-error';

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
  | 'schema-too-new'
  | 'foreign-database'
  | 'port-in-use'
  | 'port-forbidden'
  | 'host-unavailable'
  | 'wordpress-database';

export class StartupError extends Error {
  constructor(
    readonly failure: StartupFailure,
    message: string,
  ) {
    super(message);
    this.name = 'StartupError';
  }
}

const notADatabase = (file: string) =>
  new StartupError(
    'not-a-database',
    `${file} is not an SQLite database. Move it out of the way (a fresh demo community is ` +
      `then created), or point DATA_DIR at another directory.`,
  );

const corruptDatabase = (file: string) =>
  new StartupError(
    'corrupt',
    `${file} is corrupt (PRAGMA quick_check failed). Restore it from a backup, or move it ` +
      `out of the way to start over with a fresh demo community.`,
  );

const notWritable = (target: string, kind: 'directory' | 'file') =>
  new StartupError(
    'not-writable',
    kind === 'directory'
      ? `the data directory ${target} is not writable. Give this user write access to it ` +
          `(chown/chmod), or point DATA_DIR at a writable directory.`
      : `${target} is not writable. Give this user read and write access to it ` +
          `(chown/chmod u+rw), or point DATA_DIR at another directory.`,
  );

const notADirectory = (dataDir: string) =>
  new StartupError(
    'not-a-directory',
    `${dataDir} is not a directory. Point DATA_DIR (or --data-dir) at a directory.`,
  );

const diskFull = (dataDir: string) =>
  new StartupError(
    'disk-full',
    `no space left on the disk of ${dataDir}. Free some space, or point DATA_DIR at another disk.`,
  );

const databaseBusy = (file: string) =>
  new StartupError(
    'database-busy',
    `${file} is locked by another program. Stop whatever is writing to it (a running ` +
      `\`npm run seed\`?) and start again.`,
  );

const dataDirInUse = (dataDir: string, pid: number, lockFile: string) =>
  new StartupError(
    'data-dir-in-use',
    `another Community Desk server (pid ${pid}) is using ${dataDir}. Stop it first, or point ` +
      `DATA_DIR at another directory; if no such server runs, delete ${lockFile}.`,
  );

const schemaTooNew = ({ file, found, supported }: SchemaTooNewError) =>
  new StartupError(
    'schema-too-new',
    `The database ${file} has schema version ${found}, but this server only knows versions ` +
      `up to ${supported}. It was written by a newer Community Desk: upgrade this checkout, ` +
      `or point DATA_DIR at another directory. The file was left untouched.`,
  );

const foreignDatabase = ({ file }: ForeignDatabaseError) =>
  new StartupError(
    'foreign-database',
    `${file} is an SQLite database, but not one of Community Desk (no schema version). ` +
      `Point DATA_DIR at an empty directory. The file was left untouched.`,
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

/** What to do about a problem under the data directory, as start-up says it. */
function fromDataDirError(error: DataDirError): StartupError {
  switch (error.problem) {
    case 'not-a-directory':
      return notADirectory(error.path);
    case 'directory-not-writable':
      return notWritable(error.path, 'directory');
    case 'file-not-writable':
      return notWritable(error.path, 'file');
    case 'not-a-database':
      return notADatabase(error.path);
    case 'corrupt':
      return corruptDatabase(error.path);
    case 'disk-full':
      return diskFull(error.path);
    case 'busy':
      return databaseBusy(error.path);
  }
}

export interface StartupContext {
  /** The database file, once known: errors raised on it are named from their code. */
  databaseFile?: string;
}

/**
 * A failure start-up knows how to word, or null: its own, the stores' typed errors, and an
 * SQLite or file-system error raised on the database (opening it, or a disk that fills up
 * while seeding), named from its code.
 */
export function knownStartupFailure(error: unknown, context: StartupContext = {}): Error | null {
  if (error instanceof StartupError) return error;
  if (error instanceof PreflightError) {
    return new StartupError('wordpress-database', describeDatabaseCheckFailure(error));
  }
  if (error instanceof DataDirInUseError) {
    return dataDirInUse(error.dataDir, error.pid, error.lockFile);
  }
  if (error instanceof SchemaTooNewError) return schemaTooNew(error);
  if (error instanceof ForeignDatabaseError) return foreignDatabase(error);
  if (error instanceof DataDirError) return fromDataDirError(error);
  const named = context.databaseFile ? databaseFileError(error, context.databaseFile) : null;
  return named ? fromDataDirError(named) : null;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The one line printed for a failed start. Known failures say what to do; anything else is
 * reported as its message (never its stack) with a hint, since it is a bug to report.
 */
export function startupFailureLine(error: unknown, context: StartupContext = {}): string {
  const known = knownStartupFailure(error, context);
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
