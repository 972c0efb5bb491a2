import { msg, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { PROGRESS_BUCKETS, progressBucket, type ProgressBucket } from '../../../../contract';
import type { Student } from '../../../api/schemas/student';
import type { ChartTable } from '../../../components/charts/chart-table';
import { studentUnit } from './student-unit';
import { bucketTable } from '../../../insights/aggregate/bucket-table';

/** What each progress bucket (contract/insights.ts) is called on the chart. */
const BUCKET_LABELS: Record<ProgressBucket, MessageDescriptor> = {
  not_started: msg`Not started`,
  // Ranges are messages too: a language writes its percentages its own way ("1–24 %").
  p1_24: msg`1–24%`,
  p25_49: msg`25–49%`,
  p50_74: msg`50–74%`,
  p75_99: msg`75–99%`,
  completed: msg`Completed`,
};

/** The chart "Course progress" from students counted by bucket. */
export function progressTable(counts: Record<ProgressBucket, number>): ChartTable {
  return bucketTable(
    PROGRESS_BUCKETS.map(({ key }) => ({
      key,
      label: i18n._(BUCKET_LABELS[key]),
      count: counts[key],
    })),
    {
      caption: t`Course progress`,
      rowHeader: t`Progress`,
      series: { key: 'students', label: t`Students` },
      unit: studentUnit(),
    },
  );
}

/** The chart of a course's progress, and the students it could not place. */
export interface ProgressDistribution {
  table: ChartTable;
  /** Students the site sent without `progress` (the spec does not name it): in no bucket. */
  withoutProgress: number;
}

/**
 * The chart "Course progress" from the students read: by `progress` (0–100, completed lessons
 * of published lessons), bucketed as our server buckets them (progressBucket).
 */
export function progressDistribution(
  students: Iterable<Pick<Student, 'progress'>>,
): ProgressDistribution {
  const counts = Object.fromEntries(PROGRESS_BUCKETS.map(({ key }) => [key, 0])) as Record<
    ProgressBucket,
    number
  >;
  let withoutProgress = 0;
  for (const { progress } of students) {
    if (progress === undefined || !Number.isFinite(progress)) {
      withoutProgress += 1;
      continue;
    }
    counts[progressBucket(progress)] += 1;
  }
  return { table: progressTable(counts), withoutProgress };
}
