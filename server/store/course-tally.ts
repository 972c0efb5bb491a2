import {
  AT_RISK_PROGRESS,
  compareAtRisk,
  PROGRESS_BUCKETS,
  progressBucket,
  type ProgressBucket,
} from '../../contract';
import type { AtRiskRow } from './rows';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A student's course progress, as the students list sends it (behaviour.md, "Course
 * students"): completed published lessons of the course's published lessons, in whole percent
 * rounded half up; 0 for a course without published lessons.
 */
export function coursePercent(done: number, lessons: number): number {
  return lessons > 0 ? Math.round((done * 100) / lessons) : 0;
}

/**
 * In SQL, `coursePercent(done, lessons) < AT_RISK_PROGRESS` exactly, in integers: rounded half
 * up below P means under P − 0.5 percent, that is `done * 200 < (2P − 1) * lessons`; with no
 * published lesson every student is at 0.
 */
export const UNDER_AT_RISK_PROGRESS = (done: string, lessons: string) =>
  `(${lessons} = 0 OR ${done} * 200 < ${2 * AT_RISK_PROGRESS - 1} * ${lessons})`;

/** Students by progress bucket, from how many students completed how many lessons. */
export function progressCounts(
  histogram: Iterable<{ done: number; students: number }>,
  lessons: number,
): Record<ProgressBucket, number> {
  const counts = Object.fromEntries(PROGRESS_BUCKETS.map(({ key }) => [key, 0])) as Record<
    ProgressBucket,
    number
  >;
  for (const { done, students } of histogram) {
    counts[progressBucket(coursePercent(done, lessons))] += students;
  }
  return counts;
}

/**
 * Whole days from one site wall-clock time to another (never negative). A date that is no
 * date (MySQL's `0000-00-00 00:00:00`) is as long ago as can be: after the never active.
 */
function wholeDays(from: string, to: string): number {
  const ms = Date.parse(`${to.replace(' ', 'T')}Z`) - Date.parse(`${from.replace(' ', 'T')}Z`);
  return Number.isNaN(ms) ? Number.MAX_SAFE_INTEGER : Math.max(0, Math.floor(ms / DAY_MS));
}

/** The first `rows` of the students at risk, in the dashboard's order (compareAtRisk). */
export function rankAtRisk(
  candidates: readonly AtRiskRow[],
  now: string,
  rows: number,
): AtRiskRow[] {
  return candidates
    .map((row) => ({
      row,
      key: {
        inactiveDays: row.lastActivity === null ? null : wholeDays(row.lastActivity, now),
        progress: row.progress,
        displayName: row.displayName,
        userId: row.userId,
      },
    }))
    .sort((a, b) => compareAtRisk(a.key, b.key))
    .slice(0, Math.max(0, rows))
    .map(({ row }) => row);
}
