import { useMemo } from 'react';
import { useApiClient } from '../../../api/ApiClientProvider';
import { feedPostsFetcher } from './feed-fetchers';
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
import { walkFeedWindow, type FeedWindowRead } from './walk-feed-window';
import type { WindowPost } from './window-post';

/** The posts of a window of the feed. */
export interface FeedWindowData extends WalkDataBase {
  /** The posts as window-post.ts keeps them, newest first, each once. */
  rows: WindowPost[];
  /** Posts in the window as counted before reading them; null until counted. */
  total: number | null;
}

/**
 * Every post created at or after `since`, in the whole feed or one space's (walk-feed-window.ts):
 * ⌈posts / 100⌉ pages, up to 4 at a time, after a search that counts them (feed-positions.ts),
 * unless `count` says how many there were a moment ago (a count from useFeedCounts: the walk
 * still reads on if posts arrived since). `since` is the cache key: keep it stable (e.g. a
 * day's start).
 */
export function useFeedWindow(
  since: Date,
  space?: string | null,
  {
    enabled = true,
    restore,
    count,
    concurrency,
  }: WalkOptions & { count?: number | null; concurrency?: number } = {},
): InsightsWalk<FeedWindowData> {
  const client = useApiClient();
  const { scope } = useInsightsCache();
  const time = since.getTime();
  const { snapshot, ...walk } = useWalk<FeedWindowRead<WindowPost>>(
    insightsKeys.feedWindow(scope, time, space ?? null),
    async ({ signal, onProgress, resumeFrom }) => {
      const walked = await walkFeedWindow(feedPostsFetcher(client, space ?? null), {
        since: new Date(time),
        signal,
        onProgress,
        startFrom:
          resumeFrom ??
          (count == null
            ? undefined
            : {
                since: time,
                expected: count,
                probed: [],
                read: { rows: [], pages: [], lastPage: null, total: null },
              }),
        retry: retryTransientPage,
        concurrency,
      });
      const { posts: _posts, complete, requests, stoppedBy, error, ...state } = walked;
      return { state, complete, requests, stoppedBy, error };
    },
    { enabled, restore },
  );
  const data = useMemo(
    () =>
      snapshot && {
        ...walkDataBase(snapshot),
        rows: snapshot.state.read.rows,
        total: snapshot.state.expected,
      },
    [snapshot],
  );
  return { ...walk, data };
}
