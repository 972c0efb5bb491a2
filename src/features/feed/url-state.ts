import {
  DEFAULT_FEED_ORDER,
  DEFAULT_SEARCH_SCOPES,
  FEED_ORDERS,
  POST_STATUSES,
  SEARCH_SCOPES as SEARCH_SCOPE_VALUES,
  STICKY_SWITCH,
  type FeedOrder,
  type PostStatus,
  type SearchScope,
} from '../../../contract';
import {
  choiceParam,
  defineUrlCodec,
  flagParam,
  idParam,
  listParam,
  orderedChoices,
  slugParam,
  textParam,
} from '../../lib/url-params';

/**
 * The feed's filters, one for each parameter of `GET /feeds` (behaviour.md, "Feeds"), kept in
 * the URL under the API's own names so a link to the dashboard reads like the request it makes.
 * The values are the API's (contract/feeds.ts); the labels are the dashboard's, one for every
 * value, so a value added to the contract fails typecheck here until it has a label.
 */
export type { FeedOrder, SearchScope };

interface Option<V extends string> {
  readonly value: V;
  readonly label: string;
}

function labelled<V extends string>(values: readonly V[], labels: Record<V, string>): Option<V>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

const ORDER_LABELS: Record<FeedOrder, string> = {
  new_activity: 'New activity',
  latest: 'Latest',
  oldest: 'Oldest',
  popular: 'Popular',
  likes: 'Likes',
  alphabetical: 'Alphabetical',
  unanswered: 'Unanswered',
};

export const ORDER_OPTIONS: readonly Option<FeedOrder>[] = labelled(FEED_ORDERS, ORDER_LABELS);

/** Moderation filter; `''` is the site's default (published, plus pending for moderators). */
export type FeedStatus = '' | PostStatus;

const STATUS_LABELS: Record<FeedStatus, string> = {
  '': 'Any status',
  published: 'Published',
  pending: 'In review',
  unlisted: 'Unlisted',
  scheduled: 'Scheduled',
};

export const STATUS_OPTIONS: readonly Option<FeedStatus>[] = labelled(
  ['', ...POST_STATUSES],
  STATUS_LABELS,
);

const SCOPE_LABELS: Record<SearchScope, string> = {
  post_content: 'Post content',
  post_comments: 'Comments',
};

export const SEARCH_SCOPES: readonly Option<SearchScope>[] = labelled(
  SEARCH_SCOPE_VALUES,
  SCOPE_LABELS,
);

export interface FeedFilters {
  /** Space slug; `''` for all spaces. */
  space: string;
  /** Topic slug; `''` for any topic. */
  topic: string;
  /** Author's user id, or `null` for everyone. */
  userId: number | null;
  search: string;
  /** Where `search` looks; never empty. */
  searchIn: SearchScope[];
  order: FeedOrder;
  status: FeedStatus;
  /** `disable_sticky=yes`: no pinned post on top; it shows in its normal place instead. */
  hidePinned: boolean;
}

export const DEFAULT_FEED_FILTERS: FeedFilters = {
  space: '',
  topic: '',
  userId: null,
  search: '',
  searchIn: [...DEFAULT_SEARCH_SCOPES],
  order: DEFAULT_FEED_ORDER,
  status: '',
  hidePinned: false,
};

/** Scopes in a fixed order, without repeats, so equal choices make equal URLs and keys. */
export function normaliseScopes(scopes: readonly SearchScope[]): SearchScope[] {
  return orderedChoices(SEARCH_SCOPE_VALUES, scopes, DEFAULT_SEARCH_SCOPES);
}

const [STICKY_ON, STICKY_OFF] = STICKY_SWITCH;

export const feedFiltersCodec = defineUrlCodec<FeedFilters>({
  space: slugParam('space'),
  topic: slugParam('topic_slug'),
  userId: idParam('user_id'),
  search: textParam('search'),
  // The API's own form is `search_in[]=…` (see site.ts); links may carry either.
  searchIn: listParam(['search_in', 'search_in[]'], SEARCH_SCOPE_VALUES, DEFAULT_SEARCH_SCOPES),
  order: choiceParam('order_by_type', FEED_ORDERS, { default: DEFAULT_FEED_ORDER }),
  status: choiceParam('status', POST_STATUSES, { default: '' }),
  hidePinned: flagParam('disable_sticky', { on: STICKY_ON, off: STICKY_OFF }),
});

/** The filters that narrow the feed (order aside), for the empty state and "Clear filters". */
export function hasActiveFilters(filters: FeedFilters): boolean {
  return (
    filters.space !== '' ||
    filters.topic !== '' ||
    filters.userId !== null ||
    filters.search.trim() !== '' ||
    filters.status !== '' ||
    filters.order === 'unanswered'
  );
}

/** The filters with everything that narrows the feed cleared (order and pinned toggle kept). */
export function clearedFilters(filters: FeedFilters): FeedFilters {
  return {
    ...DEFAULT_FEED_FILTERS,
    order: filters.order === 'unanswered' ? DEFAULT_FEED_ORDER : filters.order,
    hidePinned: filters.hidePinned,
  };
}

export function orderLabel(order: FeedOrder): string {
  return ORDER_LABELS[order];
}

export function statusLabel(status: FeedStatus): string {
  return STATUS_LABELS[status];
}
