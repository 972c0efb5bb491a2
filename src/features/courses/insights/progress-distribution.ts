import type { Student } from '../../../api/schemas/student';
import type { ChartTable } from '../../../components/charts/chart-table';
import { bucketTable } from '../../../insights/aggregate/bucket-table';

/** The progress buckets, from not started to completed, with the percentage each starts at. */
export const PROGRESS_BUCKETS = [
  { key: 'not-started', label: 'Not started', from: 0 },
  { key: '1-24', label: '1–24%', from: 1 },
  { key: '25-49', label: '25–49%', from: 25 },
  { key: '50-74', label: '50–74%', from: 50 },
  { key: '75-99', label: '75–99%', from: 75 },
  { key: 'completed', label: 'Completed', from: 100 },
] as const;

/** The chart of a course's progress, and the students it could not place. */
export interface ProgressDistribution {
  table: ChartTable;
  /** Students the site sent without `progress` (the spec does not name it): in no bucket. */
  withoutProgress: number;
}

/**
 * The chart "Course progress": students by `progress` (0–100, completed lessons of published
 * lessons). "Not started" is exactly 0 and "Completed" exactly 100; a value outside 0–100 is
 * read as the nearer end, and a fraction is rounded down (99.5 has not completed).
 */
export function progressDistribution(
  students: Iterable<Pick<Student, 'progress'>>,
): ProgressDistribution {
  const counts = PROGRESS_BUCKETS.map(() => 0);
  let withoutProgress = 0;
  for (const { progress } of students) {
    if (progress === undefined || !Number.isFinite(progress)) {
      withoutProgress += 1;
      continue;
    }
    const percent = Math.min(100, Math.max(0, Math.floor(progress)));
    counts[PROGRESS_BUCKETS.findLastIndex(({ from }) => percent >= from)]! += 1;
  }
  const table = bucketTable(
    PROGRESS_BUCKETS.map(({ key, label }, index) => ({ key, label, count: counts[index]! })),
    {
      caption: 'Course progress',
      rowHeader: 'Progress',
      series: { key: 'students', label: 'Students' },
      unit: { one: 'student', other: 'students' },
    },
  );
  return { table, withoutProgress };
}
