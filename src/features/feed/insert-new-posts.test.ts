import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { FeedsResponse } from '../../api/schemas/feed';
import { buildFeedRows } from './feed-rows';
import { prependPosts } from './insert-new-posts';
import { makePage, makePost } from '../../test/sample-posts';

const post = (id: number) => makePost({ id, is_sticky: false });
const feedOf = (pages: FeedsResponse[]): InfiniteData<FeedsResponse, number> => ({
  pages,
  pageParams: pages.map((_, index) => index + 1),
});
const rowKeys = (data: InfiniteData<FeedsResponse, number> | undefined) =>
  buildFeedRows(data?.pages ?? []).map((row) => row.key);

describe('prependPosts', () => {
  it('puts the new posts on top of page 1 and leaves the other pages alone', () => {
    const second = makePage([post(8), post(7)], null, false);
    const loaded = feedOf([makePage([post(10), post(9)], post(1), true), second]);
    const next = prependPosts(loaded, [post(12), post(11)]);
    expect(rowKeys(next)).toEqual([
      'pinned-1',
      'post-12',
      'post-11',
      'post-10',
      'post-9',
      'post-8',
      'post-7',
    ]);
    expect(next!.pages[1]).toBe(second);
    expect(next!.pageParams).toEqual([1, 2]);
    expect(next!.pages[0]!.feeds.has_more).toBe(true);
    // The cache entry itself is not changed in place.
    expect(rowKeys(loaded)).toEqual(['pinned-1', 'post-10', 'post-9', 'post-8', 'post-7']);
  });

  it('adds nothing the feed already shows, the pinned post included', () => {
    const loaded = feedOf([makePage([post(10), post(9)], post(1), true), makePage([post(8)])]);
    const next = prependPosts(loaded, [post(11), post(1), post(10), post(8), post(11)]);
    expect(rowKeys(next)).toEqual(['pinned-1', 'post-11', 'post-10', 'post-9', 'post-8']);
    expect(prependPosts(loaded, [post(9)])).toBe(loaded);
  });

  it('fills an empty feed, and leaves a feed that never loaded alone', () => {
    const empty = feedOf([makePage([])]);
    expect(rowKeys(prependPosts(empty, [post(3)]))).toEqual(['post-3']);
    expect(prependPosts(undefined, [post(3)])).toBeUndefined();
    expect(prependPosts(feedOf([]), [post(3)])).toEqual(feedOf([]));
  });
});
