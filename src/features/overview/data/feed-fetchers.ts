import { t } from '@lingui/core/macro';
import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import type { ApiClient } from '../../../api/client';
import { bool, int, text } from '../../../api/schemas/primitives';
import type { FeedDatesPage, FetchFeedDates } from './feed-positions';
import { sharedFeedPage } from './shared-feed-pages';
import type { FeedPostsPage, FetchFeedPosts } from './walk-feed-window';
import { keptWindowPost, windowPostSchema, type WindowPost } from './window-post';

/** A `latest` page as the walks read it: its posts as `item` names them, and the paging. */
function latestPageSchema<T extends core.$ZodType>(item: T) {
  return z.object({ feeds: z.object({ data: z.array(item), per_page: int, has_more: bool }) });
}

/**
 * Only what the count search reads. Zod keeps no more than the schema names, so a page of 100
 * posts with their comments parses in a fraction of the time the whole item schema takes.
 */
export const feedDatesResponseSchema = latestPageSchema(z.object({ created_at: text }));

/** Page arithmetic needs the page size asked for: a site that sends another one is refused. */
function checkPageSize(answered: number, asked: number): void {
  if (answered !== asked) {
    // Shown where the count stopped (the walk's error), so in the language shown.
    throw new Error(
      t`The site answered ${answered} posts per page where ${asked} were asked: posts cannot be counted by page.`,
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

/** What a window walk reads of a page: its posts as window-post.ts keeps them. */
export const feedWindowResponseSchema = latestPageSchema(windowPostSchema);

/** One `latest` page's posts (authors, space, counts, date, title), for window walks. */
export function feedPostsFetcher(
  client: ApiClient,
  space: string | null,
): FetchFeedPosts<WindowPost> {
  return async (page, perPage, signal): Promise<FeedPostsPage<WindowPost>> => {
    const answer = await sharedFeedPage(
      client,
      { space, page, perPage, signal },
      feedWindowResponseSchema,
    );
    checkPageSize(answer.feeds.per_page, perPage);
    return { posts: answer.feeds.data.map(keptWindowPost), hasMore: answer.feeds.has_more };
  };
}
