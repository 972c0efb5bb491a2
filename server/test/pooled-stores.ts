import { afterEach } from 'vitest';
import {
  openPooledStore,
  type PooledStore,
  type PooledStoreOptions,
} from '../store/sqlite/pooled-store';
import type { LaneSizes } from '../store/sqlite/read-lanes';

/**
 * Pooled stores a test file's tests open, each closed once its test is over (its workers
 * hold the database open). Call once at the top of the file.
 */
export function pooledStoresClosedAfterEach() {
  const opened: PooledStore[] = [];
  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close();
  });

  async function open(file: string, options: PooledStoreOptions): Promise<PooledStore> {
    const store = await openPooledStore(file, options);
    opened.push(store);
    return store;
  }

  /**
   * A store whose workers hold every feed page call (`feedItems.page`), as a slow statement
   * would, until the test calls `open()` (read-protocol.ts, HeldCalls).
   */
  async function held(file: string, options: { workers: LaneSizes; budgetMs: number }) {
    const gate = new Int32Array(new SharedArrayBuffer(4));
    const store = await open(file, { ...options, held: { gate, calls: ['feedItems.page'] } });
    const release = () => {
      Atomics.store(gate, 0, 1);
      Atomics.notify(gate, 0);
    };
    return { store, open: release };
  }

  return { open, held };
}
