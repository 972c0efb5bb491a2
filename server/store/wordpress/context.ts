import type { SqlPool } from './sql-pool';
import type { WordPressTables } from './tables';
import { serializedMapAsJson } from './php-serialized';
import type { TtlCaches } from './ttl-cache';

/** What every part of the WordPress store shares: the pool, the table names, the log, caches. */
export interface StoreContext {
  sql: SqlPool;
  tables: WordPressTables;
  /** One line per problem with the data (never a 500): malformed PHP-serialized values. */
  warn: (line: string) => void;
  /** The store's short-lived caches of costly answers (totals, pinned posts): ttl-cache.ts. */
  caches: TtlCaches;
}

/**
 * A PHP-serialized map column (meta, settings) as the JSON object text the shaping layer
 * reads. Malformed data is logged once per place and read as an empty map.
 */
export function mapColumn(
  context: StoreContext,
  value: string | null,
  where: { table: string; column: string; id: number | string },
): string {
  try {
    return serializedMapAsJson(value);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unreadable';
    context.warn(
      `Malformed PHP-serialized ${where.table}.${where.column} (row ${where.id}): ${reason}. Read as empty.`,
    );
    return '{}';
  }
}
