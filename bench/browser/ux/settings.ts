import path from 'node:path';
import { BENCH_DATA_DIR } from '../../support/dataset';

/** What `npm run bench:ux` reads from its environment (see run.ts). */

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const RUNS = Math.max(1, Number(process.env.BENCH_UX_RUNS ?? 5) || 5);
export const SPACE = process.env.BENCH_UX_SPACE ?? 'general';
/** A copy of the benchmark data elsewhere, e.g. while another bench holds the directory. */
export const DATA_DIR = process.env.BENCH_UX_DATA_DIR
  ? path.resolve(process.env.BENCH_UX_DATA_DIR)
  : BENCH_DATA_DIR;
export const OUT = path.resolve(ROOT, process.env.BENCH_UX_OUT ?? '.bench/ux-results.json');
export const VIEWPORT = { width: 1280, height: 900 };
export const WAIT_MS = 60_000;
export const SITE_DELAY_MS = 40;
/** The profile whose median sign-in and members link are printed request by request. */
export const WATERFALL = (process.env.BENCH_UX_WATERFALL ?? '4g').toLowerCase();
export const LINK_FILTERS = { sort_by: 'last_activity', sort_dir: 'DESC' } as const;
