import type { InfiniteData, Query, QueryClient } from '@tanstack/react-query';
import type { Comment, Feed, FeedsResponse } from '../../../api/schemas/feed';
import { parseSiteDate } from '../../../lib/dates';
import { feedKeys } from '../api';
import type { FeedFilters, FeedOrder } from '../url-state';

/**
 * What a moderation action does to the cached feeds before the site answers, and how to take
 * it back. Every cached timeline (each filter is a query of its own, each an infinite query of
 * loaded pages) changes together. Each change returns its own inverse, which undoes only that
 * change: two actions in flight on two posts do not restore each other's (as member-cache.ts
 * does for a space's members).
 */
export type TakeBack = () => void;

type Timeline = InfiniteData<FeedsResponse, number>;

/** What a timeline shows, from its key (api.ts: the request's filters). */
interface TimelineView {
  /** The space whose pinned post it shows on top (behaviour.md, "Feeds": sticky), if any. */
  stickySpace: string | null;
  order: FeedOrder;
  status: FeedFilters['status'];
}

function viewOf(query: Query): TimelineView {
  const filters = query.queryKey[2] as FeedFilters | undefined;
  if (!filters) return { stickySpace: null, order: 'latest', status: '' };
  const showsSticky =
    filters.space !== '' && filters.search === '' && filters.topic === '' && !filters.hidePinned;
  return {
    stickySpace: showsSticky ? filters.space : null,
    order: filters.order,
    status: filters.status,
  };
}

/** Stops the feeds' reads in flight, so none lands on top of an optimistic change. */
export function cancelFeedReads(queryClient: QueryClient): Promise<void> {
  return queryClient.cancelQueries({ queryKey: feedKeys.timelines() });
}

/** Asks the site again for every feed shown (the others are marked stale). */
export function refreshFeeds(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: feedKeys.timelines() });
}

function timelines(queryClient: QueryClient): Query[] {
  return queryClient.getQueryCache().findAll({ queryKey: feedKeys.timelines() });
}

/** Changes each cached timeline; `change` answers the timeline itself when it has nothing to do. */
function updateTimelines(
  queryClient: QueryClient,
  change: (data: Timeline, view: TimelineView, query: Query) => Timeline,
): void {
  for (const query of timelines(queryClient)) {
    const data = query.state.data as Timeline | undefined;
    if (!data) continue;
    const changed = change(data, viewOf(query), query);
    if (changed !== data) queryClient.setQueryData(query.queryKey, changed);
  }
}

/** The timeline with `update` applied to every copy of the post (on top and in the list). */
function mapPost(data: Timeline, postId: number, update: (post: Feed) => Feed): Timeline {
  let touched = false;
  const pages = data.pages.map((page) => {
    const sticky = page.sticky?.id === postId ? update(page.sticky) : page.sticky;
    const hit = page.feeds.data.some((post) => post.id === postId);
    if (!hit && sticky === page.sticky) return page;
    touched = true;
    return {
      ...page,
      sticky,
      feeds: hit
        ? {
            ...page.feeds,
            data: page.feeds.data.map((post) => (post.id === postId ? update(post) : post)),
          }
        : page.feeds,
    };
  });
  return touched ? { ...data, pages } : data;
}

/** The latest copy of a post in any cached timeline, if one holds it. */
function cachedPost(queryClient: QueryClient, postId: number): Feed | undefined {
  for (const query of timelines(queryClient)) {
    for (const page of (query.state.data as Timeline | undefined)?.pages ?? []) {
      if (page.sticky?.id === postId) return page.sticky;
      const found = page.feeds.data.find((post) => post.id === postId);
      if (found) return found;
    }
  }
  return undefined;
}

/** Where a post was in a timeline's list: its page, and the posts that followed it there. */
interface ListPlace {
  page: number;
  followers: ReadonlySet<number>;
}

/** The timeline's list without the post (the pinned post on top is not in it). */
function withoutListed(
  data: Timeline,
  postId: number,
): { data: Timeline; place: ListPlace | null } {
  let place: ListPlace | null = null;
  const pages = data.pages.map((page, index) => {
    const at = page.feeds.data.findIndex((post) => post.id === postId);
    if (at === -1) return page;
    place ??= {
      page: index,
      followers: new Set(page.feeds.data.slice(at + 1).map((post) => post.id)),
    };
    return {
      ...page,
      feeds: { ...page.feeds, data: page.feeds.data.filter((post) => post.id !== postId) },
    };
  });
  return place ? { data: { ...data, pages }, place } : { data, place: null };
}

function holds(data: Timeline, postId: number): boolean {
  return data.pages.some(
    (page) => page.sticky?.id === postId || page.feeds.data.some((post) => post.id === postId),
  );
}

/** The post back where it was in the list, before the first of its followers still there. */
function withListedBack(data: Timeline, post: Feed, place: ListPlace): Timeline {
  const page = data.pages[place.page];
  if (!page || holds(data, post.id)) return data;
  const posts = [...page.feeds.data];
  const next = posts.findIndex((shown) => place.followers.has(shown.id));
  posts.splice(next === -1 ? posts.length : next, 0, post);
  const pages = [...data.pages];
  pages[place.page] = { ...page, feeds: { ...page.feeds, data: posts } };
  return { ...data, pages };
}

/**
 * How a timeline's order places two posts, for the orders the loaded posts tell (by date, by
 * slug); the others (activity, popularity) the next read of the site settles.
 */
function comparatorOf(order: FeedOrder): ((a: Feed, b: Feed) => number) | null {
  const time = (post: Feed) => parseSiteDate(post.created_at)?.getTime() ?? 0;
  switch (order) {
    case 'latest':
      return (a, b) => time(b) - time(a) || b.id - a.id;
    case 'oldest':
      return (a, b) => time(a) - time(b) || a.id - b.id;
    case 'alphabetical':
      return (a, b) => a.slug.localeCompare(b.slug) || b.id - a.id;
    default:
      return null;
  }
}

/**
 * The post put in the list where the timeline's order places it among the loaded posts (a
 * post unpinned from the top goes back to its place in time); left out where that is past
 * the loaded pages, or where the order cannot be told from the posts.
 */
function withPlaced(data: Timeline, post: Feed, order: FeedOrder): Timeline {
  const compare = comparatorOf(order);
  if (!compare || holds(data, post.id)) return data;
  const lastPage = data.pages.length - 1;
  for (let index = 0; index <= lastPage; index++) {
    const page = data.pages[index]!;
    const before = page.feeds.data.findIndex((shown) => compare(post, shown) < 0);
    const isEnd = index === lastPage && !page.feeds.has_more;
    if (before === -1 && !isEnd) continue;
    const posts = [...page.feeds.data];
    posts.splice(before === -1 ? posts.length : before, 0, post);
    const pages = [...data.pages];
    pages[index] = { ...page, feeds: { ...page.feeds, data: posts } };
    return { ...data, pages };
  }
  return data;
}

function withSticky(data: Timeline, sticky: Feed | null): Timeline {
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, sticky }, ...rest] };
}

const pinned = (post: Feed, isSticky: boolean): Feed =>
  post.is_sticky === isSticky ? post : { ...post, is_sticky: isSticky };

/** Whether the timeline shows this post's space's pinned post on top. */
const showsPinOf = (view: TimelineView, post: Feed) =>
  post.space_id !== null && post.space !== null && view.stickySpace === post.space.slug;

/**
 * Pinning a post: it is the one pinned post of its space (the site unpins the others, so the
 * cache does at once); where the space's pinned post shows on top, it takes that place and the
 * one there before goes back into the list.
 */
export function pinPost(queryClient: QueryClient, post: Feed): TakeBack {
  const wasPinned = new Map<number, Feed>();
  const before = new Map<string, { sticky: Feed | null; place: ListPlace | null }>();
  const sameSpace = (other: Feed) =>
    post.space_id !== null && other.space_id === post.space_id && other.id !== post.id;

  updateTimelines(queryClient, (data, view, query) => {
    let next = data;
    for (const page of data.pages) {
      for (const other of page.sticky ? [page.sticky, ...page.feeds.data] : page.feeds.data) {
        if (sameSpace(other) && other.is_sticky) {
          wasPinned.set(other.id, other);
          next = mapPost(next, other.id, (shown) => pinned(shown, false));
        }
      }
    }
    next = mapPost(next, post.id, (shown) => pinned(shown, true));
    if (!showsPinOf(view, post)) return next;
    const sticky = next.pages[0]?.sticky ?? null;
    if (sticky?.id === post.id) return next;
    const taken = withoutListed(next, post.id);
    before.set(query.queryHash, { sticky: data.pages[0]?.sticky ?? null, place: taken.place });
    next = withSticky(taken.data, pinned(cachedPost(queryClient, post.id) ?? post, true));
    return sticky ? withPlaced(next, pinned(sticky, false), view.order) : next;
  });

  return () => {
    updateTimelines(queryClient, (data, view, query) => {
      let next = mapPost(data, post.id, (shown) => pinned(shown, post.is_sticky));
      for (const id of wasPinned.keys()) next = mapPost(next, id, (shown) => pinned(shown, true));
      const was = before.get(query.queryHash);
      if (!was || next.pages[0]?.sticky?.id !== post.id) return next;
      const current = next.pages[0].sticky;
      next = withSticky(next, null);
      if (was.sticky) {
        next = withoutListed(next, was.sticky.id).data;
        next = withSticky(next, pinned(cachedPost(queryClient, was.sticky.id) ?? was.sticky, true));
      }
      const back = pinned(current, post.is_sticky);
      return was.place ? withListedBack(next, back, was.place) : withPlaced(next, back, view.order);
    });
  };
}

/** Unpinning a post: where it shows on top, it goes back into the list in its place. */
export function unpinPost(queryClient: QueryClient, post: Feed): TakeBack {
  const wasOnTop = new Set<string>();
  updateTimelines(queryClient, (data, view, query) => {
    let next = mapPost(data, post.id, (shown) => pinned(shown, false));
    const sticky = next.pages[0]?.sticky;
    if (sticky?.id !== post.id) return next;
    wasOnTop.add(query.queryHash);
    next = withSticky(next, null);
    return withPlaced(next, sticky, view.order);
  });
  return () => {
    updateTimelines(queryClient, (data, _view, query) => {
      let next = mapPost(data, post.id, (shown) => pinned(shown, post.is_sticky));
      if (!wasOnTop.has(query.queryHash) || next.pages[0]?.sticky) return next;
      const current = cachedPost(queryClient, post.id) ?? post;
      next = withoutListed(next, post.id).data;
      return withSticky(next, pinned(current, true));
    });
  };
}

/** `meta.comments_disabled` as the site keeps it. */
const commentsSetting = (disabled: boolean) => (disabled ? 'yes' : 'no');

export function commentsDisabled(post: Feed): boolean {
  return post.meta.comments_disabled === 'yes';
}

/** Comments turned off or on: the post says so at once. */
export function setCommentsDisabled(
  queryClient: QueryClient,
  post: Feed,
  disabled: boolean,
): TakeBack {
  const setTo = (value: string | null | undefined) =>
    updateTimelines(queryClient, (data) =>
      mapPost(data, post.id, (shown) => ({
        ...shown,
        meta: { ...shown.meta, comments_disabled: value },
      })),
    );
  setTo(commentsSetting(disabled));
  return () => setTo(post.meta.comments_disabled);
}

/** Removes the post from the timelines `where` picks, remembering its place in each. */
function removeWhere(
  queryClient: QueryClient,
  post: Feed,
  where: (view: TimelineView) => boolean,
): TakeBack {
  const places = new Map<string, { place: ListPlace | null; onTop: boolean }>();
  updateTimelines(queryClient, (data, view, query) => {
    if (!where(view) || !holds(data, post.id)) return data;
    const onTop = data.pages[0]?.sticky?.id === post.id;
    const taken = withoutListed(onTop ? withSticky(data, null) : data, post.id);
    places.set(query.queryHash, { place: taken.place, onTop });
    return taken.data;
  });
  return () => {
    updateTimelines(queryClient, (data, _view, query) => {
      const was = places.get(query.queryHash);
      if (!was || holds(data, post.id)) return data;
      if (was.onTop) return data.pages[0]?.sticky ? data : withSticky(data, post);
      return was.place ? withListedBack(data, post, was.place) : data;
    });
  };
}

/** A deleted post leaves every timeline (on top, or in the list). */
export function removePost(queryClient: QueryClient, post: Feed): TakeBack {
  return removeWhere(queryClient, post, () => true);
}

/**
 * A post in review published: it says so at once, and leaves the timelines that list only
 * posts of another status (the "In review" filter).
 */
export function publishPost(queryClient: QueryClient, post: Feed): TakeBack {
  const leave = removeWhere(
    queryClient,
    post,
    (view) => view.status !== '' && view.status !== 'published',
  );
  const setTo = (status: string) =>
    updateTimelines(queryClient, (data) =>
      mapPost(data, post.id, (shown) => ({ ...shown, status })),
    );
  setTo('published');
  return () => {
    setTo(post.status);
    leave();
  };
}

/** A comment and every reply under it, at any depth (the site deletes them together). */
export function commentWithReplies(comments: readonly Comment[], commentId: number): Set<number> {
  const gone = new Set([commentId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const comment of comments) {
      if (comment.parent_id !== null && gone.has(comment.parent_id) && !gone.has(comment.id)) {
        gone.add(comment.id);
        grew = true;
      }
    }
  }
  return gone;
}

/** A deleted comment leaves its post with its replies, and the post's count drops by as many. */
export function removeComment(queryClient: QueryClient, post: Feed, comment: Comment): TakeBack {
  const order = new Map(post.comments.map((shown, index) => [shown.id, index]));
  const gone = commentWithReplies(post.comments, comment.id);
  const removed = post.comments.filter((shown) => gone.has(shown.id));
  updateTimelines(queryClient, (data) =>
    mapPost(data, post.id, (shown) => {
      const kept = shown.comments.filter((other) => !gone.has(other.id));
      const fewer = shown.comments.length - kept.length;
      return {
        ...shown,
        comments: kept,
        comments_count: Math.max(0, shown.comments_count - fewer),
      };
    }),
  );
  return () =>
    updateTimelines(queryClient, (data) =>
      mapPost(data, post.id, (shown) => {
        const present = new Set(shown.comments.map((other) => other.id));
        const back = removed.filter((other) => !present.has(other.id));
        if (back.length === 0) return shown;
        const comments = [...shown.comments, ...back].sort(
          (a, b) =>
            (order.get(a.id) ?? Number.MAX_SAFE_INTEGER) -
            (order.get(b.id) ?? Number.MAX_SAFE_INTEGER),
        );
        return { ...shown, comments, comments_count: shown.comments_count + back.length };
      }),
    );
}
