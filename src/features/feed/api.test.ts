import {
  QueryClient,
  QueryClientProvider,
  focusManager,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeParse } from 'zod/v4/core';
import type { ApiClient, GetOptions } from '../../api/client';
import { feedKeys, feedTimelineQuery } from './api';
import { makePage, makePost } from '../../test/sample-posts';
import { DEFAULT_FEED_FILTERS } from './url-state';
import { noActions } from '../../test/no-actions';

afterEach(() => {
  cleanup();
  // Back to following the document's visibility, as outside these tests.
  focusManager.setFocused(undefined);
});

/** A site whose feed never ends: every page is full, so there is always a next one. */
function endlessFeed() {
  const get = vi.fn(async (_route: string, options: GetOptions<never>) => {
    const page = Number(options.params?.page ?? 1);
    const body = makePage([makePost({ id: page, title: `Post on page ${page}` })], null, true);
    const parsed = safeParse(options.schema, body);
    if (!parsed.success) throw new Error(`fake page does not parse: ${parsed.error.message}`);
    return parsed.data;
  });
  const client: ApiClient = {
    root: { form: 'pretty', url: 'https://example.com/wp-json/' },
    get,
    act: noActions,
  };
  return { client, get };
}

function setUp() {
  const { client, get } = endlessFeed();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  /** Mounts the feed's query, as the feed route does. */
  const mountFeed = () =>
    renderHook(() => useInfiniteQuery(feedTimelineQuery(client, DEFAULT_FEED_FILTERS)), {
      wrapper,
    });
  /** Makes the loaded feed stale without refetching it (as if its `staleTime` had passed). */
  const makeStale = () => act(() => queryClient.invalidateQueries({ refetchType: 'none' }));
  /** Read from the cache: the hook's result re-renders only for what it had been asked. */
  const feedIsStale = () =>
    queryClient
      .getQueryCache()
      .find({ queryKey: feedKeys.timeline(DEFAULT_FEED_FILTERS) })
      ?.isStale();
  return { queryClient, get, mountFeed, makeStale, feedIsStale };
}

async function loadPages(
  feed: ReturnType<ReturnType<typeof setUp>['mountFeed']>,
  pages: number,
): Promise<void> {
  await waitFor(() => expect(feed.result.current.data?.pages).toHaveLength(1));
  for (let loaded = 1; loaded < pages; loaded += 1) {
    await act(() => feed.result.current.fetchNextPage());
    // React Query hands results to React on a later tick: wait for the render that has them.
    await waitFor(() => expect(feed.result.current.data?.pages).toHaveLength(loaded + 1));
  }
}

describe('feedTimelineQuery', () => {
  // Refetching an infinite query refetches every loaded page: a focus change after a long
  // scroll would be dozens of requests (see api.ts).
  it('does not refetch a stale feed when the window regains focus', async () => {
    const { queryClient, get, mountFeed, makeStale, feedIsStale } = setUp();
    const feed = mountFeed();
    await loadPages(feed, 2);
    await makeStale();
    expect(feedIsStale()).toBe(true);
    expect(get).toHaveBeenCalledTimes(2);

    await act(async () => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });

    // A refetch would be under way now (React Query starts it as the focus event arrives).
    expect(queryClient.isFetching()).toBe(0);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('refetches a stale feed on return while five pages are loaded, every page', async () => {
    const { get, mountFeed, makeStale, feedIsStale } = setUp();
    const first = mountFeed();
    await loadPages(first, 5);
    await makeStale();
    first.unmount();
    expect(get).toHaveBeenCalledTimes(5);

    const again = mountFeed();
    await waitFor(() => expect(again.result.current.isFetching).toBe(false));
    expect(get).toHaveBeenCalledTimes(10);
    expect(feedIsStale()).toBe(false);
  });

  it('does not refetch a stale feed on return once more than five pages are loaded', async () => {
    const { queryClient, get, mountFeed, makeStale, feedIsStale } = setUp();
    const first = mountFeed();
    await loadPages(first, 6);
    await makeStale();
    first.unmount();
    expect(get).toHaveBeenCalledTimes(6);

    const again = mountFeed();
    // Mounting starts a refetch at once when it is going to happen.
    expect(queryClient.isFetching()).toBe(0);
    expect(again.result.current.data?.pages).toHaveLength(6);
    expect(feedIsStale()).toBe(true);
    expect(get).toHaveBeenCalledTimes(6);
  });
});
