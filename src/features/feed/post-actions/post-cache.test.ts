import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Feed, FeedsResponse } from '../../../api/schemas/feed';
import { feedKeys } from '../api';
import { buildFeedRows } from '../feed-rows';
import { makeComment, makePage, makePost } from '../../../test/sample-posts';
import { DEFAULT_FEED_FILTERS } from '../url-state';
import {
  commentsDisabled,
  pinPost,
  publishPost,
  removeComment,
  removePost,
  setCommentsDisabled,
  unpinPost,
} from './post-cache';

const GENERAL = makePost().space!;
const OTHER = { ...GENERAL, id: 9, slug: 'design-club', title: 'Design Club' };

/** Post `id` of General, written `day` days into November (later days are newer). */
function post(id: number, day: number, patch: Partial<Feed> = {}): Feed {
  return makePost({
    id,
    slug: `post-${id}`,
    title: `Post ${id}`,
    created_at: `2026-11-${String(day).padStart(2, '0')} 10:00:00`,
    space_id: GENERAL.id,
    space: GENERAL,
    is_sticky: false,
    status: 'published',
    ...patch,
  });
}

const pinnedOld = post(1, 1, { is_sticky: true });
const listed = [post(6, 6), post(5, 5), post(4, 4)];
const nextPage = [post(3, 3), post(2, 2)];
const elsewhere = post(7, 7, { space_id: OTHER.id, space: OTHER, is_sticky: true });
const inReview = post(8, 8, { status: 'pending' });

const generalKey = feedKeys.timeline({ ...DEFAULT_FEED_FILTERS, space: 'general' });
const allKey = feedKeys.timeline(DEFAULT_FEED_FILTERS);
const reviewKey = feedKeys.timeline({ ...DEFAULT_FEED_FILTERS, status: 'pending' });

const infinite = (...pages: FeedsResponse[]): InfiniteData<FeedsResponse, number> => ({
  pages,
  pageParams: pages.map((_, index) => index + 1),
});

function cached() {
  const queryClient = new QueryClient();
  // General's own feed: its pinned post on top, left out of the list (behaviour.md, sticky).
  queryClient.setQueryData(
    generalKey,
    infinite(makePage([inReview, ...listed], pinnedOld, true), makePage(nextPage)),
  );
  // Every space: the pinned posts in their places in time.
  queryClient.setQueryData(
    allKey,
    infinite(makePage([inReview, elsewhere, ...listed, ...nextPage, pinnedOld])),
  );
  queryClient.setQueryData(reviewKey, infinite(makePage([inReview])));
  const rows = (key: typeof allKey) =>
    buildFeedRows(
      queryClient.getQueryData<InfiniteData<FeedsResponse, number>>(key)?.pages ?? [],
    ).map((row) => `${row.pinned ? 'top:' : ''}${row.post.id}${row.post.is_sticky ? '*' : ''}`);
  const everything = () => structuredClone(queryClient.getQueriesData({ queryKey: feedKeys.all }));
  return { queryClient, rows, everything };
}

describe('pinPost', () => {
  it("takes the top of its space's feed and unpins the one there, in every feed at once", () => {
    const { queryClient, rows } = cached();
    pinPost(queryClient, listed[1]!);
    // The old pinned post goes back to its place in time: the end of this feed.
    expect(rows(generalKey)).toEqual(['top:5*', '8', '6', '4', '3', '2', '1']);
    // Another space's pinned post stays pinned.
    expect(rows(allKey)).toEqual(['8', '7*', '6', '5*', '4', '3', '2', '1']);
  });

  it('puts the old pinned post back among the loaded posts where its date places it', () => {
    const { queryClient, rows } = cached();
    const newer = post(1, 7, { is_sticky: true });
    queryClient.setQueryData(
      generalKey,
      infinite(makePage([inReview, ...listed], newer, true), makePage(nextPage)),
    );
    pinPost(queryClient, nextPage[0]!);
    expect(rows(generalKey)).toEqual(['top:3*', '8', '1', '6', '5', '4', '2']);
  });

  it('leaves the old pinned post out while its place is past the loaded pages', () => {
    const { queryClient, rows } = cached();
    queryClient.setQueryData(
      generalKey,
      infinite(makePage([inReview, ...listed], pinnedOld, true), makePage(nextPage, null, true)),
    );
    pinPost(queryClient, listed[1]!);
    expect(rows(generalKey)).toEqual(['top:5*', '8', '6', '4', '3', '2']);
  });

  it('takes back exactly what it changed', () => {
    const { queryClient, everything } = cached();
    const before = everything();
    const takeBack = pinPost(queryClient, listed[1]!);
    expect(everything()).not.toEqual(before);
    takeBack();
    expect(everything()).toEqual(before);
  });

  it('takes back its own change only, not a deletion made meanwhile', () => {
    const { queryClient, rows } = cached();
    const takeBackPin = pinPost(queryClient, listed[0]!);
    removePost(queryClient, listed[2]!);
    takeBackPin();
    expect(rows(generalKey)).toEqual(['top:1*', '8', '6', '5', '3', '2']);
    expect(rows(allKey)).toEqual(['8', '7*', '6', '5', '3', '2', '1*']);
  });
});

describe('unpinPost', () => {
  it('moves the pinned post from the top back into the list, and takes it back', () => {
    const { queryClient, rows, everything } = cached();
    const before = everything();
    const takeBack = unpinPost(queryClient, pinnedOld);
    expect(rows(generalKey)).toEqual(['8', '6', '5', '4', '3', '2', '1']);
    expect(rows(allKey)).toEqual(['8', '7*', '6', '5', '4', '3', '2', '1']);
    takeBack();
    expect(everything()).toEqual(before);
  });
});

describe('setCommentsDisabled', () => {
  it('turns comments off on every copy of the post, and takes it back', () => {
    const { queryClient, everything } = cached();
    const before = everything();
    const takeBack = setCommentsDisabled(queryClient, pinnedOld, true);
    const copies = queryClient
      .getQueriesData<InfiniteData<FeedsResponse>>({ queryKey: feedKeys.timelines() })
      .flatMap(([, data]) => buildFeedRows(data?.pages ?? []))
      .filter((row) => row.post.id === pinnedOld.id);
    expect(copies).toHaveLength(2);
    expect(copies.every((row) => commentsDisabled(row.post))).toBe(true);
    takeBack();
    expect(everything()).toEqual(before);
  });
});

describe('publishPost', () => {
  it('marks the post published, leaves the "In review" list, and takes both back', () => {
    const { queryClient, rows, everything } = cached();
    const before = everything();
    const takeBack = publishPost(queryClient, inReview);
    expect(rows(reviewKey)).toEqual([]);
    const shown = queryClient.getQueryData<InfiniteData<FeedsResponse>>(allKey)!.pages[0]!;
    expect(shown.feeds.data[0]).toMatchObject({ id: 8, status: 'published' });
    takeBack();
    expect(everything()).toEqual(before);
  });
});

describe('removePost', () => {
  it('takes a deleted post out of every feed, from the top too, and back in its place', () => {
    const { queryClient, rows, everything } = cached();
    const before = everything();
    const takeBack = removePost(queryClient, pinnedOld);
    expect(rows(generalKey)).toEqual(['8', '6', '5', '4', '3', '2']);
    expect(rows(allKey)).not.toContain('1*');
    takeBack();
    expect(everything()).toEqual(before);
  });

  it('takes back its own deletion only', () => {
    const { queryClient, rows } = cached();
    const first = removePost(queryClient, listed[0]!);
    removePost(queryClient, listed[1]!);
    first();
    expect(rows(generalKey)).toEqual(['top:1*', '8', '6', '4', '3', '2']);
  });
});

describe('removeComment', () => {
  const parent = makeComment({ id: 50, parent_id: null, post_id: 6 });
  const reply = makeComment({ id: 51, parent_id: 50, post_id: 6 });
  const replyToReply = makeComment({ id: 52, parent_id: 51, post_id: 6 });
  const other = makeComment({ id: 53, parent_id: null, post_id: 6 });
  const withComments = post(6, 6, {
    comments: [parent, reply, other, replyToReply],
    comments_count: 4,
  });

  it('takes the comment and its replies out, counts as many fewer, and takes it back', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(allKey, infinite(makePage([withComments])));
    const shown = () =>
      queryClient.getQueryData<InfiniteData<FeedsResponse>>(allKey)!.pages[0]!.feeds.data[0]!;
    const before = structuredClone(shown());
    const takeBack = removeComment(queryClient, withComments, parent);
    expect(shown().comments.map((comment) => comment.id)).toEqual([53]);
    expect(shown().comments_count).toBe(1);
    takeBack();
    expect(shown()).toEqual(before);
  });
});
