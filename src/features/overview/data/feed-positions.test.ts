import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findFeedPositions, type FeedDatesPage } from './feed-positions';

const MINUTE = 60_000;
const EPOCH = Date.UTC(2026, 0, 1);

/** `YYYY-MM-DD HH:MM:SS`, as the API sends dates. */
function siteDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The `latest` feed of posts created at `dates` (any order): newest first, pages of `perPage`,
 * `has_more` when a page came back full (so the page after a full last page is empty).
 */
function simulatedFeed(dates: readonly number[]) {
  const sorted = [...dates].sort((a, b) => b - a);
  const requested: number[] = [];
  const fetchPage = async (
    page: number,
    perPage: number,
    _signal?: AbortSignal,
  ): Promise<FeedDatesPage> => {
    requested.push(page);
    const slice = sorted.slice((page - 1) * perPage, page * perPage);
    return { createdAt: slice.map(siteDate), hasMore: slice.length === perPage };
  };
  const countSince = (since: number) => sorted.filter((date) => date >= since).length;
  return { fetchPage, requested, countSince, size: sorted.length };
}

/** Dates on whole seconds (the API's precision), many of them equal. */
const feedDates = fc.array(
  fc.integer({ min: 0, max: 500 }).map((minutes) => EPOCH + minutes * MINUTE),
  { maxLength: 400 },
);

describe('findFeedPositions', () => {
  it('counts exactly what a full read counts, in O(log n) requests', async () => {
    await fc.assert(
      fc.asyncProperty(
        feedDates,
        fc.array(fc.integer({ min: -10, max: 510 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 4 }),
        async (dates, boundaryMinutes, perPage, concurrency) => {
          const feed = simulatedFeed(dates);
          const boundaries = boundaryMinutes.map((minutes) => new Date(EPOCH + minutes * MINUTE));
          const result = await findFeedPositions(feed.fetchPage, boundaries, {
            perPage,
            concurrency,
          });

          expect(result.complete).toBe(true);
          expect(result.positions.map((position) => position.count)).toEqual(
            boundaries.map((boundary) => feed.countSince(boundary.getTime())),
          );
          // No page is read twice, and each instant costs a small multiple of a bisection
          // (2·log2(pages) + 1), overshoot past the feed's end included.
          expect(new Set(feed.requested).size).toBe(feed.requested.length);
          const pages = Math.ceil(feed.size / perPage) + 1;
          const perBoundary = 3 * (2 * Math.ceil(Math.log2(pages + 1)) + 1) + 2;
          for (const position of result.positions) {
            expect(position.requests).toBeLessThanOrEqual(perBoundary);
          }
          expect(result.requests).toBe(feed.requested.length);
          expect(result.requests).toBe(
            result.positions.reduce((sum, position) => sum + position.requests, 0),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('finds a boundary of a steady feed of 200,000 posts in a few requests', async () => {
    const posts = 200_000;
    // One post a minute, the newest at EPOCH.
    const dates = Array.from({ length: posts }, (_, index) => EPOCH - index * MINUTE);
    for (const perPage of [10, 100]) {
      for (const newer of [1, 99, 100, 1_500, 10_080, 43_200, 150_000]) {
        const feed = simulatedFeed(dates);
        const result = await findFeedPositions(
          feed.fetchPage,
          [new Date(EPOCH - (newer - 1) * MINUTE)],
          { perPage },
        );
        expect(result.positions[0]!.count).toBe(newer);
        // Page 1, one or two leaps of at most 64 times the pages read, a guess aimed past, then
        // interpolation (and the page before, when the boundary falls on a page edge).
        expect({ perPage, newer, requests: result.requests }).toEqual({
          perPage,
          newer,
          requests: expect.toSatisfy((requests: number) => requests <= 7),
        });
      }
    }
    // Every post: past the feed's end the pace tells nothing, and the search bisects.
    const feed = simulatedFeed(dates);
    const every = await findFeedPositions(feed.fetchPage, [new Date(EPOCH - posts * MINUTE)]);
    expect(every.positions[0]!.count).toBe(posts);
    expect(every.requests).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(2_001)) + 3);
  });

  it("counts the overview's four boundaries of a community with quiet nights in few requests", async () => {
    // 70 days of a community's rhythm: posts an hour from 4 at night to 124 in the afternoon
    // (the benchmark's busy month, ~1,500 posts a day), evenly spread within each hour.
    const HOUR = 60 * MINUTE;
    const perHour = [8, 7, 4, 8, 6, 11, 32, 71, 89, 109, 119, 117, 112, 107, 124, 115, 111, 105];
    perHour.push(76, 57, 40, 33, 27, 10);
    const dates: number[] = [];
    for (let hour = 1; hour <= 70 * 24; hour += 1) {
      const start = EPOCH - hour * HOUR;
      const posts = perHour[(24 - (hour % 24)) % 24]!;
      for (let k = 0; k < posts; k += 1) dates.push(start + Math.floor(((k + 0.5) * HOUR) / posts));
    }
    const feed = simulatedFeed(dates);
    const requests: number[] = [];
    for (let hour = 0; hour < 24; hour += 1) {
      const now = EPOCH - hour * HOUR;
      const boundaries = [7, 14, 30, 60].map((days) => new Date(now - days * 24 * HOUR));
      const result = await findFeedPositions(feed.fetchPage, boundaries, { perPage: 20 });
      expect(result.positions.map((position) => position.count)).toEqual(
        boundaries.map((boundary) => feed.countSince(boundary.getTime())),
      );
      requests.push(result.requests);
    }
    // Interpolating evenly between pages a day apart, all four searches from page 1 at once,
    // took 33 on average and up to 43; the pace beside each boundary, and the newest boundary
    // first, take about 21 and at most 27.
    const mean = requests.reduce((sum, count) => sum + count, 0) / requests.length;
    expect({ mean: Math.round(mean), most: Math.max(...requests) }).toEqual({
      mean: expect.toSatisfy((value: number) => value <= 23),
      most: expect.toSatisfy((value: number) => value <= 30),
    });
  });

  it('searches boundaries at once, each one request at a time', async () => {
    const sorted = Array.from({ length: 5_000 }, (_, index) => EPOCH - index * MINUTE);
    let inFlight = 0;
    let most = 0;
    const fetchPage = async (page: number, perPage: number): Promise<FeedDatesPage> => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      const slice = sorted.slice((page - 1) * perPage, page * perPage);
      return { createdAt: slice.map(siteDate), hasMore: slice.length === perPage };
    };
    const boundaries = [100, 700, 1_900, 2_600, 4_100, 4_900].map(
      (newer) => new Date(EPOCH - (newer - 1) * MINUTE),
    );
    const result = await findFeedPositions(fetchPage, boundaries, { perPage: 10, concurrency: 3 });
    expect(result.positions.map((position) => position.count)).toEqual([
      100, 700, 1_900, 2_600, 4_100, 4_900,
    ]);
    expect(most).toBe(3);
    const alone = await findFeedPositions(fetchPage, boundaries, { perPage: 10, concurrency: 1 });
    expect(alone.positions).toEqual(
      result.positions.map((position) => ({ ...position, requests: expect.any(Number) })),
    );
    expect(most).toBe(3);
  });

  it('shares pages between instants', async () => {
    const feed = simulatedFeed(Array.from({ length: 5_000 }, (_, index) => EPOCH - index * MINUTE));
    const boundaries = [1_000, 1_010, 3_000].map((newer) => new Date(EPOCH - newer * MINUTE));
    const together = await findFeedPositions(feed.fetchPage, boundaries, { concurrency: 1 });
    let apart = 0;
    for (const boundary of boundaries) {
      apart += (await findFeedPositions(feed.fetchPage, [boundary])).requests;
    }
    expect(together.positions.map((position) => position.count)).toEqual([1_001, 1_011, 3_001]);
    expect(together.requests).toBeLessThan(apart);
    // 1,010 minutes ago ends on the same page as 1,000 minutes ago: free.
    expect(together.positions[1]!.requests).toBe(0);
  });

  it('asks a page once when two searches want it at the same time', async () => {
    const feed = simulatedFeed(Array.from({ length: 5_000 }, (_, index) => EPOCH - index * MINUTE));
    const boundaries = [1_000, 1_001, 1_002, 1_003].map((newer) => new Date(EPOCH - newer * MINUTE));
    const result = await findFeedPositions(feed.fetchPage, boundaries, { concurrency: 4 });
    expect(result.positions.map((position) => position.count)).toEqual([1_001, 1_002, 1_003, 1_004]);
    expect(new Set(feed.requested).size).toBe(feed.requested.length);
  });

  it('answers 0 for an empty feed after one request', async () => {
    const feed = simulatedFeed([]);
    const result = await findFeedPositions(feed.fetchPage, [new Date(EPOCH)]);
    expect(result.positions[0]).toMatchObject({ count: 0, requests: 1 });
    expect(feed.requested).toEqual([1]);
  });

  it('counts every post when all are newer, finding the end of the feed', async () => {
    // 300 posts in pages of 100: the last page is full, the page after it is empty.
    const feed = simulatedFeed(Array.from({ length: 300 }, (_, index) => EPOCH - index * MINUTE));
    const result = await findFeedPositions(feed.fetchPage, [new Date(EPOCH - 10_000 * MINUTE)]);
    expect(result.positions[0]!.count).toBe(300);
    expect(feed.requested).toContain(4);
  });

  it('counts a post created exactly at the boundary', async () => {
    const feed = simulatedFeed([EPOCH + 2 * MINUTE, EPOCH + MINUTE, EPOCH, EPOCH - MINUTE]);
    const result = await findFeedPositions(feed.fetchPage, [new Date(EPOCH + MINUTE)], {
      perPage: 1,
    });
    expect(result.positions[0]!.count).toBe(2);
  });

  it('counts equal timestamps that straddle a page edge', async () => {
    // Pages of 3: [t+1, t, t] [t, t, t-1]: every post at t is on or after t.
    const t = EPOCH;
    const feed = simulatedFeed([t + MINUTE, t, t, t, t, t - MINUTE]);
    const result = await findFeedPositions(feed.fetchPage, [new Date(t)], { perPage: 3 });
    expect(result.positions[0]!.count).toBe(5);
  });

  it('keeps what it proved when cancelled, and resumes without asking again', async () => {
    const feed = simulatedFeed(Array.from({ length: 20_000 }, (_, index) => EPOCH - index * MINUTE));
    const controller = new AbortController();
    const boundaries = [new Date(EPOCH - 12_345 * MINUTE)];
    const partial = await findFeedPositions(feed.fetchPage, boundaries, {
      perPage: 10,
      signal: controller.signal,
      onProgress: (progress) => {
        if (progress.requests === 2) controller.abort();
      },
    });
    expect(partial).toMatchObject({ complete: false, stoppedBy: 'cancelled', requests: 2 });
    expect(partial.positions[0]!.count).toBeNull();
    // Page 1, then a leap of 64 × 1 + 64 pages (of 10), both newer: at least 1,280 posts.
    expect(partial.probed.map((probed) => probed.page)).toEqual([1, 128]);
    expect(partial.positions[0]!.atLeast).toBe(1_280);

    const before = feed.requested.length;
    const resumed = await findFeedPositions(feed.fetchPage, boundaries, {
      perPage: 10,
      startFrom: partial.probed,
    });
    expect(resumed.positions[0]!.count).toBe(12_346);
    const asked = feed.requested.slice(before);
    expect(asked.some((page) => partial.probed.some((probed) => probed.page === page))).toBe(
      false,
    );
    expect(resumed.requests).toBe(asked.length);
  });

  it('returns a partial answer with the error when a request fails midway', async () => {
    const feed = simulatedFeed(Array.from({ length: 5_000 }, (_, index) => EPOCH - index * MINUTE));
    const failing = async (page: number, perPage: number, signal: AbortSignal) => {
      if (page > 4) throw new Error('site down');
      return feed.fetchPage(page, perPage, signal);
    };
    const boundaries = [new Date(EPOCH - 150 * MINUTE), new Date(EPOCH - 4_000 * MINUTE)];
    const result = await findFeedPositions(failing, boundaries);
    expect(result).toMatchObject({ complete: false, stoppedBy: 'failed' });
    expect((result.error as Error).message).toBe('site down');
    expect(result.positions[0]!.count).toBe(151);
    expect(result.positions[1]!.count).toBeNull();
    // Pages 1 and 2 were read whole and newer than 4,000 minutes ago.
    expect(result.positions[1]!.atLeast).toBe(200);
  });

  it('throws when the very first request fails', async () => {
    const failing = async (): Promise<FeedDatesPage> => {
      throw new Error('site down');
    };
    await expect(findFeedPositions(failing, [new Date(EPOCH)])).rejects.toThrow('site down');
  });

  it('retries as the policy says', async () => {
    const feed = simulatedFeed([EPOCH, EPOCH - MINUTE]);
    let failures = 0;
    const flaky = async (page: number, perPage: number, signal: AbortSignal) => {
      if (failures < 1) {
        failures += 1;
        throw new Error('timeout');
      }
      return feed.fetchPage(page, perPage, signal);
    };
    const result = await findFeedPositions(flaky, [new Date(EPOCH)], { retry: () => 0 });
    expect(result.positions[0]).toMatchObject({ count: 1, requests: 2 });
  });
});
