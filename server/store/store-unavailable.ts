/**
 * The database behind a store cannot be reached (refused, gone away, too many connections,
 * timed out connecting). Part of the Store contract, like QueryTimeoutError: the WordPress
 * store throws it, the HTTP layer answers 503 `rest_database_unavailable` (errors.ts), and the
 * store recovers by itself when the database is back. The message never holds the
 * connection string.
 */
export class StoreUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`The database is unavailable: ${reason}`);
    this.name = 'StoreUnavailableError';
  }
}
