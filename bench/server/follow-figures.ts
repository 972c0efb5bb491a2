import { existsSync, readFileSync } from 'node:fs';
import { growth } from './tier-comparison';

/** What one run of bench:follow measured, saved per tier (`.bench/follow-results*.json`). */
export interface FollowFigures {
  tier: string;
  posts: number;
  comments: number;
  reactions: number;
  chunks: number;
  /** Chunks whose ids a poll checksums (one turn of every column, before the two turns). */
  chunksPerPoll: number;
  /** Chunks a poll checksums every column of (absent: a run before the two turns, the same). */
  contentChunksPerPoll?: number;
  baselineMs: number;
  buildSeconds: number;
  copyMb: number;
  buildPeakMb: number;
  quietP50Ms: number;
  quietP99Ms: number;
  busyP50Ms: number;
  busyP99Ms: number;
  turnMinutes: number;
  /** Absent: a run before the two turns, whose one turn read every column. */
  contentTurnMinutes?: number;
  deletionMinutes: number;
  hiddenEditMinutes: number;
  /** A quiet poll's share of one of the site's connections. */
  siteShare: number;
}

export function readFollowFigures(file: string): FollowFigures | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as FollowFigures;
  } catch {
    return null;
  }
}

const ROWS: readonly [label: string, value: (f: FollowFigures) => number, digits: number][] = [
  ['posts', (f) => f.posts, 0],
  ['chunks of 5,000 ids', (f) => f.chunks, 0],
  ['chunks whose ids a poll checksums', (f) => f.chunksPerPoll, 0],
  ['chunks a poll checksums in full', (f) => f.contentChunksPerPoll ?? f.chunksPerPoll, 0],
  ['baseline before a build (s)', (f) => f.baselineMs / 1000, 1],
  ['build with its baseline (s)', (f) => f.buildSeconds, 1],
  ['copy on disk (MB)', (f) => f.copyMb, 0],
  ['peak memory of the build (MB)', (f) => f.buildPeakMb, 0],
  ['quiet poll p50 (ms)', (f) => f.quietP50Ms, 1],
  ['quiet poll p99 (ms)', (f) => f.quietP99Ms, 1],
  ['poll with new rows and an edit, p50 (ms)', (f) => f.busyP50Ms, 1],
  ['poll with new rows and an edit, p99 (ms)', (f) => f.busyP99Ms, 1],
  ['all ids checksummed within (min)', (f) => f.turnMinutes, 1],
  ['every column checksummed within (min)', (f) => f.contentTurnMinutes ?? f.turnMinutes, 1],
  ['a deleted like found after (min)', (f) => f.deletionMinutes, 1],
  ['a hidden edit found after (min)', (f) => f.hiddenEditMinutes, 1],
  ['quiet polls, share of one connection (%)', (f) => f.siteShare * 100, 2],
];

/** Two runs side by side, row by row, with how each figure grew. */
export function followComparison(small: FollowFigures, large: FollowFigures): string[] {
  const head = `${''.padEnd(44)}${small.tier.padStart(12)}${large.tier.padStart(12)}   grew`;
  return [
    head,
    ...ROWS.map(([label, value, digits]) => {
      const a = value(small);
      const b = value(large);
      const format = (n: number) =>
        n.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });
      return `${label.padEnd(44)}${format(a).padStart(12)}${format(b).padStart(12)}   ${growth(a, b)}`;
    }),
  ];
}
