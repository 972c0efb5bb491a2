import { describe, expect, it } from 'vitest';
import { walkFeedWindow, type FeedPostsPage, type WindowPost } from './walk-feed-window';

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 5, 1, 12);

function siteDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

interface Post extends WindowPost {
  title: string;
}

/**
 * A `latest` feed with one post a minute (the newest at NOW, id = how many minutes ago + 1
 * counting from the oldest), served with small random delays, honouring aborts, counting the
 * requests in flight. `publish` adds newer posts at the top, as a live site would.
 */
function liveFeed(size: number) {
  let posts: Post[] = Array.from({ length: size }, (_, index) => ({
    id: size - index,
    created_at: siteDate(NOW - index * MINUTE),
    title: `post ${size - index}`,
  }));
  const requested: number[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let beforeEachPage: (page: number) => void = () => undefined;
  const fetchPage = async (
    page: number,
    perPage: number,
    signal: AbortSignal,
  ): Promise<FeedPostsPage<Post>> => {
    requested.push(page);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          clearTimeout(timer);
          reject(signal.reason);
        };
        const timer = setTimeout(() => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        }, Math.floor(Math.random() * 3));
        signal.addEventListener('abort', onAbort, { once: true });
      });
      beforeEachPage(page);
      const slice = posts.slice((page - 1) * perPage, page * perPage);
      return { posts: slice, hasMore: slice.length === perPage };
    } finally {
      inFlight -= 1;
    }
  };
  return {
    fetchPage,
    requested,
    get maxInFlight() {
      return maxInFlight;
    },
    onPage(hook: (page: number) => void) {
      beforeEachPage = hook;
    },
    publish(count: number) {
      const newest = posts[0]!;
      const added = Array.from({ length: count }, (_, index) => ({
        id: newest.id + count - index,
        created_at: siteDate(NOW + (count - index) * MINUTE),
        title: 'new',
      }));
      posts = [...added, ...posts];
    },
  };
}

/** The instant with exactly `newer` posts of `liveFeed` at or after it. */
const sinceNewest = (newer: number) => new Date(NOW - (newer - 1) * MINUTE);

describe('walkFeedWindow', () => {
  it('reads the window and no further, up to 4 pages at a time', async () => {
    const feed = liveFeed(20_000);
    const result = await walkFeedWindow(feed.fetchPage, { since: sinceNewest(1_234) });
    expect(result.complete).toBe(true);
    expect(result.expected).toBe(1_234);
    expect(result.posts.map((post) => post.id)).toEqual(
      Array.from({ length: 1_234 }, (_, index) => 20_000 - index),
    );
    // The bisection (dates only), then the window's 13 pages, each once.
    const bisection = 2 * Math.ceil(Math.log2(12 + 2)) - 1;
    expect(feed.requested.length).toBeLessThanOrEqual(bisection + 13);
    expect([...feed.requested.slice(-13)].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 13 }, (_, index) => index + 1),
    );
    expect(result.requests).toBe(feed.requested.length);
    expect(feed.maxInFlight).toBe(4);
  });

  it('reads nothing more for an empty window', async () => {
    const feed = liveFeed(500);
    const result = await walkFeedWindow(feed.fetchPage, { since: new Date(NOW + MINUTE) });
    expect(result).toMatchObject({ complete: true, expected: 0, posts: [], requests: 1 });
  });

  it('reads the whole feed when the window starts before the first post', async () => {
    const feed = liveFeed(250);
    const result = await walkFeedWindow(feed.fetchPage, { since: new Date(0) });
    expect(result.posts).toHaveLength(250);
    expect(result.complete).toBe(true);
  });

  it('goes on past the planned pages when posts arrive during the walk, keeping each once', async () => {
    const feed = liveFeed(5_000);
    let published = false;
    feed.onPage(() => {
      // Once the bisection (7 requests) is done and the walk is on page 3, 150 posts arrive.
      if (!published && feed.requested.length === 10) {
        published = true;
        feed.publish(150);
      }
    });
    const result = await walkFeedWindow(feed.fetchPage, {
      since: sinceNewest(1_000),
      concurrency: 1,
    });
    expect(published).toBe(true);
    expect(result.complete).toBe(true);
    const ids = result.posts.map((post) => post.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Every post of the original window is there, and nothing older: pages 11 and 12 were
    // read because page 10 was still all inside the window.
    for (let id = 5_000; id > 4_000; id -= 1) expect(ids).toContain(id);
    expect(Math.min(...ids)).toBe(4_001);
    expect(feed.requested.slice(-3)).toEqual([10, 11, 12]);
  });

  it('returns a partial window when cancelled, and resumes without asking again', async () => {
    const feed = liveFeed(10_000);
    const controller = new AbortController();
    const partial = await walkFeedWindow(feed.fetchPage, {
      since: sinceNewest(3_050),
      signal: controller.signal,
      onProgress: (progress) => {
        if (progress.rows >= 1_000) controller.abort();
      },
    });
    expect(partial.complete).toBe(false);
    expect(partial.stoppedBy).toBe('cancelled');
    expect(partial.expected).toBe(3_050);
    expect(partial.posts.length).toBeGreaterThanOrEqual(1_000);
    expect(partial.posts.length).toBeLessThan(3_050);

    const readPages = new Set(partial.read.pages.map((span) => span.page));
    const before = feed.requested.length;
    const resumed = await walkFeedWindow(feed.fetchPage, {
      since: sinceNewest(3_050),
      startFrom: partial,
    });
    expect(resumed.complete).toBe(true);
    expect(resumed.posts).toHaveLength(3_050);
    const askedAgain = feed.requested.slice(before);
    expect(askedAgain.some((page) => readPages.has(page))).toBe(false);
    expect(askedAgain).toHaveLength(31 - readPages.size);
  });

  it('returns a partial window when cancelled during the bisection', async () => {
    const feed = liveFeed(10_000);
    const controller = new AbortController();
    const partial = await walkFeedWindow(feed.fetchPage, {
      since: sinceNewest(9_000),
      signal: controller.signal,
      onProgress: (progress) => {
        if (progress.requests === 3) controller.abort();
      },
    });
    expect(partial).toMatchObject({ complete: false, stoppedBy: 'cancelled', expected: null });
    expect(partial.probed).toHaveLength(3);
    const resumed = await walkFeedWindow(feed.fetchPage, {
      since: sinceNewest(9_000),
      startFrom: partial,
    });
    expect(resumed.posts).toHaveLength(9_000);
  });

  it('returns what it read, with the error, when a page fails', async () => {
    const feed = liveFeed(3_000);
    const failing = async (page: number, perPage: number, signal: AbortSignal) => {
      if (page === 9) throw new Error('site down');
      return feed.fetchPage(page, perPage, signal);
    };
    const result = await walkFeedWindow(failing, { since: sinceNewest(1_500) });
    expect(result).toMatchObject({ complete: false, stoppedBy: 'failed', expected: 1_500 });
    expect((result.error as Error).message).toBe('site down');
    expect(result.posts.length).toBeLessThan(1_500);
  });
});
