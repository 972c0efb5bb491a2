import { infiniteQueryOptions } from '@tanstack/react-query';
import { ENDPOINTS, restRoute } from '../../../contract';
import type { ApiClient } from '../client';
import type { EndpointParams } from '../endpoint-params';
import { livePolling, refetchOnFocusUnlessRefused } from '../live-polling';
import { feedsResponseSchema, type Feed, type FeedsResponse } from '../schemas/feed';
import { inboxKeys } from './inbox-keys';

/** Posts in review read at a time: the oldest few, each a whole feed item with its comments. */
export const POSTS_IN_REVIEW_PER_PAGE = 10;

/**
 * The posts waiting in review, oldest first: `GET /feeds?status=pending&order_by_type=oldest`
 * (behaviour.md, "Feeds": the filter is honoured for moderators and administrators on Pro
 * sites and ours; real Core sites ignore it, and the reading below keeps only what is pending).
 * On the live rhythm (api/live-polling.ts): one request, whatever the number of spaces.
 */
export function postsInReviewQuery(client: ApiClient) {
  return infiniteQueryOptions({
    queryKey: inboxKeys.postsInReview(),
    queryFn: ({ pageParam, signal }) =>
      client.get(restRoute(ENDPOINTS.feeds), {
        schema: feedsResponseSchema,
        params: {
          status: 'pending',
          order_by_type: 'oldest',
          page: pageParam,
          per_page: POSTS_IN_REVIEW_PER_PAGE,
        } satisfies EndpointParams<typeof ENDPOINTS.feeds>,
        signal,
      }),
    initialPageParam: 1,
    // `has_more` only says the page came back full (behaviour.md, "Page envelopes").
    getNextPageParam: (lastPage: FeedsResponse, _pages, lastPageParam: number) =>
      lastPage.feeds.has_more && lastPage.feeds.data.length > 0 ? lastPageParam + 1 : undefined,
    ...livePolling,
    refetchOnWindowFocus: refetchOnFocusUnlessRefused(true),
    staleTime: 15_000,
  });
}

export interface PostsInReview {
  /** Oldest first, each once. */
  posts: Feed[];
  /**
   * More pages may hold more: the count is then a floor ("10+"). Not so on a site that ignores
   * the filter: every post it has is on the next pages, and posts wait in review there only
   * with Pro's moderation, which honours the filter (behaviour.md, "Feeds"); the section says
   * its count covers the posts read.
   */
  mayHaveMore: boolean;
  /**
   * The site listed posts that are not in review: it ignores the status filter (real Core
   * sites), so only the pending posts among those read are known.
   */
  filterIgnored: boolean;
}

/** The posts in review among the pages read (a feed's `total` is no count: never read). */
export function readPostsInReview(pages: readonly FeedsResponse[]): PostsInReview {
  const seen = new Set<number>();
  const posts: Feed[] = [];
  let filterIgnored = false;
  for (const page of pages) {
    for (const post of page.feeds.data) {
      if (post.status !== 'pending') {
        filterIgnored = true;
        continue;
      }
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      posts.push(post);
    }
  }
  const last = pages[pages.length - 1];
  return {
    posts,
    mayHaveMore:
      !filterIgnored && last !== undefined && last.feeds.has_more && last.feeds.data.length > 0,
    filterIgnored,
  };
}
