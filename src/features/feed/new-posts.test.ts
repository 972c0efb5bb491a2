import { describe, expect, it } from 'vitest';
import type { Feed } from '../../api/schemas/feed';
import { buildFeedRows } from './feed-rows';
import {
  followsNewestFirst,
  isNewer,
  MAX_NEW_POSTS,
  mergeNewPosts,
  newestLoaded,
  newPostsLabel,
  NO_NEW_POSTS,
  type NewPosts,
} from './new-posts';
import { makePage, makePost } from '../../test/sample-posts';

/** Post `id`, created `minute` minutes after 10:00 on one day. */
const post = (id: number, minute: number, patch: Partial<Feed> = {}): Feed =>
  makePost({
    id,
    created_at: `2026-11-20 10:${String(minute).padStart(2, '0')}:00`,
    is_sticky: false,
    ...patch,
  });
const ids = (found: NewPosts) => found.posts.map((item) => item.id);
const since = { id: 100, createdAt: '2026-11-20 10:30:00' };

describe('newestLoaded', () => {
  it('is the first post of the feed, leaving out the pinned post on top', () => {
    const pinned = post(7, 59, { is_sticky: true });
    const rows = buildFeedRows([makePage([post(100, 30), post(99, 20)], pinned)]);
    expect(rows[0]!.pinned).toBe(true);
    expect(newestLoaded(rows)).toEqual({ id: 100, createdAt: '2026-11-20 10:30:00' });
  });

  it('is nothing for an empty feed', () => {
    expect(newestLoaded([])).toBeNull();
  });
});

describe('isNewer', () => {
  it('compares creation times, then ids within the same second', () => {
    expect(isNewer(post(90, 31), since)).toBe(true);
    expect(isNewer(post(120, 29), since)).toBe(false);
    expect(isNewer(post(101, 30), since)).toBe(true);
    expect(isNewer(post(99, 30), since)).toBe(false);
    expect(isNewer(post(100, 45), since)).toBe(false);
  });

  it('reads both date forms, and falls back to ids for a date that is not one', () => {
    expect(isNewer(makePost({ id: 1, created_at: '2026-11-20T10:31:00' }), since)).toBe(true);
    expect(isNewer(makePost({ id: 99, created_at: 'yesterday' }), since)).toBe(false);
    expect(isNewer(makePost({ id: 101, created_at: '' }), since)).toBe(true);
  });

  it('counts every post as new in an empty feed', () => {
    expect(isNewer(post(1, 0), null)).toBe(true);
  });
});

describe('mergeNewPosts', () => {
  it('finds the posts above the newest loaded one', () => {
    const page = [post(103, 50), post(102, 40), post(100, 30), post(99, 20), post(98, 10)];
    const found = mergeNewPosts(NO_NEW_POSTS, page, since, 5);
    expect(ids(found)).toEqual([103, 102]);
    expect(found.complete).toBe(true);
  });

  it('finds nothing when the feed is current', () => {
    const page = [post(100, 30), post(99, 20), post(98, 10), post(97, 5), post(96, 1)];
    expect(mergeNewPosts(NO_NEW_POSTS, page, since, 5)).toEqual(NO_NEW_POSTS);
  });

  it('leaves out an old pinned post in its place, and does not take it for the feed', () => {
    // `disable_sticky=yes`: the space's pinned post comes in its place in time.
    const pinnedNewest = post(7, 59, { is_sticky: true, created_at: '2026-11-20 10:29:00' });
    const page = [post(101, 45), pinnedNewest, post(100, 30), post(99, 20), post(98, 10)];
    const found = mergeNewPosts(NO_NEW_POSTS, page, since, 5);
    expect(ids(found)).toEqual([101]);
    expect(found.complete).toBe(true);
  });

  it('says more may be waiting when the whole check is new', () => {
    const page = [post(105, 55), post(104, 54), post(103, 53)];
    const found = mergeNewPosts(NO_NEW_POSTS, page, since, 3);
    expect(ids(found)).toEqual([105, 104, 103]);
    expect(found.complete).toBe(false);
  });

  it('counts beyond one check by folding checks that overlap', () => {
    const first = mergeNewPosts(
      NO_NEW_POSTS,
      [post(102, 40), post(101, 35), post(100, 30)],
      since,
      3,
    );
    expect(first).toMatchObject({ complete: true });
    const second = mergeNewPosts(first, [post(104, 50), post(103, 45), post(102, 40)], since, 3);
    expect(ids(second)).toEqual([104, 103, 102, 101]);
    expect(second.complete).toBe(true);
    const third = mergeNewPosts(second, [post(107, 59), post(106, 58), post(105, 57)], since, 3);
    expect(ids(third)).toEqual([107, 106, 105, 104, 103, 102, 101]);
    expect(third.complete).toBe(false);
  });

  it('forgets a new post that is gone once a check reaches the feed again', () => {
    const first = mergeNewPosts(
      NO_NEW_POSTS,
      [post(102, 40), post(101, 35), post(100, 30)],
      since,
      3,
    );
    const second = mergeNewPosts(first, [post(102, 40), post(100, 30), post(99, 20)], since, 3);
    expect(ids(second)).toEqual([102]);
  });

  it('treats a short page as the end of the feed: nothing is missing', () => {
    expect(mergeNewPosts(NO_NEW_POSTS, [post(1, 1)], null, 5)).toEqual({
      posts: [post(1, 1)],
      complete: true,
    });
    expect(mergeNewPosts(NO_NEW_POSTS, [], since, 5)).toEqual(NO_NEW_POSTS);
  });

  it('keeps each post once when a reply repeats one', () => {
    const found = mergeNewPosts(
      NO_NEW_POSTS,
      [post(101, 35), post(101, 35), post(100, 30)],
      since,
      3,
    );
    expect(ids(found)).toEqual([101]);
    expect(found.complete).toBe(true);
  });

  it('keeps at most a hundred posts, and then says more', () => {
    const many = Array.from({ length: MAX_NEW_POSTS + 5 }, (_, index) =>
      makePost({ id: 10_000 - index, created_at: '2026-11-21 00:00:00' }),
    );
    const found = mergeNewPosts(NO_NEW_POSTS, many, since, 200);
    expect(found.posts).toHaveLength(MAX_NEW_POSTS);
    expect(found.complete).toBe(false);
  });
});

describe('followsNewestFirst', () => {
  it('checks only the orders that put a new post on top', () => {
    expect(followsNewestFirst('latest')).toBe(true);
    expect(followsNewestFirst('unanswered')).toBe(true);
    for (const order of ['oldest', 'popular', 'likes', 'alphabetical', 'new_activity'] as const) {
      expect(followsNewestFirst(order)).toBe(false);
    }
  });
});

describe('newPostsLabel', () => {
  it('names the count, says when more may wait, and stops at 99+', () => {
    expect(newPostsLabel(1, true)).toBe('1 new post');
    expect(newPostsLabel(3, true)).toBe('3 new posts');
    expect(newPostsLabel(1, false)).toBe('1+ new posts');
    expect(newPostsLabel(5, false)).toBe('5+ new posts');
    expect(newPostsLabel(99, true)).toBe('99 new posts');
    expect(newPostsLabel(100, true)).toBe('99+ new posts');
    expect(newPostsLabel(100, false)).toBe('99+ new posts');
  });
});
