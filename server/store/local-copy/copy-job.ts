import type { Database } from 'better-sqlite3';
import type { StoreContext } from '../wordpress/context';

/**
 * One copy of a WordPress + FluentCommunity database into our own SQLite schema (the local
 * copy, docs/decisions/024): the site's tables are read through the WordPress store's pool
 * (read-only, prefixed names, a time budget per statement), and rows are written to a fresh
 * database of ours. The caller (build-local-copy.ts) sets the target's secondary indexes and
 * triggers aside while the copiers write, and rebuilds them after: a copier writes rows only,
 * with every column of ours filled as the SQLite store expects to read it.
 *
 * The rule every copier follows: the SQLite store reading the copy answers exactly as the
 * WordPress store reading the site does — the same rows reach the same shapers.
 */
export interface CopyJob {
  source: StoreContext;
  target: Database;
  /**
   * Which of the site's rows to copy, by id in the table each copier reads (default: all).
   * Following the site (follow-site.ts) copies a changed range again this way.
   */
  scope?: IdScope;
}

/** Some of a table's rows by id: a range (both ends included), or a list. */
export type IdScope = { from: number; to: number } | { ids: readonly number[] };

/** The rows of `scope` as SQL over `column`, with its parameters. */
export function scopeFilter(scope: IdScope, column: string): { sql: string; params: number[] } {
  if ('ids' in scope) {
    // An empty list selects nothing (`IN ()` is no SQL).
    if (scope.ids.length === 0) return { sql: '1 = 0', params: [] };
    return { sql: `${column} IN (${scope.ids.map(() => '?').join(', ')})`, params: [...scope.ids] };
  }
  return { sql: `${column} BETWEEN ? AND ?`, params: [scope.from, scope.to] };
}

/** How many rows each copier wrote, by our table name. */
export type CopiedRows = Record<string, number>;

/** Rows read per statement: small enough for the statement budget, large enough to be quick. */
export const COPY_BATCH_ROWS = 5_000;

/** What to read of one of the site's tables; every part is SQL of ours, never user text. */
export interface BatchRead {
  /** Names the statement in logs and time-budget errors (sql-pool.ts). */
  call: string;
  /** The prefixed table name (`job.source.tables.posts`), read under the alias `t`. */
  table: string;
  /** The select list, e.g. `t.id, t.title, x.status AS author_status`. */
  columns: string;
  /** Joins after `FROM table t`, e.g. `LEFT JOIN wp_fcom_xprofile x ON x.user_id = t.user_id`. */
  joins?: string;
  /** A filter on the rows (default: all). */
  where?: string;
}

/**
 * The rows of one of the site's tables in id order (those of `job.scope` only, if set),
 * `COPY_BATCH_ROWS` per statement (keyset paging: each statement starts after the last id
 * read, so a batch at the end of a long table costs no more than one at its start).
 */
export async function* readInBatches<T extends { id: number | string }>(
  job: CopyJob,
  read: BatchRead,
): AsyncGenerator<T[]> {
  const scope = job.scope ? scopeFilter(job.scope, 't.id') : { sql: '1 = 1', params: [] };
  let after = 0;
  for (;;) {
    const rows = await job.source.sql.rows<T>(
      read.call,
      `SELECT ${read.columns} FROM ${read.table} t ${read.joins ?? ''}
        WHERE t.id > ? AND (${scope.sql}) AND (${read.where ?? '1 = 1'}) ORDER BY t.id LIMIT ?`,
      [after, ...scope.params, COPY_BATCH_ROWS],
      'heavy',
    );
    if (rows.length === 0) return;
    yield rows;
    after = Number(rows[rows.length - 1]!.id);
    if (rows.length < COPY_BATCH_ROWS) return;
  }
}
