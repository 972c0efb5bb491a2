import type { QueryStatus } from '@tanstack/react-query';
import { isApiError } from './errors';

/**
 * How the dashboard keeps live numbers fresh (the feed's new-post check, the pending-request
 * badges): one rhythm and one set of rules, all of them React Query's own machinery, never a
 * timer of ours that fetches.
 *
 * - Every 30 s while the page is visible: `refetchInterval`, with `refetchIntervalInBackground`
 *   off, so a hidden tab asks nothing (React Query's focus manager reads `visibilitychange`).
 *   Coming back after longer than that, `refetchOnWindowFocus` asks once, at once.
 * - Never two requests at a time: an interval tick while a request (or its retry) is under way
 *   joins it instead of starting another (`cancelRefetch: false` is what the interval uses).
 * - Backing off after errors: a failure that may pass (network, timeout, 5xx) is retried by
 *   React Query's retryer after 1, 2, 4 minutes, then every 5 — the interval's ticks join that
 *   attempt meanwhile — and the retryer pauses while the tab is hidden. Any other failure (a
 *   4xx, a reply of the wrong shape) is not retried: it is reported (a 401 ends the session,
 *   see app/query-client.ts) and the next try waits the longest back-off — none at all after
 *   a refusal of this account (401, 403, 422 `permission_failed`).
 * - None after sign-out: these queries live in the signed-in shell's QueryClient, which is
 *   cleared on sign-out (destroying each query cancels its request and its retries), and
 *   their observers unmount with the shell.
 */
export const LIVE_REFRESH_MS = 30_000;
/** The longest wait between two tries while a live query keeps failing. */
export const LIVE_BACKOFF_CAP_MS = 5 * 60_000;

/** The wait before retry number `failureCount + 1`: 60 s, 2 min, 4 min, then 5 min. */
export function liveRetryDelay(failureCount: number): number {
  const attempt = Number.isFinite(failureCount) ? Math.max(0, Math.floor(failureCount)) : 0;
  return Math.min(LIVE_REFRESH_MS * 2 ** (attempt + 1), LIVE_BACKOFF_CAP_MS);
}

/** Retry for as long as the failure may pass; the delays grow (`liveRetryDelay`). */
export function liveRetry(_failureCount: number, error: unknown): boolean {
  return isApiError(error) && error.isTransient;
}

/**
 * Every 30 s; after a failure that retrying could not help, the longest back-off; never again
 * after a refusal of this account (a 401 ends the session, a 403 stays a 403:
 * docs/decisions/030-final-refusals-and-outages.md).
 */
export function liveRefetchInterval(query: LiveQueryState): number | false {
  if (query.state.status !== 'error') return LIVE_REFRESH_MS;
  return refusedAccess(query) ? false : LIVE_BACKOFF_CAP_MS;
}

/** A live query's state, as React Query's option functions see it. */
interface LiveQueryState {
  state: { status: QueryStatus; error: unknown };
}

function refusedAccess({ state }: LiveQueryState): boolean {
  return state.status === 'error' && isApiError(state.error) && state.error.isRefusedAccess;
}

/**
 * Refresh when the page becomes visible again (`'always'`: at once; `true`: when stale), but
 * never after a refusal of this account (docs/decisions/030-final-refusals-and-outages.md).
 */
export function refetchOnFocusUnlessRefused<When extends true | 'always'>(when: When) {
  return (query: LiveQueryState): When | false => (refusedAccess(query) ? false : when);
}

/** The options every live query spreads into its `queryOptions`. */
export const livePolling = {
  refetchInterval: liveRefetchInterval,
  refetchIntervalInBackground: false,
  retry: liveRetry,
  retryDelay: liveRetryDelay,
} as const;
