import path from 'node:path';

/** What `npm run bench:insights` reads from its environment, and its targets (see run.ts). */

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const RUNS = Math.max(1, Number(process.env.BENCH_INSIGHTS_RUNS ?? 5) || 5);
export const OUT = path.resolve(
  ROOT,
  process.env.BENCH_INSIGHTS_OUT ?? '.bench/insights-results.json',
);
export const VIEWPORT = { width: 1280, height: 900 };
export const WAIT_MS = 60_000;
/** Readings of the month per source in part 3 (the floor). */
export const FLOOR_RUNS = 3;

/** The targets, ms: a missed one makes the exit code 1. */
export const TARGETS = { spaceWalk: 3_000, overviewCards: 300, overviewCharts: 1_500 } as const;
