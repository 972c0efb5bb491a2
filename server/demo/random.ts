import { hashString } from '../lib/hash-string';

/**
 * The demo community's only source of randomness: same seed, same community (never
 * Math.random for data). mulberry32: tiny, fast, and good enough for fake names and dates.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A new generator whose sequence does not depend on how much this one is used later. */
  fork(label: string): Random;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick() from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const wanted = Math.min(count, items.length);
      if (wanted * 4 < items.length) {
        // Few out of many (likers among 20k members): draw indices, skip repeats.
        const picked = new Set<number>();
        while (picked.size < wanted) picked.add(int(0, items.length - 1));
        return [...picked].map((index) => items[index] as T);
      }
      const copy = [...items];
      for (let i = 0; i < wanted; i += 1) {
        const j = int(i, copy.length - 1);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, wanted);
    },
    fork: (label) => createRandom(hashString(`${seed}:${label}`)),
  };
}
