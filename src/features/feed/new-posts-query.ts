import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, restRoute } from '../../../contract';
import type { ApiClient } from '../../api/client';
import type { EndpointParams } from '../../api/endpoint-params';
import { LIVE_REFRESH_MS, livePolling, refetchOnFocusUnlessRefused } from '../../api/live-polling';
import { feedsResponseSchema } from '../../api/schemas/feed';
import { feedKeys, feedPageParams } from './api';
import {
  followsNewestFirst,
  mergeNewPosts,
  NO_NEW_POSTS,
  type NewestLoaded,
  type NewPosts,
} from './new-posts';
import type { FeedFilters } from './url-state';

/**
 * Posts a check asks for. Real sites have no "newer than" filter on `GET /feeds` (the plugin's
 * `feeds/ticker` counts new posts site-wide, ignoring every filter, and stops at 10), so the
 * check is page 1 of the same filters, short: 5 posts are about 5 KB compressed (31 KB of
 * JSON) on the demo, as each post carries its comments. More than 5 new posts within 30 s is
 * rare on a community; then the count says "5+" until a later check, or the click, fills the
 * gap.
 */
export const NEW_POSTS_CHECK_SIZE = 5;

/** Page 1 of the feed as filtered, short, with the pinned post in its place in time. */
export function newPostsCheckParams(filters: FeedFilters): EndpointParams<typeof ENDPOINTS.feeds> {
  return {
    ...feedPageParams(filters, 1),
    per_page: NEW_POSTS_CHECK_SIZE,
    // The pinned post would otherwise come in full as `sticky` with every check.
    disable_sticky: 'yes',
  };
}

interface CheckOptions {
  /** The feed has loaded (a failed or empty first load has nothing to compare with). */
  enabled: boolean;
  /** When the loaded feed was fetched: the check counts as made then. */
  loadedAt: number;
}

/**
 * The new-post check of a feed (api/live-polling.ts: every 30 s while visible, back-off after
 * errors, one at a time). Keyed by the newest loaded post: once new posts are shown, or a
 * refresh brings them, the feed's newest post changes and the count starts again from zero.
 * Each check folds into what earlier ones found (`mergeNewPosts`), so new posts can be counted
 * beyond one check's size.
 */
export function newPostsQuery(
  client: ApiClient,
  filters: FeedFilters,
  since: NewestLoaded | null,
  { enabled, loadedAt }: CheckOptions,
) {
  return queryOptions({
    queryKey: feedKeys.newPosts(filters, since),
    queryFn: async ({ signal, client: queryClient, queryKey }): Promise<NewPosts> => {
      const response = await client.get(restRoute(ENDPOINTS.feeds), {
        schema: feedsResponseSchema,
        params: newPostsCheckParams(filters),
        signal,
      });
      const previous = queryClient.getQueryData<NewPosts>(queryKey) ?? NO_NEW_POSTS;
      return mergeNewPosts(previous, response.feeds.data, since, NEW_POSTS_CHECK_SIZE);
    },
    enabled: enabled && followsNewestFirst(filters.order),
    // Nothing new at the moment the feed was fetched: the first check is due 30 s after that
    // (at once, for a feed shown from a cache older than that).
    initialData: NO_NEW_POSTS,
    initialDataUpdatedAt: loadedAt,
    staleTime: LIVE_REFRESH_MS,
    refetchOnWindowFocus: refetchOnFocusUnlessRefused(true),
    ...livePolling,
  });
}
