import type { FeedPageQuery } from '../store/rows';

/** Published and pending posts, as a moderator asks for both. */
export const PUBLISHED_AND_PENDING: FeedPageQuery['statuses'] = [
  { status: 'published', spaceIds: null },
  { status: 'pending', spaceIds: null },
];

/**
 * A store's feed page query for tests: the whole site as an administrator reads it
 * (every space, published posts), newest first, 20 a page — with `overrides`.
 */
export const feedPageQuery = (overrides: Partial<FeedPageQuery> = {}): FeedPageQuery => ({
  readableSpaceIds: null,
  spaceId: null,
  userId: null,
  topicId: null,
  search: null,
  statuses: [{ status: 'published', spaceIds: null }],
  order: 'latest',
  excludeSticky: false,
  limit: 20,
  offset: 0,
  ...overrides,
});
