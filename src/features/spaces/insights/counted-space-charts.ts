import type { SpaceInsightsAnswer } from '../../../api/schemas/insights';
import type { ChartTable } from '../../../components/charts/chart-table';
import type { WeekBoundaries } from '../../../insights/aggregate/week-boundaries';
import { weeklyTable } from '../../../insights/aggregate/weekly-counts';
import { recencyTable, type ActivityBucketKey } from './activity-recency';
import { JOINED_PER_WEEK_TEXT } from './joined-per-week';
import { pendingAgesTable, type PendingAgeKey } from './pending-by-age';
import { rolesTable } from './roles-breakdown';

/** The server's names for the recency buckets. */
const RECENCY_FIELD: Record<ActivityBucketKey, keyof SpaceInsightsAnswer['last_active']> = {
  today: 'today',
  '7d': 'days7',
  '30d': 'days30',
  '90d': 'days90',
  older: 'older',
  never: 'never',
};

/**
 * A space's charts from our server's answer (docs/decisions/038): the same tables, labels and
 * buckets as from the members the page reads itself, and its posts and comments per week.
 */
export function countedSpaceTables(answer: SpaceInsightsAnswer, weeks: WeekBoundaries) {
  const pending = answer.pending;
  const listed = pending ? Object.values(pending.ages).reduce((sum, n) => sum + n, 0) : 0;
  const activity: ChartTable = {
    caption: 'Posts and comments per week',
    rowHeader: 'Week',
    series: [
      { key: 'posts', label: 'Posts' },
      { key: 'comments', label: 'Comments' },
    ],
    rows: weeks.weeks.map((week, index) => ({
      key: week.key,
      label: week.label,
      values: [answer.weeks[index]?.posts ?? 0, answer.weeks[index]?.comments ?? 0],
    })),
    unit: { one: 'item', other: 'items' },
    seriesAdd: false,
  };
  return {
    joined: weeklyTable(
      weeks,
      answer.weeks.map((week) => week.joined),
      JOINED_PER_WEEK_TEXT,
    ),
    recency: recencyTable((key) => answer.last_active[RECENCY_FIELD[key]]),
    roles: rolesTable(new Map(answer.roles.map((row) => [row.role, row.members]))),
    pending: pending && pendingAgesTable((key: PendingAgeKey) => pending.ages[key]),
    /** Requests the site lists (active accounts), in the age buckets. */
    listed,
    /** Requests the site counts but does not list (accounts that are not active). */
    unlisted: pending ? Math.max(0, pending.count - listed) : 0,
    activity,
  };
}
