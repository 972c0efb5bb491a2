import { t } from '@lingui/core/macro';
import type { ChartRow, ChartTable } from '../../components/charts/chart-table';
import { parseSiteDate } from '../../lib/dates';
import { weekBoundaries, weekIndexOf, type WeekBoundaries } from './week-boundaries';

/** A per-week chart of dated rows, and the rows it could not place in a week. */
export interface WeeklyCounts {
  /** One row per week, oldest first; the last is the current week, "16 Nov (so far)". */
  table: ChartTable;
  /** Rows dated before the first week: "and 1,204 earlier". */
  earlier: number;
  /** Rows dated after the current week (the site's clock or offset disagrees with `now`). */
  later: number;
  /** Rows without a readable date: not in any week, nor in `earlier`. */
  undated: number;
}

/** What the chart is called and what it counts. */
export interface WeeklyChartText {
  caption: string;
  series: { key: string; label: string };
  unit: { one: string; other: string };
}

/**
 * Counts site dates (`"YYYY-MM-DD HH:MM:SS"`, site wall clock) per Monday-to-Monday week, for the
 * last `weeks` weeks up to and including the one that holds `now` (a site wall-clock Date).
 * A date exactly at Monday 00:00:00 starts that week; 23:59:59 on Sunday is the week before.
 */
export function countPerWeek(
  dates: Iterable<string | null | undefined>,
  now: Date,
  weeks: number,
  text: WeeklyChartText,
): WeeklyCounts {
  const boundaries = weekBoundaries(now, weeks);
  const perWeek = boundaries.weeks.map(() => 0);
  let earlier = 0;
  let later = 0;
  let undated = 0;
  for (const value of dates) {
    const date = parseSiteDate(value);
    if (date === null) {
      undated += 1;
      continue;
    }
    const index = weekIndexOf(boundaries, date);
    if (index < 0) earlier += 1;
    else if (index >= perWeek.length) later += 1;
    else perWeek[index]! += 1;
  }
  return { table: weeklyTable(boundaries, perWeek, text), earlier, later, undated };
}

/** A one-series chart of counts already made per week of `boundaries` (by our server, say). */
export function weeklyTable(
  boundaries: WeekBoundaries,
  perWeek: readonly number[],
  text: WeeklyChartText,
): ChartTable {
  const rows = boundaries.weeks.map((week, index): ChartRow => ({
    key: week.key,
    label: week.label,
    values: [perWeek[index] ?? 0],
  }));
  const rowHeader = t({ context: 'chart column', message: 'Week' });
  return { caption: text.caption, rowHeader, series: [text.series], rows, unit: text.unit };
}
