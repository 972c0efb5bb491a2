import type { ActiveWindow } from './activity-plan';
import type { Random } from './random';

/**
 * The members of one space (or its managers) ordered by when they joined, to draw who writes,
 * comments, likes or votes at a given moment: only someone who had joined by then and was
 * active then (activity-plan.ts), the more engaged more often. Built once per space; a draw is
 * a binary search and, almost always, a few random probes.
 */
export interface MemberIndex {
  /** How many members the index holds. */
  readonly size: number;
  /** A member who had joined and was active at `at`, not in `exclude`; null when nobody was. */
  pick(random: Random, at: number, exclude?: ReadonlySet<number>): number | null;
  /** One distinct member per moment of `moments` (those for whom nobody is left are skipped). */
  pickDistinct(random: Random, moments: readonly number[]): { userId: number; at: number }[];
  /** A member who had joined by `at`, not in `exclude`, active then or not; null if none. */
  pickJoined(random: Random, at: number, exclude: ReadonlySet<number>): number | null;
}

/** Random probes before walking the whole prefix (rarely needed: most members are active). */
const PROBES = 64;

/** The index of `userIds`, who joined at `joinedAt(id)` and act within `windows`. */
export function createMemberIndex(
  userIds: readonly number[],
  joinedAt: (userId: number) => number,
  windows: ReadonlyMap<number, ActiveWindow>,
): MemberIndex {
  const order = [...userIds].sort((a, b) => joinedAt(a) - joinedAt(b) || a - b);
  const size = order.length;
  const ids = Int32Array.from(order);
  const joined = Float64Array.from(order, joinedAt);
  const from = Float64Array.from(order, (id, index) =>
    Math.max(joined[index] ?? 0, windows.get(id)?.registeredAt ?? 0),
  );
  const until = Float64Array.from(
    order,
    (id) => windows.get(id)?.activeUntil ?? Number.NEGATIVE_INFINITY,
  );
  const engagement = Float64Array.from(order, (id) => windows.get(id)?.engagement ?? 1);

  /** How many members had joined by `at`. */
  const joinedBy = (at: number): number => {
    let low = 0;
    let high = size;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((joined[middle] ?? 0) <= at) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const fits = (index: number, at: number, exclude?: ReadonlySet<number>): boolean =>
    (from[index] ?? 0) <= at &&
    at <= (until[index] ?? Number.NEGATIVE_INFINITY) &&
    !exclude?.has(ids[index] ?? 0);

  const pick = (random: Random, at: number, exclude?: ReadonlySet<number>): number | null => {
    const count = joinedBy(at);
    if (count === 0) return null;
    for (let probe = 0; probe < PROBES; probe += 1) {
      const index = random.int(0, count - 1);
      if (fits(index, at, exclude) && random.next() < (engagement[index] ?? 1)) {
        return ids[index] ?? null;
      }
    }
    const start = random.int(0, count - 1);
    for (let step = 0; step < count; step += 1) {
      const index = (start + step) % count;
      if (fits(index, at, exclude)) return ids[index] ?? null;
    }
    return null;
  };

  return {
    size,
    pick,
    pickJoined(random, at, exclude) {
      const count = joinedBy(at);
      const start = count > 0 ? random.int(0, count - 1) : 0;
      for (let step = 0; step < count; step += 1) {
        const id = ids[(start + step) % count] ?? 0;
        if (!exclude.has(id)) return id;
      }
      return null;
    },
    pickDistinct(random, moments) {
      const chosen = new Set<number>();
      const picks: { userId: number; at: number }[] = [];
      for (const at of moments) {
        const userId = pick(random, at, chosen);
        if (userId === null) continue;
        chosen.add(userId);
        picks.push({ userId, at });
      }
      return picks;
    },
  };
}
