import { useMemo } from 'react';
import { StatCard } from '../../components/charts/StatCard';
import { parseSiteDate } from '../../lib/dates';
import { engagementOf } from './aggregate/engagement';
import { isInWindow, type TimeWindow } from './aggregate/feed-windows';
import type { FeedWindowData } from './data/use-feed-window';
import type { InsightsWalk } from '../../lib/walks/use-walk';

const numberFormat = new Intl.NumberFormat('en');

/** Comments and reactions on the posts of the last 30 days (and of the last 7). */
export function EngagementCards({
  walk,
  last7,
}: {
  walk: InsightsWalk<FeedWindowData>;
  last7: TimeWindow;
}) {
  const posts = walk.data?.rows;
  // Over thousands of posts: once per reading, not on each render.
  const { month, week } = useMemo(() => {
    if (!posts) return { month: null, week: null };
    const lastWeek = posts.filter((post) => {
      const created = parseSiteDate(post.created_at);
      return created !== null && isInWindow(last7, created);
    });
    return { month: engagementOf(posts), week: engagementOf(lastWeek) };
  }, [posts, last7]);
  const partial = walk.data !== undefined && !walk.data.complete;
  const hint = (count: number | undefined) =>
    count === undefined
      ? undefined
      : `On posts of the last 30 days; ${numberFormat.format(count)} on those of the last 7${partial ? ' (partial)' : ''}`;
  return (
    <>
      <StatCard
        label="Comments, last 30 days"
        value={month?.comments ?? 0}
        loading={month === null}
        hint={hint(week?.comments)}
      />
      <StatCard
        label="Reactions, last 30 days"
        value={month?.reactions ?? 0}
        loading={month === null}
        hint={hint(week?.reactions)}
      />
    </>
  );
}
