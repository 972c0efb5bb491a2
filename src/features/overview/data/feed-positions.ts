import { t } from '@lingui/core/macro';
import { MAX_PER_PAGE } from '../../../../contract';
import { parseSiteDate } from '../../../lib/dates';
import type { RetryPolicy, WalkProgress } from '../../../lib/walks/walk-pages';
import { sleep } from '../../../lib/walks/sleep';

/**
 * How many posts were created at or after each of some instants, without reading every post.
 *
 * The `latest` feed is ordered by `created_at`, newest first (behaviour.md, "Feeds"), so the
 * posts created at or after an instant B are a prefix of it, and a page p "reaches past" B
 * when it is empty, is the feed's last page (`has_more` false: it came back short), or ends
 * with a post older than B. That test is false, false, …, then true for every later page. The
 * count is known once a page that reaches past B is read and either starts at or after B, or
 * follows a page read that does not reach past it:
 *
 *     count(B) = (p − 1) × perPage + (posts of page p created at or after B).
 *
 * Posts come at a fairly steady pace, so the search guesses where B falls from the dates it has
 * read rather than halving blindly: page 1 first; past every page read, it carries on the pace
 * seen so far, aiming a little beyond (twice as far beyond each time a guess falls short); and
 * between a page before B and one past it, it interpolates between their dates — or, once a
 * page read ends within a few of its own spans of B, carries on that page's own pace, since a
 * community's day has quiet nights and busy afternoons (posts an hour can differ twentyfold), so
 * evenly spread between two pages a day apart is a poor guess and the pace beside B a good one.
 * Three guesses in a row that do not halve the pages left are followed by one bisection step, so
 * the search stays within a small multiple of a bisection's 2·log2(count / perPage) requests.
 *
 * The newest boundary is searched first, alone: the pages it reads give the others the pace of
 * whole days. Then the rest at once (4 by default), each one request at a time; pages are kept
 * by number and shared between them (a page asked for one and wanted by another is asked once).
 * On the benchmark's feeds (8.7k and 38k posts a month, boundaries 7, 14, 30 and 60 days back,
 * 20 posts a page) the four counts take 18 and 23 requests on average over the hours of a day
 * (at most 24 and 27), where searching all four at once from page 1 took 21 and 38 (26 and 48).
 * With perPage 100 (the most the feed sends), the exact count inside the final page comes with it.
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

/** How to search: page size, cancellation, resume, progress, retries, requests at once. */
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
  /** Boundaries searched at once, each one request at a time; 4 by default. */
  concurrency?: number;
}

const DEFAULT_MAX_PAGE = 1_000_000;
const DEFAULT_CONCURRENCY = 4;
/** How far past the pages read an extrapolated guess may go, as a multiple of them. */
const MAX_LEAP = 64;
/** How far past the pace's own guess an extrapolation aims at first. */
const OVERSHOOT = 1.15;
/**
 * Within how many of its own spans (newest to oldest post) of B a page read is near enough for
 * its pace to place B better than the bracket's two ends do.
 */
const NEAR_SPANS = 5;

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
    concurrency = DEFAULT_CONCURRENCY,
  } = options;
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE) {
    // A mistake in the calling code, for its developers: no person reads it on a page.
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a developer's message (above)
    throw new RangeError(`findFeedPositions: perPage must be 1..${MAX_PER_PAGE}, not ${perPage}`);
  }
  const pages = new Map<number, ProbedPage>(startFrom.map((probed) => [probed.page, probed]));
  // A page asked for one boundary and awaited by another is asked once.
  const inFlight = new Map<number, Promise<ProbedPage>>();
  const positions: FeedPosition[] = boundaries.map((boundary) => ({
    since: boundary.getTime(),
    count: null,
    atLeast: 0,
    requests: 0,
  }));
  let requests = 0;
  let found = 0;
  let stoppedBy: 'cancelled' | 'failed' | undefined;
  let error: unknown;
  const report = () => onProgress?.({ rows: found, total: positions.length, requests });

  const request = async (page: number, position: FeedPosition): Promise<ProbedPage> => {
    // Shown where the count stopped (the walk's error), so in the language shown.
    if (page > maxPage) throw new RangeError(t`The feed did not end before page ${maxPage}.`);
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

  const probe = async (page: number, position: FeedPosition): Promise<void> => {
    if (pages.has(page)) return;
    let asked = inFlight.get(page);
    if (!asked) {
      asked = request(page, position);
      inFlight.set(page, asked);
      void asked.then(
        () => inFlight.delete(page),
        () => inFlight.delete(page),
      );
    }
    await asked;
  };

  const locate = async (position: FeedPosition): Promise<void> => {
    const since = position.since;
    let previousWidth = Number.POSITIVE_INFINITY;
    let interpolated = false;
    let stalls = 0;
    let misses = 0;
    for (;;) {
      const { lo, hi } = bracket(pages, since);
      position.atLeast = lo * perPage;
      const last = hi === null ? undefined : pages.get(hi)!;
      if (last && (hi! - lo === 1 || last.dates[0]! >= since)) {
        // Every post before page `hi` is at or after `since`; page `hi` holds the first older one.
        position.count = (hi! - 1) * perPage + last.dates.filter((date) => date >= since).length;
        position.atLeast = position.count;
        return;
      }
      let page: number;
      if (!pages.has(1)) page = 1;
      else if (hi === null) {
        // Past every page read: carry on the pace the pages read show, aiming further past
        // each time a guess fell short (the distance doubles, so a feed whose pace changes
        // cannot make the search linear). A guess is kept within 64 times the pages read: a
        // burst of posts on page 1 must not send the search a million pages away.
        const guess = extrapolate(pages, lo, since, perPage, OVERSHOOT * 2 ** misses);
        const reach = Math.min(maxPage, MAX_LEAP * lo + MAX_LEAP);
        page = Math.max(lo + 1, Math.min(guess ?? 2 * lo, reach));
        // Only a guess that was the pace's own can fall short of it.
        if (guess !== null && guess <= reach) misses += 1;
      } else {
        const width = hi - lo;
        // Three guesses in a row that did not halve the bracket give way to one bisection step,
        // so the search never costs more than a small multiple of a plain bisection.
        stalls = interpolated && width > previousWidth / 2 ? stalls + 1 : 0;
        const guess: number | null =
          stalls >= 3 ? null : interpolate(pages, lo, hi, since, perPage);
        if (guess === null) stalls = 0;
        interpolated = guess !== null;
        page = guess ?? Math.floor((lo + hi) / 2);
        previousWidth = width;
      }
      await probe(page, position);
    }
  };

  report();
  // Newest first: searches that start later find the pages the earlier ones read.
  const queue = positions
    .map((_, index) => index)
    .sort((a, b) => positions[b]!.since - positions[a]!.since);
  /** Searches boundaries off the queue, one at a time: `limit` of them, or until it is empty. */
  const worker = async (limit = Number.POSITIVE_INFINITY) => {
    // After a failure, searches under way go on (each fails by itself if the site is down);
    // no new one starts.
    for (let taken = 0; taken < limit && !stoppedBy; taken += 1) {
      const index = queue.shift();
      if (index === undefined) return;
      try {
        await locate(positions[index]!);
        found += 1;
        report();
      } catch (cause) {
        if (!stoppedBy) {
          if (signal?.aborted) stoppedBy = 'cancelled';
          else {
            stoppedBy = 'failed';
            error = cause;
          }
        }
        return;
      }
    }
  };
  const workers = Math.max(1, Math.min(Math.floor(concurrency) || 1, positions.length));
  // Nothing read yet: the newest boundary alone first, so the others start from its pages.
  if (pages.size === 0 && workers > 1) await worker(1);
  await Promise.all(Array.from({ length: workers }, () => worker()));

  const complete = found === positions.length;
  if (!complete && stoppedBy === 'failed' && pages.size === 0) throw error;
  // What every page read proves, those other searches read included.
  for (const position of positions) {
    if (position.count === null) position.atLeast = bracket(pages, position.since).lo * perPage;
  }

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

/** The page that holds the post at `index` (0-based, newest first). */
function pageOf(index: number, perPage: number): number {
  return Math.floor(index / perPage) + 1;
}

/**
 * Where `since` should fall when no page read reaches past it: the pace of posting between the
 * newest post and the last one of page `lo`, carried on `overshoot` times as far (aimed past: a
 * guess beyond the boundary closes the bracket, and interpolating between two pages read is far
 * better than guessing from one side). Null when the pages read show no pace.
 */
function extrapolate(
  pages: ReadonlyMap<number, ProbedPage>,
  lo: number,
  since: number,
  perPage: number,
  overshoot: number,
): number | null {
  const newest = pages.get(1)?.dates[0];
  const last = pages.get(lo)?.dates.at(-1);
  const lastIndex = lo * perPage - 1;
  if (newest === undefined || last === undefined || lastIndex <= 0 || newest <= last) return null;
  const postsPerMs = lastIndex / (newest - last);
  const ahead = overshoot * postsPerMs * (last - since);
  return pageOf(Math.floor(lastIndex + ahead) + 1, perPage);
}

/**
 * Where `since` should fall between the last post of page `lo` (at or after it) and the first of
 * page `hi` (before it), posts taken as evenly spread in time between the two; strictly between
 * the pages. Null when page `hi` is empty (the feed's end is somewhere before it).
 */
function interpolate(
  pages: ReadonlyMap<number, ProbedPage>,
  lo: number,
  hi: number,
  since: number,
  perPage: number,
): number | null {
  const after = pages.get(hi)?.dates[0];
  if (after === undefined || after >= since) return null;
  const before = lo === 0 ? undefined : pages.get(lo)?.dates.at(-1);
  const beforeIndex = lo * perPage - 1;
  const afterIndex = (hi - 1) * perPage;
  if (before === undefined || before <= after) return null;
  const index =
    fromNearPage(pages.get(lo)!, beforeIndex, since, before - since, after) ??
    fromNearPage(pages.get(hi)!, afterIndex, since, since - after, before) ??
    beforeIndex + ((afterIndex - beforeIndex) * (before - since)) / (before - after);
  return Math.min(hi - 1, Math.max(lo + 1, pageOf(Math.floor(index) + 1, perPage)));
}

/**
 * Where `since` falls by the pace of one page read beside it: `edgeIndex` is the index of its
 * post nearest `since`, `gap` how far that post is from `since`. Null when the page is not the
 * nearer of the bracket's two (`otherEdge` is the other page's nearest post), is further than
 * NEAR_SPANS of its own spans away, or shows no pace (one post, or all at one second).
 */
function fromNearPage(
  page: ProbedPage,
  edgeIndex: number,
  since: number,
  gap: number,
  otherEdge: number,
): number | null {
  const span = page.dates[0]! - page.dates.at(-1)!;
  if (Math.abs(otherEdge - since) < gap || span <= 0 || gap > NEAR_SPANS * span) return null;
  const ahead = (gap * (page.dates.length - 1)) / span;
  // Older than every post of the page: further down the feed; newer: further up.
  return page.dates[0]! >= since ? edgeIndex + ahead : edgeIndex - ahead;
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
