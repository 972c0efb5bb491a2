import { StatCard } from '../../components/charts/StatCard';
import type { FeedCountsData } from './data/use-feed-counts';
import type { InsightsWalk } from '../../lib/walks/use-walk';

/**
 * Posts of the last 7 and 30 days, each against the period before, from four counts taken by
 * bisection (use-feed-counts.ts): posts since 7, 14, 30 and 60 days ago, in that order.
 */
export function PostCountCards({ walk }: { walk: InsightsWalk<FeedCountsData> }) {
  const counts = walk.data?.counts.map((count) => count.count ?? count.atLeast);
  const partial = walk.data !== undefined && !walk.data.complete;
  const card = (days: number, since: number, before: number) => {
    const current = counts?.[since] ?? 0;
    const previous = (counts?.[before] ?? 0) - current;
    return (
      <StatCard
        label={`Posts, last ${days} days`}
        value={current}
        loading={counts === undefined}
        change={
          partial || counts === undefined
            ? undefined
            : { previous, period: `previous ${days} days` }
        }
        hint={partial ? 'At least: counting was stopped' : undefined}
      />
    );
  };
  return (
    <>
      {card(7, 0, 1)}
      {card(30, 2, 3)}
    </>
  );
}
