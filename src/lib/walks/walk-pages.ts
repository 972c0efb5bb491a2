import { sleep } from './sleep';

/**
 * Walks every page of a Laravel-style paginator (members, students: `data, current_page,
 * last_page, total`; behaviour.md, "Page envelopes"), several pages at a time, for the numbers
 * that need every row.
 *
 * - Page 1 goes alone: it tells `last_page` and `total`. Then the rest, at most `concurrency`
 *   requests in flight, lowest page first.
 * - `last_page` is read again from every answer (the list grows or shrinks while we walk): the
 *   latest answer decides how far the walk goes. An empty page ends it.
 * - Rows come back in page order, a row already seen on an earlier page left out (rows shift
 *   between pages when the list changes under the walk).
 * - Cancelling (`signal`) or a page that fails does not throw away what was read: the walk
 *   returns it with `complete: false` and why it stopped. Only a failure before any row was read
 *   throws. The rows read so far, passed back as `startFrom`, resume the walk: only the pages
 *   it does not have are fetched.
 * - `requests` counts every request made by this call, retries included: the cost of the number.
 */

/** One page as a walk needs it. */
export interface WalkPage<T> {
  rows: readonly T[];
  /** The last page number, as this answer sees it (`last_page`). */
  lastPage: number;
  /** How many rows the whole list has, as this answer sees it (`total`). */
  total: number;
}

/** Fetches one page; must honour `signal`. */
export type FetchWalkPage<T> = (page: number, signal: AbortSignal) => Promise<WalkPage<T>>;

/** Why a walk ended before it read every page. */
export type WalkStop =
  /** Its signal was aborted. */
  | 'cancelled'
  /** A request failed (after its retries); `error` says why. */
  | 'failed'
  /** The list has more pages than `maxPages`. */
  | 'page-limit';

/** How many of a walk's rows came from one page: what a resumed walk keeps and skips. */
export interface PageSpan {
  page: number;
  rows: number;
}

/** What a walk has read, plain data (it is cached and persisted): enough to resume it. */
export interface PagesRead<T> {
  /** Every row read, in page order, each once. */
  rows: T[];
  /** The pages read, in order, and how many of `rows` each one gave. */
  pages: PageSpan[];
  /** The last page as the latest answer saw it; null before any answer. */
  lastPage: number | null;
  /** The list's size as the latest answer saw it; null before any answer. */
  total: number | null;
}

/** How far a walk has come, for "312 of 2,000 members". */
export interface WalkProgress {
  rows: number;
  /** null while unknown. */
  total: number | null;
  requests: number;
}

/**
 * Whether to try a failed request again: the delay before the next attempt in milliseconds,
 * or null to give up. `attempt` is 1 after the first failure.
 */
export type RetryPolicy = (error: unknown, attempt: number) => number | null;

/** How to walk: identity of a row, concurrency, cancellation, progress, resume, limits. */
export interface WalkPagesOptions<T> {
  /** A row's identity, to keep each row once. */
  keyOf: (row: T) => string | number;
  /** Requests in flight at most; 4 by default. */
  concurrency?: number;
  /** Aborting it cancels the walk: requests in flight are aborted, what was read is returned. */
  signal?: AbortSignal;
  onProgress?: (progress: WalkProgress) => void;
  /** What an earlier, partial walk of the same list read: those pages are not fetched again. */
  startFrom?: PagesRead<T>;
  /** A safety net against a `last_page` that never ends; 10,000 by default. */
  maxPages?: number;
  /** No retries by default. */
  retry?: RetryPolicy;
}

/** A walk's outcome: whole when `complete`, otherwise what it read and why it stopped. */
export interface WalkPagesResult<T> extends PagesRead<T> {
  complete: boolean;
  /** Requests made by this call (not those of `startFrom`), retries included. */
  requests: number;
  stoppedBy?: WalkStop;
  /** The failure, when `stoppedBy` is `'failed'`. */
  error?: unknown;
}

/** Requests in flight at most, by default: a site's PHP workers are few. */
export const DEFAULT_WALK_CONCURRENCY = 4;
const DEFAULT_MAX_PAGES = 10_000;

/** Walks every page of `fetchPage`'s list (see above). */
export async function walkPages<T>(
  fetchPage: FetchWalkPage<T>,
  options: WalkPagesOptions<T>,
): Promise<WalkPagesResult<T>> {
  const {
    keyOf,
    concurrency = DEFAULT_WALK_CONCURRENCY,
    signal,
    onProgress,
    startFrom,
    maxPages = DEFAULT_MAX_PAGES,
    retry,
  } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a programming error, never shown
    throw new RangeError(`walkPages: concurrency must be a positive integer, not ${concurrency}`);
  }

  const read = startFrom ? pagesOf(startFrom) : new Map<number, readonly T[]>();
  let lastPage = startFrom?.lastPage ?? null;
  let total = startFrom?.total ?? null;
  /** The first page that came back empty: nothing after it is needed. */
  let emptyPage = Number.POSITIVE_INFINITY;
  let requests = 0;
  let stoppedBy: 'cancelled' | 'failed' | undefined;
  let error: unknown;
  const seen = new Set<string | number>();
  for (const rows of read.values()) for (const row of rows) seen.add(keyOf(row));

  const inner = new AbortController();
  const onAbort = () => {
    stoppedBy ??= 'cancelled';
    inner.abort(signal?.reason);
  };
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });

  const report = () => onProgress?.({ rows: seen.size, total, requests });
  const neededUpTo = () => Math.min(lastPage ?? 1, emptyPage - 1, maxPages);

  const inFlight = new Map<number, Promise<void>>();
  let cursor = 1;
  const nextPage = (): number | null => {
    while (cursor <= neededUpTo() && (read.has(cursor) || inFlight.has(cursor))) cursor += 1;
    return cursor <= neededUpTo() ? cursor : null;
  };

  const load = async (page: number): Promise<void> => {
    for (let attempt = 1; !inner.signal.aborted; attempt += 1) {
      requests += 1;
      try {
        const answer = await fetchPage(page, inner.signal);
        read.set(page, answer.rows);
        lastPage = answer.lastPage;
        total = answer.total;
        if (answer.rows.length === 0) emptyPage = Math.min(emptyPage, page);
        for (const row of answer.rows) seen.add(keyOf(row));
        report();
        return;
      } catch (cause) {
        // A request aborted because the walk stopped is not a failure of its own.
        if (inner.signal.aborted) return;
        const delay = retry?.(cause, attempt) ?? null;
        if (delay === null) {
          stoppedBy ??= 'failed';
          error = cause;
          inner.abort(cause);
          return;
        }
        await sleep(delay, inner.signal);
      }
    }
  };

  report();
  try {
    for (;;) {
      // Page 1 alone until the list's length is known, then up to `concurrency` at a time.
      const slots = lastPage === null ? 1 : concurrency;
      while (!inner.signal.aborted && inFlight.size < slots) {
        const page = nextPage();
        if (page === null) break;
        inFlight.set(
          page,
          load(page).finally(() => inFlight.delete(page)),
        );
      }
      if (inFlight.size === 0) break;
      await Promise.race(inFlight.values());
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }

  cursor = 1;
  const readEverything = lastPage !== null && nextPage() === null;
  const beyondLimit = Math.min(lastPage ?? 0, emptyPage - 1) > maxPages;
  const complete = readEverything && !beyondLimit;
  if (!complete && stoppedBy === 'failed' && read.size === 0) throw error;

  const result: WalkPagesResult<T> = {
    ...pagesRead(read, keyOf, lastPage, total),
    complete,
    requests,
  };
  if (!complete) {
    result.stoppedBy = stoppedBy ?? 'page-limit';
    if (stoppedBy === 'failed') result.error = error;
  }
  return result;
}

/** The rows of each page read, back from the spans of a `PagesRead`. */
function pagesOf<T>(read: PagesRead<T>): Map<number, readonly T[]> {
  const pages = new Map<number, readonly T[]>();
  let offset = 0;
  for (const span of read.pages) {
    pages.set(span.page, read.rows.slice(offset, offset + span.rows));
    offset += span.rows;
  }
  return pages;
}

/**
 * Rows of pages read, in page order, each row once (its first page keeps it), with the spans
 * that let a later walk put them back.
 */
function pagesRead<T>(
  pages: ReadonlyMap<number, readonly T[]>,
  keyOf: (row: T) => string | number,
  lastPage: number | null,
  total: number | null,
): PagesRead<T> {
  const rows: T[] = [];
  const spans: PageSpan[] = [];
  const seen = new Set<string | number>();
  for (const page of [...pages.keys()].sort((a, b) => a - b)) {
    let kept = 0;
    for (const row of pages.get(page) ?? []) {
      const key = keyOf(row);
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push(row);
      kept += 1;
    }
    spans.push({ page, rows: kept });
  }
  return { rows, pages: spans, lastPage, total };
}
