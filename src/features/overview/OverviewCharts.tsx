import { useQuery } from '@tanstack/react-query';
import { memo, useMemo } from 'react';
import { useApiClient } from '../../api/ApiClientProvider';
import { spacesQuery } from '../../api/directory';
import { paths } from '../../routes/paths';
import { ChartPanel } from '../../components/charts/ChartPanel';
import type { ChartTable } from '../../components/charts/chart-table';
import { formatRelative } from '../../lib/dates';
import { countsSinceBySpace } from './aggregate/counts-since';
import { describeSource } from '../../insights/aggregate/describe-source';
import { mostActiveAuthors } from './aggregate/most-active-authors';
import { mostActiveSpaces } from './aggregate/most-active-spaces';
import { postsPerWeekBySpace } from './aggregate/posts-per-week-by-space';
import { topPostsByEngagement } from './aggregate/top-posts';
import type { WeekBoundaries } from '../../insights/aggregate/week-boundaries';
import { ChartGridSkeleton } from '../../insights/components/ChartGridSkeleton';
import { LazyBarChart } from '../../insights/components/LazyBarChart';
import type { FeedCountsData } from './data/use-feed-counts';
import type { FeedWindowData } from './data/use-feed-window';
import type { InsightsWalk } from '../../lib/walks/use-walk';
import type { WindowPost } from './data/window-post';
import { STACKED_SPACES, useTopSpaces, type TopSpace } from './use-top-spaces';
import { useWeeklyCountsBySpace } from './use-weekly-counts-by-space';

const RANKED_ROWS = 5;
const MONTH_POSTS = { one: 'post of the last 30 days', other: 'posts of the last 30 days' };

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
}

const feedOf = (query: Record<string, string>) => paths.feed(new URLSearchParams(query));

/** `spaces`, the month's busiest first (as ranked so far), then the others by title. */
function inMonthOrder(spaces: readonly TopSpace[], ranked: readonly TopSpace[]): TopSpace[] {
  const rank = new Map(ranked.map((space, index) => [space.slug, index]));
  const order = (space: TopSpace) => rank.get(space.slug) ?? ranked.length;
  return [...spaces].sort((a, b) => order(a) - order(b) || a.title.localeCompare(b.title));
}

/** The charts drawn from the posts of the last 30 days, each row a link into the feed. */
function monthCharts(posts: readonly WindowPost[]) {
  return {
    spacesTable: mostActiveSpaces(posts, {
      limit: RANKED_ROWS,
      hrefOf: (space) => (space.slug ? feedOf({ space: space.slug }) : undefined),
    }),
    authorsTable: mostActiveAuthors(posts, {
      limit: RANKED_ROWS,
      hrefOf: (profile) => feedOf({ user_id: String(profile.user_id) }),
    }),
    topPosts: topPostsByEngagement(posts, {
      limit: RANKED_ROWS,
      hrefOf: (post) =>
        feedOf({
          ...(post.space?.slug ? { space: post.space.slug } : {}),
          user_id: String(post.user_id),
        }),
    }),
  };
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
}: OverviewChartsProps) {
  const posts = lastMonth.data?.rows;
  const topSpaces = useTopSpaces(posts);
  // With no more spaces than the chart stacks, every space is a series: its counts need not
  // wait for the month's posts to say which spaces are on top.
  const client = useApiClient();
  const spaces = useQuery(spacesQuery(client)).data;
  const everySpace = useMemo(
    () =>
      spaces && spaces.length <= STACKED_SPACES
        ? spaces.map((space) => ({ slug: space.slug, title: space.title.trim() || space.slug }))
        : null,
    [spaces],
  );
  const stacked = useMemo(
    () => (everySpace ? inMonthOrder(everySpace, topSpaces) : topSpaces),
    [everySpace, topSpaces],
  );
  // Over thousands of posts: made once per reading, not on each render (walks re-render often).
  const monthTables = useMemo(() => (posts ? monthCharts(posts) : null), [posts]);
  const bySpace = useWeeklyCountsBySpace(
    countedEdges,
    stacked,
    weeklyEnabled && (everySpace !== null || lastMonth.data?.complete === true),
  );

  const monthSource = lastMonth.data
    ? describeSource({
        noun: MONTH_POSTS,
        rows: lastMonth.data.rows.length,
        total: lastMonth.data.complete ? lastMonth.data.rows.length : null,
        complete: lastMonth.data.complete,
        fetchedAt: lastMonth.data.fetchedAt,
        now: new Date(),
      })
    : null;
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
  const bySpaceRequests = bySpace.walks.reduce((sum, walk) => sum + (walk.data?.requests ?? 0), 0);
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
    const requests = totals.requests + bySpaceRequests;
    const firstReadWeek = weeks.weeks[countedEdges.length];
    const fromPosts = firstReadWeek
      ? `; from the week of ${firstReadWeek.label} on, from the posts of the last 30 days`
      : '';
    return {
      table: postsPerWeekBySpace({
        boundaries: weeks,
        totalsAtBoundaries: [...counted(totals.counts), ...read(null)],
        seriesCounts: bySpaceSeries.map((series) => ({
          ...series,
          countsAtBoundaries: [...series.countsAtBoundaries, ...read(series.key)],
        })),
      }),
      source: `Counted from each post's place in the latest feed (${requests} requests, no post read)${fromPosts}`,
      fetchedAt: totals.fetchedAt,
      partial: !totals.complete || (readEdges.length > 0 && monthPartial),
    };
  }, [
    totals,
    bySpaceSeries,
    bySpaceRequests,
    readEdges,
    readCounts,
    weeks,
    countedEdges.length,
    monthPartial,
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
            source={`${weekly.source}, ${formatRelative(weekly.fetchedAt)}`}
            partial={weekly.partial}
          />
        ) : (
          <ChartGridSkeleton count={1} />
        )}
      </div>
      {monthTables ? (
        <MonthCharts tables={monthTables} source={monthSource} partial={monthPartial} />
      ) : (
        <div className="min-w-0 lg:col-span-2">
          <ChartGridSkeleton count={2} />
        </div>
      )}
    </div>
  );
}

/**
 * "Posts per week, by space". Memoized, as are the month's charts below: the walks still
 * running re-render the page on every request (their progress), and redrawing a drawn chart
 * each time took the main thread from those walks.
 */
const WeeklyChart = memo(function WeeklyChart({
  table,
  source,
  partial,
}: {
  table: ChartTable;
  source: string;
  partial: boolean;
}) {
  return (
    <ChartPanel
      title="Posts per week, by space"
      table={table}
      provenance={source}
      partial={partial}
    >
      <LazyBarChart table={table} orientation="vertical" stacked />
    </ChartPanel>
  );
});

/** The three charts of the month's posts (memoized: see `WeeklyChart`). */
const MonthCharts = memo(function MonthCharts({
  tables: { spacesTable, authorsTable, topPosts },
  source,
  partial,
}: {
  tables: ReturnType<typeof monthCharts>;
  source: string | null;
  partial: boolean;
}) {
  return (
    <>
      <ChartPanel
        title="Most active spaces, last 30 days"
        table={spacesTable}
        provenance={source}
        partial={partial}
      >
        <LazyBarChart table={spacesTable} orientation="horizontal" />
      </ChartPanel>
      <ChartPanel
        title="Most active authors, last 30 days"
        table={authorsTable}
        provenance={source}
        partial={partial}
      >
        <LazyBarChart table={authorsTable} orientation="horizontal" />
      </ChartPanel>
      <div className="min-w-0 lg:col-span-2">
        <ChartPanel
          title="Posts with the most comments and reactions, last 30 days"
          table={topPosts}
          provenance={source}
          partial={partial}
        >
          <LazyBarChart table={topPosts} orientation="horizontal" stacked />
        </ChartPanel>
      </div>
    </>
  );
});
