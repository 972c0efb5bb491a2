import { errorCode } from '../lib/system-error';

/**
 * The database behind a store cannot be reached (refused, gone away, too many connections,
 * timed out connecting) or cannot be read (its file damaged). Part of the Store contract, like
 * QueryTimeoutError: the stores throw it, the HTTP layer answers 503 `rest_database_unavailable`
 * (errors.ts), and the store recovers by itself when the database is back. The message never
 * holds the connection string.
 */
export class StoreUnavailableError extends Error {
  constructor(
    readonly reason: string,
    /** The file itself is damaged: it will not come back by itself, so it is logged once. */
    readonly damaged = false,
  ) {
    super(`The database is unavailable: ${reason}`);
    this.name = 'StoreUnavailableError';
  }
}

/** SQLite's result codes for a file that is damaged or not a database at all. */
const DAMAGED = /^SQLITE_(CORRUPT|NOTADB)/;

/**
 * An SQLite error met while serving `file`, as the store reports it: a damaged file is
 * unavailable (a 503 saying so, not a 500); any other error is returned as it is.
 */
export function damagedOrAsIs(error: Error, file: string): Error {
  const code = errorCode(error) ?? '';
  if (!DAMAGED.test(code)) return error;
  return new StoreUnavailableError(
    `${file} is damaged (${code}). Restore it from a backup, or stop the server and move it ` +
      `out of the way: at its next start the server makes a new one (the demo, or a new copy of the site).`,
    true,
  );
}
