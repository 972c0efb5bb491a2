import { MAX_PER_PAGE } from '../../../../contract';
import { parseSiteDate } from '../../../lib/dates';
import type { RetryPolicy, WalkProgress } from './walk-pages';
import { sleep } from './sleep';

/**
 * How many posts were created at or after each of some instants, without reading every post.
 *
 * The `latest` feed is ordered by `created_at`, newest first (behaviour.md, "Feeds"), so the
 * posts created at or after an instant B are a prefix of it, and a page p "reaches past" B
 * when it is empty, is the feed's last page (`has_more` false: it came back short), or ends
 * with a post older than B. That test is false, false, …, then true for every later page, so
 * the first page that reaches past B is found by galloping (pages lo+1, lo+2, lo+4, … until
 * one reaches past) and then bisecting between the last page that did not and the first that
 * did. Every page before it is full and newer than B, so
 *
 *     count(B) = (p − 1) × perPage + (posts of page p created at or after B).
 *
 * Requests: about 2·log2(count / perPage) + 2 for one instant, sequential (each depends on
 * the last). Pages are kept by number and shared between instants, so later instants start
 * from what earlier ones learnt. With perPage 100 (the most the feed sends), the exact count
 * inside the final page comes with it.
 *
 * The caller must ask for the feed without the pinned post set apart (`disable_sticky=yes`:
 * otherwise, on a space's feed, pinned posts leave every page's `data` and the counting is
 * off; behaviour.md, "Sticky"), in `latest` order, with the same filters on every page.
 * Boundaries are compared with `parseSiteDate(created_at)`: they must be instants on the
 * same clock (the site's wall clock read as UTC; lib/site-clock.ts).
 */

/** The part of a feed page the search reads. */
export interface FeedDatesPage {
  /** `created_at` of the page's posts, in the feed's order (newest first). */
  createdAt: readonly string[];
  /** The page came back full (behaviour.md, "Page envelopes"). */
  hasMore: boolean;
}

/** Fetches one page of the `latest` feed with `perPage` posts; must honour `signal`. */
export type FetchFeedDates = (
  page: number,
  perPage: number,
  signal: AbortSignal,
) => Promise<FeedDatesPage>;

/** A page the search read: its posts' dates (epoch ms, newest first) and `has_more`. */
export interface ProbedPage {
  page: number;
  dates: number[];
  hasMore: boolean;
}

/** Where one instant falls in the feed. */
export interface FeedPosition {
  /** The instant, epoch ms. */
  since: number;
  /** Posts created at or after `since`; null when the search stopped before finding it. */
  count: number | null;
  /** What the pages read prove: at least this many posts (equal to `count` once found). */
  atLeast: number;
  /** Requests this instant's search made; pages an earlier instant read cost it nothing. */
  requests: number;
}

/** The counts found, the pages read, and how the search ended. */
export interface FeedPositionsResult {
  /** One per boundary, in the order given. */
  positions: FeedPosition[];
  /** Every page read, by page number: what a resumed search starts from. */
  probed: ProbedPage[];
  /** Every boundary's count was found. */
  complete: boolean;
  /** Requests made by this call (not those of `startFrom`). */
  requests: number;
  stoppedBy?: 'cancelled' | 'failed';
  error?: unknown;
}

/** How to search: page size, cancellation, resume, progress, retries. */
export interface FeedPositionsOptions {
  /** Posts per page, 1..100; 100 by default (the fewest requests). */
  perPage?: number;
  signal?: AbortSignal;
  /** Pages an earlier, partial search read. */
  startFrom?: readonly ProbedPage[];
  /** `rows`: boundaries found; `total`: boundaries asked. */
  onProgress?: (progress: WalkProgress) => void;
  retry?: RetryPolicy;
  /** The furthest page the search may ask for (a feed that never ends is a broken site). */
  maxPage?: number;
}

const DEFAULT_MAX_PAGE = 1_000_000;

/**
 * For each boundary, the posts created at or after it (see above). Cancelled or failed midway,
 * returns the counts found and, for the others, what the pages read prove; throws only when the
 * first request fails.
 */
export async function findFeedPositions(
  fetchPage: FetchFeedDates,
  boundaries: readonly Date[],
  options: FeedPositionsOptions = {},
): Promise<FeedPositionsResult> {
  const {
    perPage = MAX_PER_PAGE,
    signal,
    startFrom = [],
    onProgress,
    retry,
    maxPage = DEFAULT_MAX_PAGE,
  } = options;
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE) {
    throw new RangeError(`findFeedPositions: perPage must be 1..${MAX_PER_PAGE}, not ${perPage}`);
  }
  const pages = new Map<number, ProbedPage>(startFrom.map((probed) => [probed.page, probed]));
  const positions: FeedPosition[] = boundaries.map((boundary) => ({
    since: boundary.getTime(),
    count: null,
    atLeast: 0,
    requests: 0,
  }));
  let requests = 0;
  let found = 0;
  const report = () => onProgress?.({ rows: found, total: positions.length, requests });

  const probe = async (page: number, position: FeedPosition): Promise<ProbedPage> => {
    const known = pages.get(page);
    if (known) return known;
    if (page > maxPage) throw new RangeError(`The feed did not end before page ${maxPage}.`);
    for (let attempt = 1; ; attempt += 1) {
      signal?.throwIfAborted();
      requests += 1;
      position.requests += 1;
      try {
        const answer = await fetchPage(page, perPage, signal ?? new AbortController().signal);
        const probed = { page, dates: readDates(answer.createdAt), hasMore: answer.hasMore };
        pages.set(page, probed);
        report();
        return probed;
      } catch (cause) {
        if (signal?.aborted) throw cause;
        const delay = retry?.(cause, attempt) ?? null;
        if (delay === null) throw cause;
        await sleep(delay, signal);
      }
    }
  };

  const locate = async (position: FeedPosition): Promise<void> => {
    const since = position.since;
    let { lo, hi } = bracket(pages, since);
    position.atLeast = lo * perPage;
    for (let step = 1; hi === null; step *= 2) {
      const page = lo + step;
      if (reachesPast(await probe(page, position), since)) hi = page;
      else {
        lo = page;
        position.atLeast = lo * perPage;
      }
    }
    while (hi - lo > 1) {
      const middle = Math.floor((lo + hi) / 2);
      if (reachesPast(await probe(middle, position), since)) hi = middle;
      else {
        lo = middle;
        position.atLeast = lo * perPage;
      }
    }
    const last = pages.get(hi)!;
    position.count = (hi - 1) * perPage + last.dates.filter((date) => date >= since).length;
    position.atLeast = position.count;
  };

  report();
  // Newest first: each instant's search starts where the previous one's ended.
  const order = positions.map((_, index) => index).sort(
    (a, b) => positions[b]!.since - positions[a]!.since,
  );
  let stoppedBy: 'cancelled' | 'failed' | undefined;
  let error: unknown;
  for (const index of order) {
    try {
      await locate(positions[index]!);
      found += 1;
      report();
    } catch (cause) {
      if (signal?.aborted) stoppedBy = 'cancelled';
      else {
        stoppedBy = 'failed';
        error = cause;
      }
      break;
    }
  }
  const complete = found === positions.length;
  if (!complete && stoppedBy === 'failed' && pages.size === 0) throw error;

  const result: FeedPositionsResult = {
    positions,
    probed: [...pages.values()].sort((a, b) => a.page - b.page),
    complete,
    requests,
  };
  if (!complete) {
    result.stoppedBy = stoppedBy ?? 'cancelled';
    if (stoppedBy === 'failed') result.error = error;
  }
  return result;
}

/** Page p reaches past `since`: the first post older than it is on p or before. */
function reachesPast(page: ProbedPage, since: number): boolean {
  const oldest = page.dates[page.dates.length - 1];
  return oldest === undefined || !page.hasMore || oldest < since;
}

/**
 * What the pages read so far tell about `since`: the first page known to reach past it (`hi`,
 * null if none), and the last page before that known not to (`lo`, 0 if none).
 */
function bracket(
  pages: ReadonlyMap<number, ProbedPage>,
  since: number,
): { lo: number; hi: number | null } {
  let hi: number | null = null;
  for (const probed of pages.values()) {
    if (reachesPast(probed, since) && (hi === null || probed.page < hi)) hi = probed.page;
  }
  let lo = 0;
  for (const probed of pages.values()) {
    if (!reachesPast(probed, since) && probed.page > lo && (hi === null || probed.page < hi)) {
      lo = probed.page;
    }
  }
  return { lo, hi };
}

/**
 * The posts' dates as epoch ms. A date that does not read (never seen on real sites) takes the
 * one before it, so the page stays in order and the post counts with its neighbours.
 */
function readDates(createdAt: readonly string[]): number[] {
  let previous = Number.MAX_SAFE_INTEGER;
  return createdAt.map((value) => {
    const date = parseSiteDate(value);
    if (date) previous = date.getTime();
    return previous;
  });
}
