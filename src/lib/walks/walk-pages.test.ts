import { describe, expect, it } from 'vitest';
import { walkPages, type WalkPage, type WalkProgress } from './walk-pages';

interface Row {
  id: number;
}

const keyOf = (row: Row) => row.id;
const ids = (rows: readonly Row[]) => rows.map((row) => row.id);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * A paginated list served with random delays, as a site would: counts the requests in flight
 * (and the most at once), honours the abort signal, and can be told to fail a page.
 */
function fakeList(
  size: number,
  perPage: number,
  { failPages = new Set<number>(), failTimes = Number.POSITIVE_INFINITY } = {},
) {
  let rows = Array.from({ length: size }, (_, index) => ({ id: index + 1 }));
  const calls: number[] = [];
  const failures = new Map<number, number>();
  let inFlight = 0;
  let maxInFlight = 0;
  const inFlightDuringPage1: number[] = [];
  const fetchPage = async (page: number, signal: AbortSignal): Promise<WalkPage<Row>> => {
    calls.push(page);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    if (page === 1) inFlightDuringPage1.push(inFlight);
    try {
      // A failing page fails at once, before any page started after it could answer.
      if (failPages.has(page) && (failures.get(page) ?? 0) < failTimes) {
        failures.set(page, (failures.get(page) ?? 0) + 1);
        throw new Error(`page ${page} failed`);
      }
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          clearTimeout(timer);
          reject(signal.reason);
        };
        const timer = setTimeout(
          () => {
            signal.removeEventListener('abort', onAbort);
            resolve();
          },
          Math.floor(Math.random() * 4),
        );
        signal.addEventListener('abort', onAbort, { once: true });
      });
      return {
        rows: rows.slice((page - 1) * perPage, page * perPage),
        lastPage: Math.max(1, Math.ceil(rows.length / perPage)),
        total: rows.length,
      };
    } finally {
      inFlight -= 1;
    }
  };
  return {
    fetchPage,
    calls,
    get maxInFlight() {
      return maxInFlight;
    },
    inFlightDuringPage1,
    setRows(next: Row[]) {
      rows = next;
    },
  };
}

describe('walkPages', () => {
  it('reads every page, rows in page order, page 1 alone, never more than 4 in flight', async () => {
    const list = fakeList(1234, 10);
    const result = await walkPages(list.fetchPage, { keyOf });
    expect(ids(result.rows)).toEqual(range(1, 1234));
    expect(result).toMatchObject({ complete: true, total: 1234, lastPage: 124, requests: 124 });
    expect(result.stoppedBy).toBeUndefined();
    expect(list.calls[0]).toBe(1);
    expect([...list.calls].sort((a, b) => a - b)).toEqual(range(1, 124));
    expect(list.inFlightDuringPage1).toEqual([1]);
    expect(list.maxInFlight).toBe(4);
    expect(result.pages.reduce((sum, span) => sum + span.rows, 0)).toBe(1234);
  });

  it('honours a smaller concurrency', async () => {
    const list = fakeList(300, 10);
    await walkPages(list.fetchPage, { keyOf, concurrency: 2 });
    expect(list.maxInFlight).toBe(2);
  });

  it('makes one request for an empty list', async () => {
    const list = fakeList(0, 10);
    const result = await walkPages(list.fetchPage, { keyOf });
    expect(result).toMatchObject({ rows: [], complete: true, requests: 1, total: 0 });
  });

  it('keeps a row once when it shifts onto the next page', async () => {
    const pages: Record<number, WalkPage<Row>> = {
      1: { rows: [{ id: 1 }, { id: 2 }], lastPage: 3, total: 5 },
      2: { rows: [{ id: 2 }, { id: 3 }], lastPage: 3, total: 5 },
      3: { rows: [{ id: 4 }, { id: 3 }, { id: 5 }], lastPage: 3, total: 5 },
    };
    const result = await walkPages(async (page) => pages[page]!, { keyOf });
    expect(ids(result.rows)).toEqual([1, 2, 3, 4, 5]);
    expect(result.pages).toEqual([
      { page: 1, rows: 2 },
      { page: 2, rows: 1 },
      { page: 3, rows: 2 },
    ]);
  });

  it('follows a last_page that grows during the walk', async () => {
    const list = fakeList(25, 10);
    const result = await walkPages(
      async (page, signal) => {
        // Members join while we walk: the list grows to 45 rows after page 1.
        if (page === 2) list.setRows(range(1, 45).map((id) => ({ id })));
        return list.fetchPage(page, signal);
      },
      { keyOf, concurrency: 1 },
    );
    expect(ids(result.rows)).toEqual(range(1, 45));
    expect(result).toMatchObject({ complete: true, lastPage: 5, total: 45 });
  });

  it('stops early when last_page shrinks, and at an empty page', async () => {
    const shrinking = await walkPages(
      async (page): Promise<WalkPage<Row>> => ({
        rows: page <= 2 ? [{ id: page }] : [],
        lastPage: page === 1 ? 9 : 2,
        total: 2,
      }),
      { keyOf, concurrency: 1 },
    );
    expect(ids(shrinking.rows)).toEqual([1, 2]);
    expect(shrinking).toMatchObject({ complete: true, requests: 2 });

    const calls: number[] = [];
    const emptied = await walkPages(
      async (page): Promise<WalkPage<Row>> => {
        calls.push(page);
        return { rows: page <= 3 ? [{ id: page }] : [], lastPage: 50, total: 50 };
      },
      { keyOf, concurrency: 1 },
    );
    expect(ids(emptied.rows)).toEqual([1, 2, 3]);
    expect(emptied.complete).toBe(true);
    expect(calls).toEqual([1, 2, 3, 4]);
  });

  it('returns the rows read so far, marked partial, when cancelled midway', async () => {
    const list = fakeList(1000, 10);
    const controller = new AbortController();
    const result = await walkPages(list.fetchPage, {
      keyOf,
      signal: controller.signal,
      onProgress: (progress) => {
        if (progress.rows >= 300) controller.abort();
      },
    });
    expect(result.complete).toBe(false);
    expect(result.stoppedBy).toBe('cancelled');
    expect(result.error).toBeUndefined();
    expect(result.rows.length).toBeGreaterThanOrEqual(300);
    expect(result.rows.length).toBeLessThan(1000);
    // What it has is exactly the rows of the pages it read, in page order.
    const expected = result.pages.flatMap((span) =>
      range((span.page - 1) * 10 + 1, span.page * 10),
    );
    expect(ids(result.rows)).toEqual(expected);
    // Requests in flight were aborted, not awaited to the end: no page was started afterwards.
    expect(result.requests).toBeLessThanOrEqual(result.pages.length + 4);
  });

  it('returns a partial walk, not the whole, when cancelled before it starts', async () => {
    const list = fakeList(50, 10);
    const controller = new AbortController();
    controller.abort();
    const result = await walkPages(list.fetchPage, { keyOf, signal: controller.signal });
    expect(result).toMatchObject({ rows: [], complete: false, stoppedBy: 'cancelled' });
    expect(list.calls).toEqual([]);
  });

  it('returns what it read, with the error, when a page fails midway', async () => {
    const list = fakeList(200, 10, { failPages: new Set([7]) });
    const result = await walkPages(list.fetchPage, { keyOf });
    expect(result.complete).toBe(false);
    expect(result.stoppedBy).toBe('failed');
    expect((result.error as Error).message).toBe('page 7 failed');
    const pagesRead = result.pages.map((span) => span.page);
    expect(pagesRead).toContain(1);
    expect(pagesRead).not.toContain(7);
    expect(ids(result.rows)).toEqual(
      pagesRead.flatMap((page) => range((page - 1) * 10 + 1, page * 10)),
    );
    // No page was started once the failure was known.
    expect(Math.max(...list.calls)).toBe(7);
  });

  it('throws when nothing could be read', async () => {
    const list = fakeList(200, 10, { failPages: new Set([1]) });
    await expect(walkPages(list.fetchPage, { keyOf })).rejects.toThrow('page 1 failed');
  });

  it('retries a failed page as the policy says, counting every request', async () => {
    const list = fakeList(50, 10, { failPages: new Set([3]), failTimes: 2 });
    const attempts: number[] = [];
    const result = await walkPages(list.fetchPage, {
      keyOf,
      retry: (_error, attempt) => {
        attempts.push(attempt);
        return attempt <= 2 ? 1 : null;
      },
    });
    expect(result.complete).toBe(true);
    expect(ids(result.rows)).toEqual(range(1, 50));
    expect(attempts).toEqual([1, 2]);
    expect(result.requests).toBe(7);
  });

  it('resumes a cancelled walk, fetching only the pages it lacks', async () => {
    const list = fakeList(500, 10);
    const controller = new AbortController();
    const partial = await walkPages(list.fetchPage, {
      keyOf,
      signal: controller.signal,
      onProgress: (progress) => {
        if (progress.rows >= 200) controller.abort();
      },
    });
    expect(partial.complete).toBe(false);
    const readBefore = new Set(partial.pages.map((span) => span.page));

    list.calls.length = 0;
    const progress: WalkProgress[] = [];
    const resumed = await walkPages(list.fetchPage, {
      keyOf,
      startFrom: partial,
      onProgress: (step) => progress.push(step),
    });
    expect(resumed.complete).toBe(true);
    expect(ids(resumed.rows)).toEqual(range(1, 500));
    expect(list.calls.some((page) => readBefore.has(page))).toBe(false);
    expect(list.calls.length).toBe(50 - readBefore.size);
    expect(resumed.requests).toBe(list.calls.length);
    // The first report already counts the rows brought along.
    expect(progress[0]).toEqual({ rows: partial.rows.length, total: 500, requests: 0 });
  });

  it('resumes a failed walk after the failure is gone', async () => {
    const list = fakeList(100, 10, { failPages: new Set([5]), failTimes: 1 });
    const partial = await walkPages(list.fetchPage, { keyOf, concurrency: 1 });
    expect(ids(partial.rows)).toEqual(range(1, 40));
    const resumed = await walkPages(list.fetchPage, { keyOf, startFrom: partial });
    expect(resumed).toMatchObject({ complete: true, requests: 6 });
    expect(ids(resumed.rows)).toEqual(range(1, 100));
  });

  it('stops at maxPages and says so', async () => {
    const list = fakeList(100, 10);
    const result = await walkPages(list.fetchPage, { keyOf, maxPages: 3 });
    expect(result).toMatchObject({ complete: false, stoppedBy: 'page-limit', requests: 3 });
    expect(ids(result.rows)).toEqual(range(1, 30));
  });

  it('reports progress after every page', async () => {
    const list = fakeList(25, 10);
    const progress: WalkProgress[] = [];
    await walkPages(list.fetchPage, {
      keyOf,
      concurrency: 1,
      onProgress: (step) => progress.push(step),
    });
    expect(progress).toEqual([
      { rows: 0, total: null, requests: 0 },
      { rows: 10, total: 25, requests: 1 },
      { rows: 20, total: 25, requests: 2 },
      { rows: 25, total: 25, requests: 3 },
    ]);
  });
});
