import { DEFAULT_QUERY_BUDGET_MS } from '../query-timeout';
import type { Store } from '../store';
import { defaultLaneSizes, type LaneSizes } from './read-lanes';
import { ReadPool } from './read-pool';
import type { HeldCalls } from './read-protocol';
import { storeOverRepositories, type CallRepository, type ResultOf } from './repository-store';

/**
 * The store the server runs on (docs/decisions/016): the same repositories and search folding
 * as the in-process store (repository-store.ts), each call run in a read worker (read-pool.ts)
 * so a slow query never holds the event loop, under a per-query time budget.
 */
export interface PooledStore extends Store {
  readonly pool: ReadPool;
  /** Stops the workers (before the server's own connection closes, so WAL can checkpoint). */
  close(): Promise<void>;
}

export interface PooledStoreOptions {
  /** Workers in each lane; default defaultLaneSizes() (on 2 cores, 2 cheap + 2 heavy). */
  workers?: LaneSizes;
  /** Per-call budget in ms (the server's QUERY_BUDGET_MS); default DEFAULT_QUERY_BUDGET_MS. */
  budgetMs?: number;
  /** Tests only: calls the workers hold until a gate opens (read-protocol.ts). */
  held?: HeldCalls;
}

/** Starts the workers on `file` (the server's database, `db.name`) once each has opened it. */
export async function openPooledStore(
  file: string,
  options: PooledStoreOptions = {},
): Promise<PooledStore> {
  const pool = new ReadPool({
    file,
    workers: options.workers ?? defaultLaneSizes(),
    budgetMs: options.budgetMs ?? DEFAULT_QUERY_BUDGET_MS,
    held: options.held ?? null,
  });
  try {
    await pool.ready;
  } catch (error) {
    await pool.close();
    throw error;
  }
  const call: CallRepository = (repository, method, args, lane) =>
    // The worker runs exactly this method: its result is this method's, cloned.
    pool.call({ repository, method, args }, lane) as Promise<
      ResultOf<typeof repository, typeof method>
    >;
  return { ...storeOverRepositories(call), pool, close: () => pool.close() };
}
