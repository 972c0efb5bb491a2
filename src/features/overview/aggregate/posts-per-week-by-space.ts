import { t } from '@lingui/core/macro';
import type { ChartRow, ChartSeries, ChartTable } from '../../../components/charts/chart-table';
import type { WeekBoundaries } from '../../../insights/aggregate/week-boundaries';

/** One of the top spaces, with its counts at each week edge. */
export interface SpaceCountsAtBoundaries {
  /** The series key (the space's id or slug). */
  key: string;
  /** The space's title, the series label. */
  label: string;
  /** Posts of this space created at or after each of `boundaries.edges`, in the same order. */
  countsAtBoundaries: readonly number[];
}

/** What `postsPerWeekBySpace` is built from: counts, never rows. */
export interface PostsPerWeekCounts {
  boundaries: WeekBoundaries;
  /** Posts of the whole feed created at or after each of `boundaries.edges`. */
  totalsAtBoundaries: readonly number[];
  /** The top spaces, in the order their series should stack. */
  seriesCounts: readonly SpaceCountsAtBoundaries[];
}

/** The key of the series that holds every post outside the top spaces. */
export const OTHER_SPACES_KEY = 'other';

/**
 * Each week's count from "at or after each edge" counts; never negative. `series`: the space's
 * title, or null for the whole feed's totals.
 */
function perWeek(
  countsAtBoundaries: readonly number[],
  weeks: number,
  series: string | null,
): number[] {
  if (countsAtBoundaries.length !== weeks + 1) {
    // A mistake in the code that calls it, for its developers: no person reads it on a page.
    const name = series === null ? 'totalsAtBoundaries' : `The counts of "${series}"`;
    throw new RangeError(
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a developer's message (above)
      `${name} has ${countsAtBoundaries.length} counts for ${weeks + 1} week boundaries`,
    );
  }
  return Array.from({ length: weeks }, (_, week) =>
    Math.max(0, countsAtBoundaries[week]! - countsAtBoundaries[week + 1]!),
  );
}

/**
 * The stacked chart "Posts per week, by space": one row per week of `boundaries` (the last is
 * the current, partial week), one series per top space, then "Other spaces".
 *
 * Week n is count(edge n) − count(edge n + 1), for the whole feed and for each top space.
 * "Other spaces" is the feed's week minus the top spaces' weeks: it also holds posts outside
 * any space. Counts are taken by separate requests while members keep posting and deleting, so
 * a difference can come out below zero: every week and "Other spaces" is clamped at 0 (the
 * chart then shows slightly more than the feed held, never a negative bar). With no top spaces
 * the one series is "All spaces".
 *
 * Throws a RangeError when a list of counts does not have one count per edge.
 */
export function postsPerWeekBySpace({
  boundaries,
  totalsAtBoundaries,
  seriesCounts,
}: PostsPerWeekCounts): ChartTable {
  const weeks = boundaries.weeks.length;
  const totals = perWeek(totalsAtBoundaries, weeks, null);
  const spaces = seriesCounts.map((space) => ({
    ...space,
    weeks: perWeek(space.countsAtBoundaries, weeks, space.label),
  }));
  const series: ChartSeries[] = [
    ...spaces.map(({ key, label }) => ({ key, label })),
    { key: OTHER_SPACES_KEY, label: spaces.length > 0 ? t`Other spaces` : t`All spaces` },
  ];
  const rows = boundaries.weeks.map((week, index): ChartRow => {
    const top = spaces.map((space) => space.weeks[index]!);
    const inTop = top.reduce((sum, count) => sum + count, 0);
    return {
      key: week.key,
      label: week.label,
      values: [...top, Math.max(0, totals[index]! - inTop)],
    };
  });
  return {
    caption: t`Posts per week, by space`,
    rowHeader: t`Week`,
    series,
    rows,
    unit: {
      one: t({ comment: 'What a chart counts, after the number 1: "1 post".', message: 'post' }),
      other: t({ comment: 'What a chart counts, after a number: "12 posts".', message: 'posts' }),
    },
  };
}
