import { paths } from '../../../app/paths';
import { ChartPanel } from '../../../components/charts/ChartPanel';
import type { ChartTable } from '../../../components/charts/chart-table';
import { formatRelative } from '../../../lib/dates';
import { describeSource } from '../aggregate/describe-source';
import { mostActiveAuthors } from '../aggregate/most-active-authors';
import { mostActiveSpaces } from '../aggregate/most-active-spaces';
import { postsPerWeekBySpace } from '../aggregate/posts-per-week-by-space';
import { topPostsByEngagement } from '../aggregate/top-posts';
import type { WeekBoundaries } from '../aggregate/week-boundaries';
import { ChartGridSkeleton } from '../components/ChartGridSkeleton';
import { LazyBarChart } from '../components/LazyBarChart';
import type { FeedCountsData } from '../data/use-feed-counts';
import type { FeedWindowData } from '../data/use-feed-window';
import type { InsightsWalk } from '../data/use-walk';
import { useTopSpaces } from './use-top-spaces';
import { useWeeklyCountsBySpace } from './use-weekly-counts-by-space';

const RANKED_ROWS = 5;
const MONTH_POSTS = { one: 'post of the last 30 days', other: 'posts of the last 30 days' };

interface OverviewChartsProps {
  weeks: WeekBoundaries;
  weeklyTotals: InsightsWalk<FeedCountsData>;
  lastMonth: InsightsWalk<FeedWindowData>;
}

const feedOf = (query: Record<string, string>) => paths.feed(new URLSearchParams(query));

/**
 * The overview's charts: posts per week for 12 weeks stacked by the month's top spaces
 * (counted, not read), and from the posts of the last 30 days (read): the most active spaces
 * and authors, and the posts with the most comments and reactions. Each row links into the feed.
 */
export function OverviewCharts({ weeks, weeklyTotals, lastMonth }: OverviewChartsProps) {
  const posts = lastMonth.data?.rows;
  const topSpaces = useTopSpaces(posts);
  const bySpace = useWeeklyCountsBySpace(weeks.edges, topSpaces, lastMonth.data?.complete === true);

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

  let weekly: { table: ChartTable; source: string; partial: boolean } | null = null;
  const totals = weeklyTotals.data;
  if (totals && bySpace.series && lastMonth.data) {
    const requests =
      totals.requests + bySpace.walks.reduce((sum, walk) => sum + (walk.data?.requests ?? 0), 0);
    weekly = {
      table: postsPerWeekBySpace({
        boundaries: weeks,
        totalsAtBoundaries: totals.counts.map((count) => count.count ?? count.atLeast),
        seriesCounts: bySpace.series,
      }),
      source: `Counted from each post's place in the latest feed (${requests} requests, no post read), ${formatRelative(totals.fetchedAt)}`,
      partial: !totals.complete,
    };
  }

  if (!posts) return <ChartGridSkeleton count={4} />;
  const spacesTable = mostActiveSpaces(posts, {
    limit: RANKED_ROWS,
    hrefOf: (space) => (space.slug ? feedOf({ space: space.slug }) : undefined),
  });
  const authorsTable = mostActiveAuthors(posts, {
    limit: RANKED_ROWS,
    hrefOf: (profile) => feedOf({ user_id: String(profile.user_id) }),
  });
  const topPosts = topPostsByEngagement(posts, {
    limit: RANKED_ROWS,
    hrefOf: (post) =>
      feedOf({
        ...(post.space?.slug ? { space: post.space.slug } : {}),
        user_id: String(post.user_id),
      }),
  });
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="lg:col-span-2">
        {weekly ? (
          <ChartPanel
            title="Posts per week, by space"
            table={weekly.table}
            provenance={weekly.source}
            partial={weekly.partial}
          >
            <LazyBarChart table={weekly.table} orientation="vertical" stacked />
          </ChartPanel>
        ) : (
          <ChartGridSkeleton count={1} />
        )}
      </div>
      <ChartPanel
        title="Most active spaces, last 30 days"
        table={spacesTable}
        provenance={monthSource}
        partial={monthPartial}
      >
        <LazyBarChart table={spacesTable} orientation="horizontal" />
      </ChartPanel>
      <ChartPanel
        title="Most active authors, last 30 days"
        table={authorsTable}
        provenance={monthSource}
        partial={monthPartial}
      >
        <LazyBarChart table={authorsTable} orientation="horizontal" />
      </ChartPanel>
      <div className="lg:col-span-2">
        <ChartPanel
          title="Posts with the most comments and reactions, last 30 days"
          table={topPosts}
          provenance={monthSource}
          partial={monthPartial}
        >
          <LazyBarChart table={topPosts} orientation="horizontal" stacked />
        </ChartPanel>
      </div>
    </div>
  );
}
