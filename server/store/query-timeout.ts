/**
 * The per-call time budget unless QUERY_BUDGET_MS sets another (config.ts): long enough for
 * every representative query even on a loaded machine (the slowest, alphabetical feed
 * searches, take about a second on 200k posts), short enough that a client hears back before
 * it gives up.
 */
export const DEFAULT_QUERY_BUDGET_MS = 5000;

/**
 * A store call that ran past the per-query time budget and was cut off. Part of the Store
 * contract rather than of one database: the SQLite pool throws it when it terminates a reader
 * (docs/decisions/016), a MySQL store would throw it for `max_execution_time`. The HTTP layer
 * turns it into a 503 `rest_query_timeout` (errors.ts); the store never speaks HTTP.
 */
export class QueryTimeoutError extends Error {
  constructor(
    /** The call that was cut off, as `repository.method`. */
    readonly call: string,
    readonly budgetMs: number,
  ) {
    super(`${call} ran longer than its ${budgetMs} ms budget and was stopped`);
    this.name = 'QueryTimeoutError';
  }
}
