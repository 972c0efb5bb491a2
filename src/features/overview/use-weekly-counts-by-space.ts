import { useMemo } from 'react';
import type { SpaceCountsAtBoundaries } from './aggregate/posts-per-week-by-space';
import { useFeedCounts } from './data/use-feed-counts';
import type { InsightsWalk, WalkDataBase } from '../../lib/walks/use-walk';
import { STACKED_SPACES, type TopSpace } from './use-top-spaces';

export interface WeeklyCountsBySpace {
  /** The counts of each top space, once all of them are whole; null until then. */
  series: SpaceCountsAtBoundaries[] | null;
  /** The walks behind them, for their progress and controls. */
  walks: InsightsWalk<WalkDataBase>[];
}

/**
 * Each top space's post counts at the week edges, by bisection of that space's feed. A fixed
 * number of hooks (one per possible top space), each idle while its slot is empty, so the
 * hooks keep their order whatever the spaces are.
 */
export function useWeeklyCountsBySpace(
  edges: readonly Date[],
  spaces: readonly TopSpace[],
  enabled: boolean,
  { restore = false, concurrency }: { restore?: boolean; concurrency?: number } = {},
): WeeklyCountsBySpace {
  const slot = (index: number) => {
    const space = spaces[index];
    return [
      edges,
      space?.slug ?? null,
      {
        enabled: enabled && space !== undefined,
        restore: restore && space !== undefined,
        concurrency,
      },
    ] as const;
  };
  // One call per slot, written out: STACKED_SPACES of them.
  const walks = [
    useFeedCounts(...slot(0)),
    useFeedCounts(...slot(1)),
    useFeedCounts(...slot(2)),
    useFeedCounts(...slot(3)),
    useFeedCounts(...slot(4)),
  ];
  const used = walks.slice(0, Math.min(spaces.length, STACKED_SPACES));
  // The same series for the same counts: a new array on every render would redraw the chart.
  const counts = used.map((walk) => walk.data);
  const series = useMemo(
    () =>
      counts.every((data) => data?.complete)
        ? counts.map((data, index) => ({
            key: spaces[index]!.slug,
            label: spaces[index]!.title,
            countsAtBoundaries: data!.counts.map((count) => count.count ?? count.atLeast),
          }))
        : null,
    // One dependency per slot (a fixed number), as for the hooks above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [spaces, counts[0], counts[1], counts[2], counts[3], counts[4]],
  );
  return { series, walks: used };
}
