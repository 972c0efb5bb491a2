/**
 * What every table writer needs: the seeded SQLite demo to read, the MySQL/MariaDB connection
 * to write, the table prefix, and the site URL that replaces the `{{site_url}}` token our
 * stored URLs carry (a real site stores absolute URLs).
 */
import type { Database } from 'better-sqlite3';
import type { Connection } from 'mysql2/promise';
import { withSiteUrl } from '../../store/site-url';
import { createBatchInserter, type SqlValue } from './batch-insert';
import { serializeJson } from './php-values';
import { tableName, type WordPressTable } from './schema';

export interface WriteContext {
  sqlite: Database;
  connection: Connection;
  prefix: string;
  siteUrl: string;
}

/** Stored text as a real site holds it: absolute URLs. */
export function siteText(context: WriteContext, text: string): string;
export function siteText(context: WriteContext, text: string | null): string | null;
export function siteText(context: WriteContext, text: string | null): string | null {
  return text === null ? null : withSiteUrl(text, context.siteUrl);
}

/** A JSON column of ours as the PHP-serialized value the plugin stores, with absolute URLs. */
export function siteSerialized(context: WriteContext, json: string): string {
  return serializeJson(json, (text) => withSiteUrl(text, context.siteUrl));
}

/** Writes every row of `rows` to one of the tables; returns how many were written. */
export async function insertRows(
  context: WriteContext,
  table: WordPressTable,
  columns: readonly string[],
  rows: Iterable<readonly SqlValue[]>,
): Promise<number> {
  const inserter = createBatchInserter(
    context.connection,
    tableName(table, context.prefix),
    columns,
  );
  for (const row of rows) await inserter.add(row);
  return inserter.finish();
}
