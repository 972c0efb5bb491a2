import type { Store } from '../store';
import type { StoreContext } from './context';
import type { DatabaseAddress } from './database-url';
import { checkWordPressDatabase, type SiteFacts } from './preflight';
import { createSqlPool } from './sql-pool';
import { wordPressTables } from './tables';
import { createTtlCaches } from './ttl-cache';
import { createWordPressStore } from './wordpress-store';

export interface OpenedWordPressStore {
  store: Store & { close(): Promise<void> };
  site: SiteFacts;
  /** The store's pool and tables, for reading the site whole (the local copy, decision 024). */
  context: StoreContext;
}

export interface WordPressStoreOptions {
  prefix: string;
  budgetMs: number;
  connections?: number;
  warn?: (line: string) => void;
}

/** Checks the database (preflight.ts, PreflightError on any problem), then opens the pool. */
export async function openWordPressStore(
  address: DatabaseAddress,
  options: WordPressStoreOptions,
): Promise<OpenedWordPressStore> {
  const tables = wordPressTables(options.prefix);
  const site = await checkWordPressDatabase(address, tables);
  const sql = createSqlPool(address, {
    budgetMs: options.budgetMs,
    flavour: site.flavour,
    connections: options.connections,
  });
  const context: StoreContext = {
    sql,
    tables,
    warn: options.warn ?? console.warn,
    caches: createTtlCaches(),
  };
  return { store: createWordPressStore(context), site, context };
}
