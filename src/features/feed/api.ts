import { infiniteQueryOptions } from '@tanstack/react-query';
import { DEFAULT_SEARCH_SCOPES, ENDPOINTS, restRoute } from '../../../contract';
import type { ApiClient } from '../../api/client';
import type { EndpointParams } from '../../api/endpoint-params';
import { feedsResponseSchema, type FeedsResponse } from '../../api/schemas/feed';
import { siteOfRoot } from '../../api/site';
import { rememberSpaces, type KnownSpace } from '../../lib/known-places';
import type { NewestLoaded } from './new-posts';
import { normaliseScopes, type FeedFilters } from './url-state';

/**
 * `GET /feeds` as an infinite query (behaviour.md, "Feeds" and "Page envelopes"):
 * - the next page exists while `has_more` is true. `total` is not a count (it is `to +
 *   per_page` on a full page), so it never decides anything;
 * - `has_more` only means "this page came back full", so the page after the last full one may
 *   be empty: that empty page ends the feed;
 * - the key holds every filter, normalised, so equal filters share one cache entry.
 */
export const FEED_PAGE_SIZE = 20;
/** Above this many loaded pages, a stale feed is not refetched on return (see below). */
const REFETCH_PAGE_LIMIT = 5;

/** The filters as the request sees them: search trimmed, scopes only with a search. */
export function feedRequestFilters(filters: FeedFilters): FeedFilters {
  const search = filters.search.trim();
  return {
    ...filters,
    search,
    searchIn: search ? normaliseScopes(filters.searchIn) : [...DEFAULT_SEARCH_SCOPES],
  };
}

export const feedKeys = {
  all: ['feed'] as const,
  timelines: () => [...feedKeys.all, 'timeline'] as const,
  timeline: (filters: FeedFilters) =>
    [...feedKeys.timelines(), feedRequestFilters(filters)] as const,
  /** The new-post check of a feed, judged against its newest loaded post (new-posts.ts). */
  newPosts: (filters: FeedFilters, since: NewestLoaded | null) =>
    [...feedKeys.all, 'new-posts', feedRequestFilters(filters), since] as const,
};

/** The query string of one page; `search_in` travels as `search_in[]=…` (see site.ts). */
export function feedPageParams(
  filters: FeedFilters,
  page: number,
): EndpointParams<typeof ENDPOINTS.feeds> {
  const request = feedRequestFilters(filters);
  return {
    page,
    per_page: FEED_PAGE_SIZE,
    space: request.space || undefined,
    topic_slug: request.topic || undefined,
    user_id: request.userId ?? undefined,
    search: request.search || undefined,
    search_in: request.search ? request.searchIn : undefined,
    order_by_type: request.order,
    status: request.status || undefined,
    disable_sticky: request.hidePinned ? 'yes' : undefined,
  };
}

/** The spaces named by a page's posts, for the members page's picker (known-places.ts). */
export function spacesNamedIn(response: FeedsResponse): KnownSpace[] {
  const bySlug = new Map<string, KnownSpace>();
  const posts = response.sticky ? [response.sticky, ...response.feeds.data] : response.feeds.data;
  for (const post of posts) {
    const space = post.space;
    if (space?.slug && !bySlug.has(space.slug)) {
      const emoji = space.settings?.emoji;
      bySlug.set(space.slug, { slug: space.slug, title: space.title, ...(emoji ? { emoji } : {}) });
    }
  }
  return [...bySlug.values()];
}

export function feedTimelineQuery(client: ApiClient, filters: FeedFilters) {
  return infiniteQueryOptions({
    queryKey: feedKeys.timeline(filters),
    queryFn: async ({ pageParam, signal }) => {
      const response = await client.get(restRoute(ENDPOINTS.feeds), {
        schema: feedsResponseSchema,
        params: feedPageParams(filters, pageParam),
        signal,
      });
      rememberSpaces(siteOfRoot(client.root), spacesNamedIn(response));
      return response;
    },
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.feeds.has_more && lastPage.feeds.data.length > 0 ? lastPageParam + 1 : undefined,
    // Refetching an infinite query refetches every loaded page, one after another: after a long
    // scroll that is dozens of requests for a focus change. So no refetch on focus, and on
    // returning to the page only while a few pages are loaded; a changed filter is a new query.
    refetchOnWindowFocus: false,
    refetchOnMount: (query) => (query.state.data?.pages.length ?? 0) <= REFETCH_PAGE_LIMIT,
    staleTime: 2 * 60_000,
  });
}
