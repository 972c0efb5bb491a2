import { MAX_PER_PAGE } from '../../../../contract';
import { parseSiteDate } from '../../../lib/dates';
import { findFeedPositions, type FeedDatesPage, type ProbedPage } from './feed-positions';
import {
  DEFAULT_WALK_CONCURRENCY,
  walkPages,
  type PagesRead,
  type RetryPolicy,
  type WalkPage,
  type WalkPagesResult,
  type WalkProgress,
  type WalkStop,
} from '../../../lib/walks/walk-pages';

/**
 * Every post created at or after an instant, read from the `latest` feed (newest first) and no
 * further than the window.
 *
 * 1. The window's size is found first by bisection (feed-positions.ts): about 2·log2(pages)
 *    requests, each reading only dates.
 * 2. Then the window's pages, up to 4 in flight, lowest first (walk-pages.ts), with "N of M
 *    posts" progress. If posts arrived meanwhile and the window's last page is still all
 *    inside it, the walk goes on a page at a time until a page reaches past the window; a page
 *    with no post in the window ends it.
 * The bisection's pages are not reused for the walk on purpose: they were read seconds
 * earlier, and a post published in between shifts the feed by one, so mixing them with fresh
 * pages would skip the posts at each seam. Read in order and close together, fresh pages can
 * only repeat a post (kept once), or skip one published exactly while requests in flight are
 * answered out of order.
 * Posts are kept once each (by id: new posts shift the feed while we walk) and only those
 * created at or after the instant. Cancelled or failed, the walk returns what it read, marked
 * partial; passed back as `startFrom`, it resumes without asking again for what it has.
 *
 * Requests for a window of n posts in pages of 100: ⌈n / 100⌉ for the pages, plus at most
 * 2·⌈log2(⌊n / 100⌋ + 2)⌉ − 1 for the bisection; one more page when posts arrive meanwhile or
 * the window ends exactly at a page's end (the next page tells which).
 */

/** A post as the window walk needs it: the rest of the feed item comes along untouched. */
export interface WindowPost {
  id: number;
  created_at: string;
}

/** One page of the `latest` feed, whole. */
export interface FeedPostsPage<P> {
  posts: readonly P[];
  /** The page came back full (behaviour.md, "Page envelopes"). */
  hasMore: boolean;
}

/** Fetches one page of the `latest` feed (without the pinned post set apart). */
export type FetchFeedPosts<P> = (
  page: number,
  perPage: number,
  signal: AbortSignal,
) => Promise<FeedPostsPage<P>>;

/** What a window walk has found and read: plain data, enough to resume it. */
export interface FeedWindowRead<P> {
  /** The window's start, epoch ms. */
  since: number;
  /** Posts in the window as the bisection counted them; null until it has. */
  expected: number | null;
  /** The bisection's pages, while it has not finished. */
  probed: ProbedPage[];
  /** The window's posts read so far, by page. */
  read: PagesRead<P>;
}

/** The window's posts read, whether that is all of them, the cost and why it stopped. */
export interface FeedWindowResult<P> extends FeedWindowRead<P> {
  /** The window's posts, newest first, each once. */
  posts: P[];
  complete: boolean;
  /** Requests made by this call. */
  requests: number;
  stoppedBy?: WalkStop;
  error?: unknown;
}

/** The window's start, and cancellation, progress, resume, page size, concurrency, retries. */
export interface WalkFeedWindowOptions<P> {
  since: Date;
  signal?: AbortSignal;
  /** `rows`: posts read; `total`: posts in the window, once known. */
  onProgress?: (progress: WalkProgress) => void;
  startFrom?: FeedWindowRead<P>;
  /** 100 by default. */
  perPage?: number;
  /** 4 by default. */
  concurrency?: number;
  retry?: RetryPolicy;
}

const postKey = (post: WindowPost) => post.id;

/**
 * Every post created at or after `options.since` (see above). Throws only when the first request
 * fails; cancelled or failed later, returns what it read, marked partial.
 */
export async function walkFeedWindow<P extends WindowPost>(
  fetchPage: FetchFeedPosts<P>,
  options: WalkFeedWindowOptions<P>,
): Promise<FeedWindowResult<P>> {
  const {
    signal,
    onProgress,
    startFrom,
    perPage = MAX_PER_PAGE,
    concurrency = DEFAULT_WALK_CONCURRENCY,
    retry,
  } = options;
  const since = options.since.getTime();
  const inWindow = (post: P) => (parseSiteDate(post.created_at)?.getTime() ?? since) >= since;

  let expected = startFrom?.expected ?? null;
  let probed = startFrom?.probed ?? [];
  let read: PagesRead<P> = startFrom?.read ?? { rows: [], pages: [], lastPage: null, total: null };
  let requests = 0;
  const state = () => ({ since, expected, probed, read });

  if (expected === null) {
    const fetchDates = async (
      page: number,
      size: number,
      pageSignal: AbortSignal,
    ): Promise<FeedDatesPage> => {
      const answer = await fetchPage(page, size, pageSignal);
      return { createdAt: answer.posts.map((post) => post.created_at), hasMore: answer.hasMore };
    };
    const found = await findFeedPositions(fetchDates, [options.since], {
      perPage,
      signal,
      startFrom: probed,
      retry,
      onProgress: (progress) =>
        onProgress?.({ rows: 0, total: null, requests: progress.requests }),
    });
    requests += found.requests;
    const count = found.positions[0]?.count ?? null;
    if (!found.complete || count === null) {
      probed = found.probed;
      const partial: FeedWindowResult<P> = {
        ...state(),
        posts: [],
        complete: false,
        requests,
        stoppedBy: found.stoppedBy ?? 'cancelled',
      };
      if (found.error !== undefined) partial.error = found.error;
      return partial;
    }
    expected = count;
    probed = [];
  }

  const windowSize = expected;
  /** The last page the window needs; it only grows, when posts arrive while we walk. */
  let lastNeeded = Math.max(read.lastPage ?? 0, Math.ceil(windowSize / perPage));
  const fetchWindowPage = async (page: number, pageSignal: AbortSignal): Promise<WalkPage<P>> => {
    const answer = await fetchPage(page, perPage, pageSignal);
    const posts = answer.posts.filter(inWindow);
    const goesOn = answer.hasMore && posts.length === answer.posts.length;
    if (goesOn && page >= lastNeeded) lastNeeded = page + 1;
    return { rows: posts, lastPage: lastNeeded, total: windowSize };
  };

  let walked: WalkPagesResult<P>;
  if (lastNeeded === 0) {
    walked = { ...read, complete: true, requests: 0 };
  } else {
    walked = await walkPages(fetchWindowPage, {
      keyOf: postKey,
      concurrency,
      signal,
      retry,
      startFrom: { ...read, lastPage: lastNeeded },
      onProgress: (progress) =>
        onProgress?.({ ...progress, total: windowSize, requests: requests + progress.requests }),
    });
  }
  requests += walked.requests;
  read = { rows: walked.rows, pages: walked.pages, lastPage: walked.lastPage, total: windowSize };

  const result: FeedWindowResult<P> = {
    ...state(),
    posts: walked.rows,
    complete: walked.complete,
    requests,
  };
  if (walked.stoppedBy) result.stoppedBy = walked.stoppedBy;
  if (walked.error !== undefined) result.error = walked.error;
  return result;
}
