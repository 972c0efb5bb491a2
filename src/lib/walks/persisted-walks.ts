import { indexedDbWalkStorage, type WalkStorage } from './walk-storage';

/**
 * The rules of the insights' cache on this device (the storage itself is walk-storage.ts):
 * - only the insights' walks are written, each under its query's hash, whose key names the
 *   site and user (insights-keys.ts): another account never reads them;
 * - an entry written by another version of the cache (`INSIGHTS_CACHE_VERSION`, raised with
 *   any change to what a walk keeps) or older than `INSIGHTS_CACHE_MAX_AGE_MS` is dropped
 *   when met, and once per page load for all entries;
 * - signing out clears everything (`clearPersistedInsights`), and a walk still running then
 *   does not write afterwards (`persistenceGeneration`);
 * - nothing here throws: a storage that fails (private mode, quota) just remembers nothing.
 */

/** Raise it whenever the shape of a walk's data changes: older entries are then dropped. */
export const INSIGHTS_CACHE_VERSION = 3;

/** Entries older than this are dropped: a week. */
export const INSIGHTS_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** A walk read back: the query's data and its `dataUpdatedAt`. */
export interface RestoredWalk {
  data: unknown;
  updatedAt: number;
}

/** A walk to write: its query's hash, whose it is, its data and `dataUpdatedAt`. */
export interface WalkToSave {
  key: string;
  scope: string;
  data: unknown;
  updatedAt: number;
}

let defaultStorage: WalkStorage | null | undefined;

/** This device's IndexedDB storage, opened on first use; null where IndexedDB is missing. */
export function defaultWalkStorage(): WalkStorage | null {
  if (defaultStorage === undefined) defaultStorage = indexedDbWalkStorage();
  return defaultStorage;
}

const generations = new WeakMap<WalkStorage, number>();

/** Changes at every clear: a save that began before a clear is dropped (see `saveWalk`). */
export function persistenceGeneration(storage: WalkStorage): number {
  return generations.get(storage) ?? 0;
}

function isCurrent(savedAt: number, version: number, now: number): boolean {
  return version === INSIGHTS_CACHE_VERSION && now - savedAt <= INSIGHTS_CACHE_MAX_AGE_MS;
}

/** The stored walk under `key`, if it is of this version and recent enough. */
export async function restoreWalk(
  storage: WalkStorage,
  key: string,
  now: number = Date.now(),
): Promise<RestoredWalk | null> {
  try {
    const stored = await storage.get(key);
    if (!stored) return null;
    if (!isCurrent(stored.meta.savedAt, stored.meta.version, now)) {
      await storage.remove([key]);
      return null;
    }
    return { data: stored.data, updatedAt: stored.updatedAt };
  } catch {
    return null;
  }
}

/**
 * Writes a walk, unless the cache was cleared since `generation` was read (the walk began
 * before a sign-out). Resolves to whether it was written.
 */
export async function saveWalk(
  storage: WalkStorage,
  walk: WalkToSave,
  generation: number,
  now: number = Date.now(),
): Promise<boolean> {
  if (persistenceGeneration(storage) !== generation) return false;
  try {
    await storage.put({
      meta: { key: walk.key, scope: walk.scope, version: INSIGHTS_CACHE_VERSION, savedAt: now },
      data: walk.data,
      updatedAt: walk.updatedAt,
    });
    return true;
  } catch {
    return false;
  }
}

/** Drops every entry of another version or past the maximum age; resolves to how many. */
export async function pruneWalks(storage: WalkStorage, now: number = Date.now()): Promise<number> {
  try {
    const stale = (await storage.list()).filter(
      (meta) => !isCurrent(meta.savedAt, meta.version, now),
    );
    if (stale.length > 0) await storage.remove(stale.map((meta) => meta.key));
    return stale.length;
  } catch {
    return 0;
  }
}

const pruned = new WeakSet<WalkStorage>();

/** `pruneWalks` once per page load and storage, in the background. */
export function pruneWalksOnce(storage: WalkStorage): void {
  if (pruned.has(storage)) return;
  pruned.add(storage);
  void pruneWalks(storage);
}

/**
 * Forgets the insights kept on this device: every account's, or only `scope`'s. Called on
 * sign-out; a walk still running for the account that signed out will not write afterwards.
 */
export async function clearPersistedInsights(
  storage: WalkStorage | null = defaultWalkStorage(),
  scope?: string,
): Promise<void> {
  if (!storage) return;
  generations.set(storage, persistenceGeneration(storage) + 1);
  try {
    if (scope === undefined) {
      await storage.clear();
      return;
    }
    const owned = (await storage.list()).filter((meta) => meta.scope === scope);
    await storage.remove(owned.map((meta) => meta.key));
  } catch {
    // Nothing stored, or storage unavailable: nothing to forget.
  }
}
