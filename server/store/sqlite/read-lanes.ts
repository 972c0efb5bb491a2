import { availableParallelism } from 'node:os';

/** How many read workers each lane has, and when a heavy call may start (read-pool.ts). */

export interface LaneSizes {
  cheap: number;
  heavy: number;
}

/**
 * One worker per core in each lane, within 2–4 cheap and 1–4 heavy: on 2 cores, 2 + 2. Heavy
 * work can then use every core, and two cheap calls run side by side (a feed asks for the spaces
 * and its space at once; sign-in, a password's hashes and its account) even while every
 * heavy worker is busy.
 */
export function defaultLaneSizes(cores: number = availableParallelism()): LaneSizes {
  const clamp = (min: number, max: number) => Math.min(max, Math.max(min, cores));
  return { cheap: clamp(2, 4), heavy: clamp(1, 4) };
}

/**
 * A heavy call starts only while heavy calls in flight — running, or terminated and still in
 * SQLite (`stopping`: read-pool.ts, "Budget") — are fewer than the heavy workers: a replacement
 * worker waits until the statement it replaces has really stopped.
 */
export function heavyMayStart(state: {
  running: number;
  stopping: number;
  heavyWorkers: number;
}): boolean {
  return state.running + state.stopping < state.heavyWorkers;
}
