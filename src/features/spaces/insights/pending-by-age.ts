import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { Member } from '../../../api/schemas/member';
import type { ChartTable } from '../../../components/charts/chart-table';
import { parseSiteDate } from '../../../lib/dates';
import { bucketTable } from '../../../insights/aggregate/bucket-table';
import { DAY_MS } from '../../../insights/aggregate/site-calendar';

/** The age buckets of pending requests, youngest first, with the age (in days) each starts at. */
export const PENDING_AGE_BUCKETS = [
  { key: 'day', label: msg`Under a day`, fromDays: 0 },
  { key: 'week', label: msg`1–7 days`, fromDays: 1 },
  { key: 'month', label: msg`1–4 weeks`, fromDays: 7 },
  { key: 'quarter', label: msg`1–3 months`, fromDays: 28 },
  { key: 'older', label: msg`Older`, fromDays: 90 },
] as const;

/** The chart of pending join requests by age, and the requests without a date. */
export interface PendingAges {
  table: ChartTable;
  /** Requests whose `created_at` is missing or unreadable: in no bucket. */
  undated: number;
}

/**
 * How long a space's pending join requests have waited, from each membership's `created_at`
 * (the request's date, site wall clock) to `now` (a site wall-clock Date). Each bucket starts
 * at its age, inclusive: exactly 24 hours is "1–7 days", exactly 7 days "1–4 weeks", exactly 28
 * days "1–3 months", 90 days and more "Older" (a month is read as 30 days). A request dated
 * after `now` (a clock a little ahead) is "Under a day".
 */
export function pendingByAge(
  pending: Iterable<Pick<Member, 'created_at'>>,
  now: Date,
): PendingAges {
  const counts = PENDING_AGE_BUCKETS.map(() => 0);
  let undated = 0;
  for (const request of pending) {
    const since = parseSiteDate(request.created_at);
    if (since === null) {
      undated += 1;
      continue;
    }
    const ageDays = (now.getTime() - since.getTime()) / DAY_MS;
    const index = PENDING_AGE_BUCKETS.findLastIndex(({ fromDays }) => ageDays >= fromDays);
    counts[Math.max(0, index)]! += 1;
  }
  return {
    table: pendingAgesTable(
      (key) => counts[PENDING_AGE_BUCKETS.findIndex((b) => b.key === key)] ?? 0,
    ),
    undated,
  };
}

export type PendingAgeKey = (typeof PENDING_AGE_BUCKETS)[number]['key'];

/** The chart of requests per age bucket, from counts made by this page or by our server. */
export function pendingAgesTable(countOf: (key: PendingAgeKey) => number): ChartTable {
  return bucketTable(
    PENDING_AGE_BUCKETS.map(({ key, label }) => ({
      key,
      label: i18n._(label),
      count: countOf(key),
    })),
    {
      caption: t`Pending requests by age`,
      rowHeader: t({ comment: 'The column of how long requests have waited', message: 'Waiting' }),
      series: { key: 'requests', label: t`Requests` },
      unit: {
        one: t({ comment: 'The unit of a chart, after a number: 1 request', message: 'request' }),
        other: t({
          comment: 'The unit of a chart, after a number: 12 requests',
          message: 'requests',
        }),
      },
    },
  );
}
