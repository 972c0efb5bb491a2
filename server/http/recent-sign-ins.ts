/**
 * Which addresses signed in as which user lately: an address in good standing for a user is
 * not held by the limit on failed checks for that user's names, so a flood of wrong
 * passwords for a name cannot lock its owner out (docs/decisions/026).
 *
 * Each sign-in starts the pair's window again. Memory is bounded: at most `maxKeys` pairs,
 * kept in the order of their last sign-in, which with one window length is also the order
 * they expire in; expired pairs are dropped from the front, and when every pair is still
 * live, the one signed in longest ago goes first.
 */
export interface RecentSignInsOptions {
  windowMs: number;
  maxKeys: number;
  now?: () => number;
}

export interface RecentSignIns {
  /** `client` signed in as `userId` now. */
  record(userId: number, client: string): void;
  /** Whether `client` signed in as `userId` within the window. */
  has(userId: number, client: string): boolean;
  /** How many pairs are kept now (expired ones included until they are swept). */
  readonly size: number;
}

export function createRecentSignIns(options: RecentSignInsOptions): RecentSignIns {
  const { windowMs, maxKeys } = options;
  const now = options.now ?? Date.now;
  /** Pair → when its window ends, in the order of the pairs' last sign-in. */
  const pairs = new Map<string, number>();
  const pairKey = (userId: number, client: string) => `${userId} ${client}`;

  const makeRoom = () => {
    for (const [key, endsAt] of pairs) {
      if (pairs.size < maxKeys || endsAt > now()) break;
      pairs.delete(key);
    }
    while (pairs.size >= maxKeys) {
      const oldest = pairs.keys().next();
      if (oldest.done) break;
      pairs.delete(oldest.value);
    }
  };

  return {
    record(userId, client) {
      const key = pairKey(userId, client);
      // Deleted first, so that it moves to the end: the latest sign-in expires last.
      if (!pairs.delete(key)) makeRoom();
      pairs.set(key, now() + windowMs);
    },
    has(userId, client) {
      const key = pairKey(userId, client);
      const endsAt = pairs.get(key);
      if (endsAt === undefined) return false;
      if (endsAt > now()) return true;
      pairs.delete(key);
      return false;
    },
    get size() {
      return pairs.size;
    },
  };
}
