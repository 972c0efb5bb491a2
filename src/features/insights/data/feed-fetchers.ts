import * as z from 'zod/mini';
import type { ApiClient } from '../../../api/client';
import { feedsResponseSchema, type Feed } from '../../../api/schemas/feed';
import { bool, int, text } from '../../../api/schemas/primitives';
import type { FeedDatesPage, FetchFeedDates } from './feed-positions';
import { sharedFeedPage } from './shared-feed-pages';
import type { FeedPostsPage, FetchFeedPosts } from './walk-feed-window';

/**
 * Only what the bisection reads. Zod keeps no more than the schema names, so a page of 100
 * posts with their comments parses in a fraction of the time the whole item schema takes.
 */
export const feedDatesResponseSchema = z.object({
  feeds: z.object({
    data: z.array(z.object({ created_at: text })),
    per_page: int,
    has_more: bool,
  }),
});

/** Page arithmetic needs the page size asked for: a site that sends another one is refused. */
function checkPageSize(answered: number, asked: number): void {
  if (answered !== asked) {
    throw new Error(
      `The site answered ${answered} posts per page where ${asked} were asked: posts cannot be counted by page.`,
    );
  }
}

/** The dates of one `latest` page, for feed-positions.ts. */
export function feedDatesFetcher(client: ApiClient, space: string | null): FetchFeedDates {
  return async (page, perPage, signal): Promise<FeedDatesPage> => {
    const answer = await sharedFeedPage(
      client,
      { space, page, perPage, signal },
      feedDatesResponseSchema,
    );
    checkPageSize(answer.feeds.per_page, perPage);
    return {
      createdAt: answer.feeds.data.map((post) => post.created_at),
      hasMore: answer.feeds.has_more,
    };
  };
}

/** One whole `latest` page (authors, space, counts, title, permalink…), for window walks. */
export function feedPostsFetcher(client: ApiClient, space: string | null): FetchFeedPosts<Feed> {
  return async (page, perPage, signal): Promise<FeedPostsPage<Feed>> => {
    const answer = await sharedFeedPage(client, { space, page, perPage, signal }, feedsResponseSchema);
    checkPageSize(answer.feeds.per_page, perPage);
    return { posts: answer.feeds.data, hasMore: answer.feeds.has_more };
  };
}
