import { MAX_SEARCH_LENGTH, pageParam, perPageParam, searchParam } from './params';

/** `order_by_type` of GET /feeds (behaviour.md, "Feeds"): unknown values fall back to latest. */
export const FEED_ORDERS = [
  'new_activity',
  'latest',
  'oldest',
  'popular',
  'likes',
  'alphabetical',
  'unanswered',
] as const;
export type FeedOrder = (typeof FEED_ORDERS)[number];
export const DEFAULT_FEED_ORDER: FeedOrder = 'latest';

/** The moderation statuses a moderator may ask for (behaviour.md, "Moderation"). */
export const POST_STATUSES = ['published', 'pending', 'unlisted', 'scheduled'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** `search_in[]`: post content by default; comments too, or comments only. */
export const SEARCH_SCOPES = ['post_content', 'post_comments'] as const;
export type SearchScope = (typeof SEARCH_SCOPES)[number];
export const DEFAULT_SEARCH_SCOPES: readonly SearchScope[] = ['post_content'];

/** `disable_sticky=yes` leaves the pinned post in its normal place (behaviour.md, "Sticky"). */
export const STICKY_SWITCH = ['yes', 'no'] as const;

export const FEED_PER_PAGE = 10;

/** GET /feeds/{feed_id}/reactions lists at most this many likes, and has no further page. */
export const FEED_REACTIONS_LIMIT = 100;

/**
 * `context` of GET /feeds/{feed_slug}/by-slug and /feeds/{feed_id}/by-id: `edit` reads the
 * post as its editor loads it (behaviour.md, "One post by its slug"); anything else, or none,
 * as a feed item.
 */
export const FEED_READ_CONTEXTS = ['edit'] as const;

/** What GET /feeds/{feed_slug}/by-slug answers a post it does not give (behaviour.md, "One post by its slug"). */
export const FEED_READ_REFUSALS = {
  /** `context=edit`: no such post, or the caller is neither its author nor a moderator (422). */
  editNotAllowed: 'You do not have permission to edit this feed',
  /** No such post, its author's profile not active, or in a space the caller may not read (404). */
  notFound: 'The feed could not be found',
  /** A post neither published nor unlisted, for someone who may not edit it (404). */
  notViewable: 'Sorry, you do not have permission to view this post',
} as const;

export const feedReadQuery = {
  context: { type: 'choice', values: FEED_READ_CONTEXTS },
} as const;

export const feedsQuery = {
  space: { type: 'string', maxLength: MAX_SEARCH_LENGTH },
  user_id: { type: 'integer' },
  topic_slug: { type: 'string', maxLength: MAX_SEARCH_LENGTH },
  search: searchParam,
  search_in: { type: 'list', values: SEARCH_SCOPES },
  status: { type: 'choice', values: POST_STATUSES },
  order_by_type: { type: 'choice', values: FEED_ORDERS, default: DEFAULT_FEED_ORDER },
  disable_sticky: { type: 'choice', values: STICKY_SWITCH },
  page: pageParam,
  per_page: perPageParam(FEED_PER_PAGE),
} as const;
