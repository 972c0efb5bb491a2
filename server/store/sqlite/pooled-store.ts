import { z } from 'zod';
import { ConfigError } from '../../config';
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
  /** Per-call budget in ms; default QUERY_BUDGET_MS, else DEFAULT_QUERY_BUDGET_MS. */
  budgetMs?: number;
  /** Tests only: calls the workers hold until a gate opens (read-protocol.ts). */
  held?: HeldCalls;
}

/**
 * Long enough for every representative query even on a loaded machine (the slowest,
 * alphabetical feed searches, take about a second on 200k posts), short enough that a client
 * hears back before it gives up.
 */
export const DEFAULT_QUERY_BUDGET_MS = 5000;

const budgetSchema = z.coerce.number().int().min(1).max(600_000);

/** QUERY_BUDGET_MS, in milliseconds (1 to 600000), or the default. */
export function queryBudgetFromEnv(env: NodeJS.ProcessEnv): number {
  const value = env.QUERY_BUDGET_MS;
  if (value === undefined || value.trim() === '') return DEFAULT_QUERY_BUDGET_MS;
  const parsed = budgetSchema.safeParse(value);
  if (!parsed.success) {
    throw new ConfigError(`QUERY_BUDGET_MS must be an integer from 1 to 600000 (got "${value}").`);
  }
  return parsed.data;
}

/** Starts the workers on `file` (the server's database, `db.name`) once each has opened it. */
export async function openPooledStore(
  file: string,
  options: PooledStoreOptions = {},
): Promise<PooledStore> {
  const pool = new ReadPool({
    file,
    workers: options.workers ?? defaultLaneSizes(),
    budgetMs: options.budgetMs ?? queryBudgetFromEnv(process.env),
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
