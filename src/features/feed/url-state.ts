import type { UrlStateCodec } from '../../lib/url-state';

/**
 * The feed's filters, one for each parameter of `GET /feeds` (behaviour.md, "Feeds"), kept in
 * the URL under the API's own names so a link to the dashboard reads like the request it makes.
 */
export const ORDER_OPTIONS = [
  { value: 'new_activity', label: 'New activity' },
  { value: 'latest', label: 'Latest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'popular', label: 'Popular' },
  { value: 'likes', label: 'Likes' },
  { value: 'alphabetical', label: 'Alphabetical' },
  { value: 'unanswered', label: 'Unanswered' },
] as const;

export type FeedOrder = (typeof ORDER_OPTIONS)[number]['value'];

/** Moderation filter; `''` is the site's default (published, plus pending for moderators). */
export const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  { value: 'published', label: 'Published' },
  { value: 'pending', label: 'In review' },
  { value: 'unlisted', label: 'Unlisted' },
  { value: 'scheduled', label: 'Scheduled' },
] as const;

export type FeedStatus = (typeof STATUS_OPTIONS)[number]['value'];

export const SEARCH_SCOPES = [
  { value: 'post_content', label: 'Post content' },
  { value: 'post_comments', label: 'Comments' },
] as const;

export type SearchScope = (typeof SEARCH_SCOPES)[number]['value'];

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
  searchIn: ['post_content'],
  order: 'latest',
  status: '',
  hidePinned: false,
};

const SLUG = /^[\p{L}\p{N}_-]+$/u;
const POSITIVE_INTEGER = /^[1-9]\d{0,9}$/;
const KNOWN_KEYS = new Set([
  'space',
  'topic_slug',
  'user_id',
  'search',
  'search_in',
  'search_in[]',
  'order_by_type',
  'status',
  'disable_sticky',
]);

const isOrder = (value: string): value is FeedOrder =>
  ORDER_OPTIONS.some((option) => option.value === value);
const isStatus = (value: string): value is FeedStatus =>
  STATUS_OPTIONS.some((option) => option.value === value);
const isScope = (value: string): value is SearchScope =>
  SEARCH_SCOPES.some((option) => option.value === value);

/** Scopes in a fixed order, without repeats, so equal choices make equal URLs and keys. */
export function normaliseScopes(scopes: readonly SearchScope[]): SearchScope[] {
  const chosen = SEARCH_SCOPES.map((scope) => scope.value).filter((value) =>
    scopes.includes(value),
  );
  return chosen.length > 0 ? chosen : [...DEFAULT_FEED_FILTERS.searchIn];
}

function parseFeedFilters(params: URLSearchParams) {
  const ignored: string[] = [];
  const state: FeedFilters = { ...DEFAULT_FEED_FILTERS };
  const read = (key: string, accept: (value: string) => boolean): string | null => {
    const value = params.get(key);
    if (value === null || value === '') return null;
    if (accept(value)) return value;
    ignored.push(`${key}=${value}`);
    return null;
  };

  state.space = read('space', (value) => SLUG.test(value)) ?? '';
  state.topic = read('topic_slug', (value) => SLUG.test(value)) ?? '';
  const userId = read('user_id', (value) => POSITIVE_INTEGER.test(value));
  state.userId = userId === null ? null : Number(userId);
  state.search = params.get('search') ?? '';
  state.order = (read('order_by_type', isOrder) as FeedOrder | null) ?? 'latest';
  state.status = (read('status', isStatus) as FeedStatus | null) ?? '';
  const sticky = read('disable_sticky', (value) => value === 'yes' || value === 'no');
  state.hidePinned = sticky === 'yes';

  const scopes: SearchScope[] = [];
  for (const value of [...params.getAll('search_in'), ...params.getAll('search_in[]')]) {
    if (isScope(value)) scopes.push(value);
    else ignored.push(`search_in=${value}`);
  }
  state.searchIn = normaliseScopes(scopes);

  for (const [key, value] of params) {
    if (!KNOWN_KEYS.has(key)) ignored.push(`${key}=${value}`);
  }
  return { state, ignored };
}

function serializeFeedFilters(filters: FeedFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.space) params.set('space', filters.space);
  if (filters.topic) params.set('topic_slug', filters.topic);
  if (filters.userId !== null) params.set('user_id', String(filters.userId));
  if (filters.search) params.set('search', filters.search);
  const scopes = normaliseScopes(filters.searchIn);
  if (scopes.join() !== DEFAULT_FEED_FILTERS.searchIn.join()) {
    for (const scope of scopes) params.append('search_in', scope);
  }
  if (filters.order !== DEFAULT_FEED_FILTERS.order) params.set('order_by_type', filters.order);
  if (filters.status) params.set('status', filters.status);
  if (filters.hidePinned) params.set('disable_sticky', 'yes');
  return params;
}

export const feedFiltersCodec: UrlStateCodec<FeedFilters> = {
  parse: parseFeedFilters,
  serialize: serializeFeedFilters,
};

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
    order: filters.order === 'unanswered' ? 'latest' : filters.order,
    hidePinned: filters.hidePinned,
  };
}

export function orderLabel(order: FeedOrder): string {
  return ORDER_OPTIONS.find((option) => option.value === order)?.label ?? order;
}

export function statusLabel(status: FeedStatus): string {
  return STATUS_OPTIONS.find((option) => option.value === status)?.label ?? status;
}
