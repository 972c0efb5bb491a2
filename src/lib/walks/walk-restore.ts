import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { pruneWalksOnce, restoreWalk } from './persisted-walks';
import { isWalkSnapshot } from './walk-snapshot';
import type { WalkStorage } from './walk-storage';

/**
 * Brings a walk kept on the device back into the query cache before its query may run: the
 * query is held (not enabled) until the read is over, then holds the stored data with its
 * original `dataUpdatedAt`, so React Query refreshes it in the background only if it is stale.
 * Reads are asynchronous (IndexedDB), which is why this cannot be `initialData`.
 *
 * One read per query and query client; forgotten when the query leaves the cache (`forget`),
 * so a query collected after its gcTime is read back again next time.
 */

type RestoreStatus = 'restoring' | 'done';

/** Which queries of one query client have been looked for on the device. */
export class WalkRestores {
  #status = new Map<string, RestoreStatus>();
  #listeners = new Set<() => void>();

  status(hash: string): RestoreStatus | undefined {
    return this.#status.get(hash);
  }

  /** Runs `task` once for `hash`; the status is `'done'` when it settles. */
  begin(hash: string, task: () => Promise<void>): void {
    if (this.#status.has(hash)) return;
    this.#set(hash, 'restoring');
    void task()
      .catch(() => undefined)
      .finally(() => {
        if (this.#status.get(hash) === 'restoring') this.#set(hash, 'done');
      });
  }

  forget(hash: string): void {
    if (this.#status.delete(hash)) this.#notify();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #set(hash: string, status: RestoreStatus): void {
    this.#status.set(hash, status);
    this.#notify();
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }
}

const registries = new WeakMap<QueryClient, WalkRestores>();

/** The restores of one query client. */
export function walkRestoresOf(client: QueryClient): WalkRestores {
  let restores = registries.get(client);
  if (!restores) registries.set(client, (restores = new WalkRestores()));
  return restores;
}

/**
 * Whether the query of `hash` may run: at once without storage or with data in the cache,
 * otherwise once its stored walk has been looked for.
 */
export function useWalkRestore(
  queryClient: QueryClient,
  hash: string,
  storage: WalkStorage | null,
): { ready: boolean; restoring: boolean } {
  const restores = walkRestoresOf(queryClient);
  const status = useSyncExternalStore(restores.subscribe, () => restores.status(hash));
  const hasData = queryClient.getQueryCache().get(hash)?.state.data !== undefined;
  const needed = storage !== null && !hasData && status === undefined;

  useEffect(() => {
    if (!needed || !storage) return;
    restores.begin(hash, async () => {
      const found = await restoreWalk(storage, hash);
      pruneWalksOnce(storage);
      const query = queryClient.getQueryCache().get(hash);
      if (!found || !query || query.state.data !== undefined || !isWalkSnapshot(found.data)) {
        return;
      }
      queryClient.setQueryData(query.queryKey, found.data, { updatedAt: found.updatedAt });
    });
  }, [needed, storage, restores, hash, queryClient]);

  const ready = storage === null || hasData || status === 'done';
  return { ready, restoring: !ready };
}
