import { readFeedItemRows } from '../../feed-item-rows';
import type { FeedItemRows, FeedPageQuery } from '../../rows';
import type { FeedDetailRepository } from './feed-details';
import type { FeedRepository } from './feeds';
import type { ProfileRepository } from './profiles';

/**
 * Feed items whole, in one call: inside a read worker every statement is a fraction of a
 * millisecond, while each call to a worker costs a message each way (docs/decisions/042).
 */
export function createFeedItemRepository(
  feeds: FeedRepository,
  details: FeedDetailRepository,
  profiles: ProfileRepository,
) {
  function rows(ids: readonly number[], viewerId: number | null): FeedItemRows | null {
    const read = readFeedItemRows({ feeds, details, profiles }, ids, viewerId);
    // Every read above answers at once: a worker cannot send a promise back.
    if (read instanceof Promise) throw new Error('The SQLite feed item reads answer at once.');
    return read;
  }

  return {
    rows,
    page: (query: FeedPageQuery, viewerId: number | null) => rows(feeds.pageIds(query), viewerId),
  };
}
