import { describe, expect, it } from 'vitest';
import { newStorage } from './render-walks.fixture';
import {
  INSIGHTS_CACHE_MAX_AGE_MS,
  INSIGHTS_CACHE_VERSION,
  clearPersistedInsights,
  persistenceGeneration,
  pruneWalks,
  restoreWalk,
  saveWalk,
} from './persisted-walks';
import type { WalkStorage } from './walk-storage';

const NOW = Date.UTC(2026, 10, 20);

async function saved(storage: WalkStorage, key: string, scope: string, savedAt = NOW) {
  const written = await saveWalk(
    storage,
    { key, scope, data: { key }, updatedAt: savedAt - 5 },
    persistenceGeneration(storage),
    savedAt,
  );
  expect(written).toBe(true);
}

describe('persisted walks', () => {
  it('read back what was saved, with its dataUpdatedAt', async () => {
    const storage = newStorage();
    await saved(storage, 'k', 'alice');
    expect(await restoreWalk(storage, 'k', NOW + 1000)).toEqual({
      data: { key: 'k' },
      updatedAt: NOW - 5,
    });
    expect(await restoreWalk(storage, 'other', NOW)).toBeNull();
  });

  it('drop an entry older than the maximum age when it is met', async () => {
    const storage = newStorage();
    await saved(storage, 'k', 'alice');
    expect(await restoreWalk(storage, 'k', NOW + INSIGHTS_CACHE_MAX_AGE_MS + 1)).toBeNull();
    expect(await storage.list()).toEqual([]);
  });

  it('drop an entry of another cache version', async () => {
    const storage = newStorage();
    await storage.put({
      meta: { key: 'k', scope: 'alice', version: INSIGHTS_CACHE_VERSION - 1, savedAt: NOW },
      data: {},
      updatedAt: NOW,
    });
    expect(await restoreWalk(storage, 'k', NOW)).toBeNull();
    expect(await storage.list()).toEqual([]);
  });

  it('prune every old or foreign-version entry at once', async () => {
    const storage = newStorage();
    await saved(storage, 'old', 'alice', NOW - INSIGHTS_CACHE_MAX_AGE_MS - 1);
    await saved(storage, 'new', 'alice', NOW - 1000);
    expect(await pruneWalks(storage, NOW)).toBe(1);
    expect((await storage.list()).map((meta) => meta.key)).toEqual(['new']);
  });

  it('clear every account, or one', async () => {
    const storage = newStorage();
    await saved(storage, 'a1', 'alice');
    await saved(storage, 'a2', 'alice');
    await saved(storage, 'b1', 'bob');
    await clearPersistedInsights(storage, 'alice');
    expect((await storage.list()).map((meta) => meta.key)).toEqual(['b1']);
    await clearPersistedInsights(storage);
    expect(await storage.list()).toEqual([]);
  });

  it('do not write a walk that began before a clear', async () => {
    const storage = newStorage();
    const generation = persistenceGeneration(storage);
    await clearPersistedInsights(storage);
    const written = await saveWalk(
      storage,
      { key: 'k', scope: 'alice', data: {}, updatedAt: NOW },
      generation,
    );
    expect(written).toBe(false);
    expect(await storage.list()).toEqual([]);
  });

  it('remember nothing, and never throw, when the storage fails', async () => {
    const failing: WalkStorage = {
      get: () => Promise.reject(new Error('quota')),
      put: () => Promise.reject(new Error('quota')),
      list: () => Promise.reject(new Error('quota')),
      remove: () => Promise.reject(new Error('quota')),
      clear: () => Promise.reject(new Error('quota')),
    };
    expect(await restoreWalk(failing, 'k')).toBeNull();
    expect(await saveWalk(failing, { key: 'k', scope: 's', data: {}, updatedAt: 0 }, 0)).toBe(
      false,
    );
    expect(await pruneWalks(failing)).toBe(0);
    await expect(clearPersistedInsights(failing)).resolves.toBeUndefined();
    await expect(clearPersistedInsights(null)).resolves.toBeUndefined();
  });
});
