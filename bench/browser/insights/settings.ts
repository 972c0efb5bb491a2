import path from 'node:path';
import type { NetworkProfile } from '../../support/network';

/** What `npm run bench:insights` reads from its environment, and its targets (see run.ts). */

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const RUNS = Math.max(1, Number(process.env.BENCH_INSIGHTS_RUNS ?? 5) || 5);
/** The dataset whose last 30 days hold ≥ 35k posts instead of ~9k (bench/support/dataset.ts). */
export const BUSY_MONTH = process.env.BENCH_BUSY_MONTH === '1';
/** The busy month's results beside the usual ones, not over them: the two are compared. */
export const OUT = path.resolve(
  ROOT,
  process.env.BENCH_INSIGHTS_OUT ??
    (BUSY_MONTH ? '.bench/insights-results-busy-month.json' : '.bench/insights-results.json'),
);
export const VIEWPORT = { width: 1280, height: 900 };
export const WAIT_MS = 60_000;
/**
 * How long the plain site's month may take to be read in Chromium: hundreds of pages of whole
 * posts, two at a time (several minutes for a busy month on a loaded machine).
 */
export const MONTH_READ_WAIT_MS = 15 * 60_000;
/** Readings of the month per source in part 3 (the floor). */
export const FLOOR_RUNS = 3;

/**
 * The emulated 4G of the overview's separate row: 150 ms added to each round trip, 1.6 Mbit/s
 * each way (bench:ux's 4G uploads slower; this one is the overview's target's own).
 */
export const OVERVIEW_4G: NetworkProfile = {
  name: '4g',
  label: '4G (150 ms, 1.6 Mbit/s)',
  rttMs: 150,
  conditions: { latency: 150, downloadThroughput: 200_000, uploadThroughput: 200_000 },
};

/** The targets (ms, requests or bytes): a missed one makes the exit code 1. */
export const TARGETS = {
  spaceWalk: 3_000,
  /** Our server: a space's insights, from its members tab to all charts drawn. */
  spaceInsights: 300,
  overviewCards: 300,
  overviewCharts: 800,
  overviewCharts4g: 1_500,
  /** API bytes as sent (compressed, headers included) from the click on Sign in to all charts. */
  overviewBytes: 50_000,
  /** What a plain site's sign-in reads by itself, until its cards are filled and all is quiet. */
  plainRequests: 40,
  plainBytes: 1_000_000,
} as const;
