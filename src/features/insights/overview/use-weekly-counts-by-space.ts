import type { SpaceCountsAtBoundaries } from '../aggregate/posts-per-week-by-space';
import { useFeedCounts } from '../data/use-feed-counts';
import type { InsightsWalk, WalkDataBase } from '../data/use-walk';
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
): WeeklyCountsBySpace {
  const slot = (index: number) => {
    const space = spaces[index];
    return [edges, space?.slug ?? null, { enabled: enabled && space !== undefined }] as const;
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
  const whole = used.every((walk) => walk.data?.complete);
  const series = whole
    ? used.map((walk, index) => ({
        key: spaces[index]!.slug,
        label: spaces[index]!.title,
        countsAtBoundaries: walk.data!.counts.map((count) => count.count ?? count.atLeast),
      }))
    : null;
  return { series, walks: used };
}
