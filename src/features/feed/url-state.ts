import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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

/** A choice and its label, a message turned into text where it is shown (`i18n._`). */
interface Option<V extends string> {
  readonly value: V;
  readonly label: MessageDescriptor;
}

function labelled<V extends string>(
  values: readonly V[],
  labels: Record<V, MessageDescriptor>,
): Option<V>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

const ORDER_LABELS: Record<FeedOrder, MessageDescriptor> = {
  new_activity: msg({ comment: 'An order of the feed’s posts', message: 'New activity' }),
  latest: msg({ comment: 'An order of the feed’s posts', message: 'Latest' }),
  oldest: msg({ comment: 'An order of the feed’s posts', message: 'Oldest' }),
  popular: msg({ comment: 'An order of the feed’s posts', message: 'Popular' }),
  likes: msg({ comment: 'An order of the feed’s posts', message: 'Likes' }),
  alphabetical: msg({ comment: 'An order of the feed’s posts', message: 'Alphabetical' }),
  unanswered: msg({ comment: 'An order of the feed’s posts', message: 'Unanswered' }),
};

export const ORDER_OPTIONS: readonly Option<FeedOrder>[] = labelled(FEED_ORDERS, ORDER_LABELS);

/** Moderation filter; `''` is the site's default (published, plus pending for moderators). */
export type FeedStatus = '' | PostStatus;

const STATUS_LABELS: Record<FeedStatus, MessageDescriptor> = {
  '': msg`Any status`,
  published: msg({ comment: 'A post’s status', message: 'Published' }),
  pending: msg({ comment: 'A post’s status', message: 'In review' }),
  unlisted: msg({ comment: 'A post’s status', message: 'Unlisted' }),
  scheduled: msg({ comment: 'A post’s status', message: 'Scheduled' }),
};

export const STATUS_OPTIONS: readonly Option<FeedStatus>[] = labelled(
  ['', ...POST_STATUSES],
  STATUS_LABELS,
);

const SCOPE_LABELS: Record<SearchScope, MessageDescriptor> = {
  post_content: msg`Post content`,
  post_comments: msg({ comment: 'Search in: the posts’ comments', message: 'Comments' }),
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
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a URL parameter's name, not text
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
  return i18n._(ORDER_LABELS[order]);
}

export function statusLabel(status: FeedStatus): string {
  return i18n._(STATUS_LABELS[status]);
}
