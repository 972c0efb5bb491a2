import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '../../api/ApiClientProvider';
import { spacesQuery } from '../../api/directory';
import { formatRelative } from '../../lib/dates';
import { countsSinceBySpace } from './aggregate/counts-since';
import { mostActiveAuthors } from './aggregate/most-active-authors';
import { mostActiveSpaces } from './aggregate/most-active-spaces';
import { postsPerWeekBySpace } from './aggregate/posts-per-week-by-space';
import { topPostsByEngagement } from './aggregate/top-posts';
import type { WeekBoundaries } from '../../insights/aggregate/week-boundaries';
import { ChartGridSkeleton } from '../../insights/components/ChartGridSkeleton';
import type { FeedCountsData } from './data/use-feed-counts';
import type { FeedWindowData } from './data/use-feed-window';
import type { InsightsWalk } from '../../lib/walks/use-walk';
import type { WindowPost } from './data/window-post';
import { everySpaceIfFew, stackedSpaces, useTopSpaces } from './use-top-spaces';
import { MonthCharts, WeeklyChart, type MonthTables } from './OverviewChartPanels';
import { overviewLinks } from './overview-links';
import { useWeeklyCountsBySpace } from './use-weekly-counts-by-space';

const RANKED_ROWS = 5;

interface OverviewChartsProps {
  weeks: WeekBoundaries;
  /**
   * The oldest of `weeks.edges`, whose counts `weeklyTotals` searched the feed for; the
   * newer ones are counted from the month's posts.
   */
  countedEdges: readonly Date[];
  weeklyTotals: InsightsWalk<FeedCountsData>;
  lastMonth: InsightsWalk<FeedWindowData>;
  /** The weekly counts may start (the page reads the month's posts first). */
  weeklyEnabled: boolean;
  /** Whether the device's copies are shown before any walk may run, and requests in flight. */
  readOptions: { restore: boolean; concurrency: number };
}

/** The charts drawn from the posts of the last 30 days, each row a link into the feed. */
function monthCharts(posts: readonly WindowPost[]): MonthTables {
  return {
    spacesTable: mostActiveSpaces(posts, { limit: RANKED_ROWS, hrefOf: overviewLinks.space }),
    authorsTable: mostActiveAuthors(posts, { limit: RANKED_ROWS, hrefOf: overviewLinks.author }),
    topPosts: topPostsByEngagement(posts, { limit: RANKED_ROWS, hrefOf: overviewLinks.post }),
  };
}

/**
 * Where the month's charts come from, as insights/aggregate/describe-source.ts words it for
 * other figures ("From all 312 posts of the last 30 days, 2 minutes ago"; "From 120 posts of
 * the last 30 days — partial, cancelled 1 minute ago"), each case one message.
 */
function monthSource(data: FeedWindowData, now: Date): string {
  const rows = data.rows.length;
  const when = formatRelative(data.fetchedAt, now);
  return data.complete
    ? t({
        comment: 'Under a chart. {when}: how long ago, e.g. "2 minutes ago".',
        message: plural(rows, {
          0: `From no posts of the last 30 days, ${when}`,
          one: `From # post of the last 30 days, ${when}`,
          other: `From all # posts of the last 30 days, ${when}`,
        }),
      })
    : t({
        comment: 'Under a chart. {when}: how long ago, e.g. "2 minutes ago".',
        message: plural(rows, {
          one: `From # post of the last 30 days — partial, cancelled ${when}`,
          other: `From # posts of the last 30 days — partial, cancelled ${when}`,
        }),
      });
}

/**
 * The overview's charts: posts per week for 12 weeks stacked by the month's top spaces
 * (counted, not read), and from the posts of the last 30 days (read): the most active spaces
 * and authors, and the posts with the most comments and reactions. Each row links into the feed.
 */
export function OverviewCharts({
  weeks,
  countedEdges,
  weeklyTotals,
  lastMonth,
  weeklyEnabled,
  readOptions,
}: OverviewChartsProps) {
  const posts = lastMonth.data?.rows;
  // The tables' captions and labels are in the language shown: made again when it changes.
  const { locale } = useLingui().i18n;
  const topSpaces = useTopSpaces(posts);
  // With no more spaces than the chart stacks, every space is a series: its counts need not
  // wait for the month's posts to say which spaces are on top.
  const client = useApiClient();
  const spaces = useQuery(spacesQuery(client)).data;
  const everySpace = useMemo(() => everySpaceIfFew(spaces), [spaces]);
  const stacked = useMemo(() => stackedSpaces(everySpace, topSpaces), [everySpace, topSpaces]);
  // Over thousands of posts: made once per reading, not on each render (walks re-render often).
  const monthTables = useMemo(
    () => (posts ? monthCharts(posts) : null),
    // Made again in another language: the captions and labels are the catalog's (core `t`).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [posts, locale],
  );
  const bySpace = useWeeklyCountsBySpace(
    countedEdges,
    stacked,
    weeklyEnabled && (everySpace !== null || lastMonth.data?.complete === true),
    readOptions,
  );

  const monthSourceText = lastMonth.data ? monthSource(lastMonth.data, new Date()) : null;
  const monthPartial = lastMonth.data !== undefined && !lastMonth.data.complete;

  const readEdges = useMemo(
    () => weeks.edges.slice(countedEdges.length),
    [weeks, countedEdges.length],
  );
  // Once per reading of the month: the whole feed's counts and each space's at the read edges.
  const readCounts = useMemo(
    () => (posts ? countsSinceBySpace(posts, readEdges) : null),
    [posts, readEdges],
  );
  const totals = weeklyTotals.data;
  const bySpaceSeries = bySpace.series;
  // Made once per change of the counts, not on every render: each request of any walk re-renders
  // the page (its progress), and a new table would redraw the chart each time.
  const weekly = useMemo(() => {
    if (!totals || !bySpaceSeries || (readEdges.length > 0 && !readCounts)) return null;
    const counted = (counts: readonly { count: number | null; atLeast: number }[]) =>
      counts.map((count) => count.count ?? count.atLeast);
    const read = (slug: string | null): number[] =>
      readEdges.length === 0
        ? []
        : slug === null
          ? readCounts!.total
          : (readCounts!.bySpace.get(slug) ?? readEdges.map(() => 0));
    return {
      table: postsPerWeekBySpace({
        boundaries: weeks,
        totalsAtBoundaries: [...counted(totals.counts), ...read(null)],
        seriesCounts: bySpaceSeries.map((series) => ({
          ...series,
          countsAtBoundaries: [...series.countsAtBoundaries, ...read(series.key)],
        })),
      }),
      // The weeks from this one on are counted from the month's posts read.
      firstReadWeek: weeks.weeks[countedEdges.length]?.label ?? null,
      fetchedAt: totals.fetchedAt,
      partial: !totals.complete || (readEdges.length > 0 && monthPartial),
    };
    // Made again in another language (see `monthTables`).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    totals,
    bySpaceSeries,
    readEdges,
    readCounts,
    weeks,
    countedEdges.length,
    monthPartial,
    locale,
  ]);

  return (
    // Each cell min-w-0: a grid cell is otherwise as wide as its widest content (a chart's
    // data table), which pushed the cards past a phone's screen.
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="min-w-0 lg:col-span-2">
        {weekly ? (
          <WeeklyChart
            table={weekly.table}
            // Its age outside the memo: "… ago" keeps moving once the counts have stopped.
            source={weeklySource(weekly.firstReadWeek, formatRelative(weekly.fetchedAt))}
            partial={weekly.partial}
          />
        ) : (
          <ChartGridSkeleton count={1} />
        )}
      </div>
      {monthTables ? (
        <MonthCharts tables={monthTables} source={monthSourceText} partial={monthPartial} />
      ) : (
        <div className="min-w-0 lg:col-span-2">
          <ChartGridSkeleton count={2} />
        </div>
      )}
    </div>
  );
}

/** Where the weekly counts come from, and how long ago they were counted. */
function weeklySource(week: string | null, when: string): string {
  return week === null
    ? t({
        comment: 'Under a chart. {when}: how long ago, e.g. "2 minutes ago".',
        message: `From the site's feed, each post counted by its date, ${when}`,
      })
    : t({
        comment:
          'Under a chart. {week}: the first day of a week, e.g. "17 Nov"; {when}: how long ago, e.g. "2 minutes ago".',
        message: `From the site's feed, each post counted by its date; from the week of ${week} on, from the posts of the last 30 days, ${when}`,
      });
}
