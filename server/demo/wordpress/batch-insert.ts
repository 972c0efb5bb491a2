/**
 * Writes rows to MySQL/MariaDB as multi-row INSERTs (1000 rows, or about 2 MB, a statement),
 * keeping one statement in flight while the next is built: the server inserts while we read
 * SQLite and serialize. Values are escaped by mysql2, never spliced in raw.
 */
import type { Connection } from 'mysql2/promise';

export type SqlValue = string | number | null;

/** Far below MariaDB's default max_allowed_packet (16 MB) even for 4-byte characters. */
const MAX_STATEMENT_CHARS = 2_000_000;
const MAX_ROWS_PER_STATEMENT = 1000;

export interface BatchInserter {
  add(row: readonly SqlValue[]): Promise<void>;
  /** Sends what is left and waits for every statement; returns the rows written. */
  finish(): Promise<number>;
}

export function quoteIdentifier(name: string): string {
  return `\`${name.replaceAll('`', '``')}\``;
}

export function createBatchInserter(
  connection: Connection,
  table: string,
  columns: readonly string[],
): BatchInserter {
  const head = `INSERT INTO ${quoteIdentifier(table)} (${columns.map(quoteIdentifier).join(', ')}) VALUES `;
  let tuples: string[] = [];
  let chars = 0;
  let written = 0;
  let inFlight: Promise<unknown> = Promise.resolve();

  async function send(): Promise<void> {
    if (tuples.length === 0) return;
    const sql = head + tuples.join(',');
    written += tuples.length;
    tuples = [];
    chars = 0;
    await inFlight;
    const statement = connection.query(sql);
    // Awaited by the next send or by finish(); until then a failure must not count as unhandled.
    statement.catch(() => undefined);
    inFlight = statement;
  }

  return {
    async add(row) {
      if (row.length !== columns.length) {
        throw new Error(`${table}: ${row.length} values for ${columns.length} columns`);
      }
      const tuple = `(${row.map((value) => connection.escape(value)).join(',')})`;
      tuples.push(tuple);
      chars += tuple.length;
      if (tuples.length >= MAX_ROWS_PER_STATEMENT || chars >= MAX_STATEMENT_CHARS) await send();
    },
    async finish() {
      await send();
      await inFlight;
      return written;
    },
  };
}
