import { t } from '@lingui/core/macro';
import type { SpaceInsightsAnswer } from '../../../api/schemas/insights';
import type { ChartTable } from '../../../components/charts/chart-table';
import type { WeekBoundaries } from '../../../insights/aggregate/week-boundaries';
import { weeklyTable } from '../../../insights/aggregate/weekly-counts';
import { recencyTable, type ActivityBucketKey } from './activity-recency';
import { joinedPerWeekText } from './joined-per-week';
import { pendingAgesTable, type PendingAgeKey } from './pending-by-age';
import { rolesTable } from './roles-breakdown';

/** The recency buckets are named as the server's fields: each bucket reads its own. */
const recencyField = (key: ActivityBucketKey): keyof SpaceInsightsAnswer['last_active'] => key;

/**
 * A space's charts from our server's answer (docs/decisions/038): the same tables, labels and
 * buckets as from the members the page reads itself, and its posts and comments per week.
 */
export function countedSpaceTables(answer: SpaceInsightsAnswer, weeks: WeekBoundaries) {
  const pending = answer.pending;
  const listed = pending ? Object.values(pending.ages).reduce((sum, n) => sum + n, 0) : 0;
  const activity: ChartTable = {
    caption: t`Posts and comments per week`,
    rowHeader: t`Week`,
    series: [
      { key: 'posts', label: t`Posts` },
      { key: 'comments', label: t`Comments` },
    ],
    rows: weeks.weeks.map((week, index) => ({
      key: week.key,
      label: week.label,
      values: [answer.weeks[index]?.posts ?? 0, answer.weeks[index]?.comments ?? 0],
    })),
    unit: {
      one: t({
        comment: 'The unit of a chart, after a number: 1 item (a post or a comment)',
        message: 'item',
      }),
      other: t({
        comment: 'The unit of a chart, after a number: 12 items (posts and comments)',
        message: 'items',
      }),
    },
    seriesAdd: false,
  };
  return {
    joined: weeklyTable(
      weeks,
      answer.weeks.map((week) => week.joined),
      joinedPerWeekText(),
    ),
    recency: recencyTable((key) => answer.last_active[recencyField(key)]),
    roles: rolesTable(new Map(answer.roles.map((row) => [row.role, row.members]))),
    pending: pending && pendingAgesTable((key: PendingAgeKey) => pending.ages[key]),
    /** Requests the site lists (active accounts), in the age buckets. */
    listed,
    /** Requests the site counts but does not list (accounts that are not active). */
    unlisted: pending ? Math.max(0, pending.count - listed) : 0,
    activity,
  };
}
