import { useMemo } from 'react';
import { useApiClient } from '../../../api/ApiClientProvider';
import { feedDatesFetcher } from './feed-fetchers';
import { findFeedPositions, type FeedPosition, type ProbedPage } from './feed-positions';
import { insightsKeys } from '../../../insights/insights-keys';
import { useInsightsCache } from '../../../lib/walks/walk-scope';
import { retryTransientPage } from '../../../lib/walks/page-retry';
import {
  walkDataBase,
  useWalk,
  type InsightsWalk,
  type WalkDataBase,
  type WalkOptions,
} from '../../../lib/walks/use-walk';

/**
 * Posts per page while counting. A feed item carries its comments, so a page of 100 is ~630 KB
 * of JSON to read 100 dates (on the 200k-post benchmark: the overview's counts took 2.4 s and
 * 25 MB at 100 a page, 0.34 s at 5). Twenty a page keeps the bytes small and the requests
 * few: the overview's four card counts at sign-in on a plain site take about 18 requests at the
 * benchmark's 8.7k posts a month and 20 at 38k (feed-positions.ts), which keeps a sign-in within
 * its budget of 40 requests and 1 MB (docs/decisions/038); only the final page's dates are
 * needed exactly.
 */
export const COUNT_PAGE_SIZE = 20;

/** One boundary's count. */
export interface FeedCount {
  since: Date;
  /** Posts created at or after `since`; null while the search has not found it. */
  count: number | null;
  /** At least this many (equal to `count` once found): "1,200+" for a partial search. */
  atLeast: number;
  /** Requests this count cost (pages read for an earlier boundary were free). */
  requests: number;
}

/** The counts of `useFeedCounts`. */
export interface FeedCountsData extends WalkDataBase {
  /** One per boundary, in the order given. */
  counts: FeedCount[];
}

/** What the query keeps: the positions, and while partial the pages read (to resume). */
interface FeedCountsState {
  positions: FeedPosition[];
  probed: ProbedPage[];
}

/**
 * How many posts were created at or after each boundary, in the whole feed or one space's,
 * without reading them: a search of the `latest` feed guided by the pace of posting
 * (feed-positions.ts), a few requests a boundary, fewer once earlier ones are found. A window's
 * count is the difference of its two boundaries'. Boundaries are instants on the site's clock
 * read as UTC (lib/site-clock.ts); keep them stable (e.g. day starts), they are the cache key.
 */
export function useFeedCounts(
  boundaries: readonly Date[],
  space?: string | null,
  { enabled = true, restore, concurrency }: WalkOptions & { concurrency?: number } = {},
): InsightsWalk<FeedCountsData> {
  const client = useApiClient();
  const { scope } = useInsightsCache();
  const times = boundaries.map((boundary) => boundary.getTime());
  const { snapshot, ...walk } = useWalk<FeedCountsState>(
    insightsKeys.feedCounts(scope, times, space ?? null),
    async ({ signal, onProgress, resumeFrom }) => {
      const found = await findFeedPositions(
        feedDatesFetcher(client, space ?? null),
        times.map((time) => new Date(time)),
        {
          perPage: COUNT_PAGE_SIZE,
          signal,
          onProgress,
          startFrom: resumeFrom?.probed,
          retry: retryTransientPage,
          concurrency,
        },
      );
      const { positions, probed, ...ending } = found;
      // Whole, the pages read are of no more use: only a resume needs them.
      return { state: { positions, probed: found.complete ? [] : probed }, ...ending };
    },
    { enabled, restore },
  );
  const data = useMemo(
    () =>
      snapshot && {
        ...walkDataBase(snapshot),
        counts: snapshot.state.positions.map((position) => ({
          ...position,
          since: new Date(position.since),
        })),
      },
    [snapshot],
  );
  return { ...walk, data };
}
