/**
 * A value per key for a while: what the WordPress store keeps of answers that are costly on
 * MySQL and change rarely (a member list's total, a space's pinned post), so paging through a
 * list asks for them once. The oldest key goes first when full. Never used for rows.
 */
const MAX_KEYS = 1000;

/**
 * The store's caches, as one: forgotten all at once when the site is known to have changed
 * (a write it took at our request: docs/decisions/035).
 */
export interface TtlCaches {
  forgetAll(): void;
  /** Registers a cache's entries, to be forgotten with the others. */
  add(entries: Map<string, unknown>): void;
}

export function createTtlCaches(): TtlCaches {
  const all: Map<string, unknown>[] = [];
  return {
    forgetAll: () => all.forEach((entries) => entries.clear()),
    add: (entries) => void all.push(entries),
  };
}

export function createTtlCache<T>(ttlMs: number, now: () => number = Date.now, caches?: TtlCaches) {
  const entries = new Map<string, { value: T; until: number }>();
  caches?.add(entries);
  return async (key: string, read: () => Promise<T>): Promise<T> => {
    const cached = entries.get(key);
    if (cached && cached.until > now()) return cached.value;
    const value = await read();
    entries.delete(key);
    if (entries.size >= MAX_KEYS) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(key, { value, until: now() + ttlMs });
    return value;
  };
}
