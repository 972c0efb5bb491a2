import {
  hashKey,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { isApiError } from '../../api/errors';
import { useInsightsCache, scopeId } from './walk-scope';
import { persistenceGeneration, saveWalk } from './persisted-walks';
import { runningWalksOf } from './running-walks';
import type { WalkProgress, WalkStop } from './walk-pages';
import { walkRestoresOf, useWalkRestore } from './walk-restore';
import { reviveError, toStoredError, type WalkSnapshot } from './walk-snapshot';
import type { WalkStorage } from './walk-storage';

/**
 * A walk as a React Query query: what every insights hook is built on.
 *
 * - The query function runs the walk with an AbortController of its own (running-walks.ts):
 *   `cancel()` stops it and the rows read become the query's data, marked partial; React
 *   Query's own cancellation would revert them. Leaving the page does not stop a walk (its
 *   signal is never React Query's): it finishes in the cache and on the device.
 * - `resume()` runs the query again: from a partial snapshot it walks only what is missing;
 *   from a whole one it walks anew (a refresh).
 * - Whole data is fresh for 5 minutes, then refreshed in the background when a page shows it
 *   again; the old data stays, with its own `fetchedAt`, until the new walk is whole. A
 *   refresh that is cancelled keeps the old data; one that fails keeps it too, and sets
 *   `error`. Partial data is never refreshed by itself: only `resume()` continues it.
 * - Progress lives outside the data, by query hash, so it moves without re-creating the data.
 * - With storage (walk-scope.tsx), the query is read back from the device before it may
 *   run (walk-restore.ts) and written there after each run (persisted-walks.ts).
 * - A failure that ends the session (401, 403) is thrown rather than kept as partial data, so
 *   that the app's query cache sees it (app/query-client.ts). So is a failure before anything
 *   was read.
 */

/** What a walk returns to `useWalk`: its state, and how it ended. */
export interface WalkOutcome<S> {
  state: S;
  complete: boolean;
  /** Requests this run made. */
  requests: number;
  stoppedBy?: WalkStop;
  error?: unknown;
}

/** Runs a walk: from `resumeFrom` (a partial state) when given, from scratch otherwise. */
export type RunWalk<S> = (context: {
  signal: AbortSignal;
  onProgress: (progress: WalkProgress) => void;
  resumeFrom: S | undefined;
}) => Promise<WalkOutcome<S>>;

/** A walk as its hook returns it: data (see each hook), progress, and the two controls. */
export interface InsightsWalk<D> {
  /** undefined until a first walk has read something (or the device had it). */
  data: D | undefined;
  /** The running walk's progress (rows read, of how many, requests); null when none runs. */
  progress: WalkProgress | null;
  /** A walk is running: the first one, a refresh, or a resume. */
  isWalking: boolean;
  /** The device's copy is being read; the query waits for it. */
  isRestoring: boolean;
  /** Why the walk (or its refresh) failed; null otherwise. */
  error: Error | null;
  /** Stops the running walk; what it read stays, as partial data. */
  cancel: () => void;
  /** Continues a partial walk (or walks anew when the data is whole). */
  resume: () => void;
}

/** What `useWalk` gives the hooks: the raw snapshot, which each hook turns into its data. */
export interface WalkHandle<S> extends Omit<InsightsWalk<never>, 'data'> {
  snapshot: WalkSnapshot<S> | undefined;
}

/** Whole data is fresh this long (docs/decisions/022-insights-from-the-read-endpoints.md). */
export const WALK_STALE_TIME_MS = 5 * 60_000;
/** Kept in memory this long after its last page left (the device keeps it longer). */
export const WALK_GC_TIME_MS = 30 * 60_000;

/** What every walk's data has, times as Dates. */
export interface WalkDataBase {
  complete: boolean;
  /** Every request this data cost. */
  requests: number;
  /** When the walk that made this data ended. */
  fetchedAt: Date;
  /** When it began (a resumed walk: its first run). */
  startedAt: Date;
  stoppedBy?: WalkStop;
}

/** The common part of a snapshot as the hooks show it. */
export function walkDataBase(snapshot: WalkSnapshot<unknown>): WalkDataBase {
  const base: WalkDataBase = {
    complete: snapshot.complete,
    requests: snapshot.requests,
    fetchedAt: new Date(snapshot.fetchedAt),
    startedAt: new Date(snapshot.startedAt),
  };
  if (snapshot.stoppedBy) base.stoppedBy = snapshot.stoppedBy;
  return base;
}

const watched = new WeakSet<QueryClient>();

/** A query that leaves the cache (sign-out's `clear()`, gc) stops its walk and its restore. */
function watchWalkQueries(queryClient: QueryClient): void {
  if (watched.has(queryClient)) return;
  watched.add(queryClient);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'removed') return;
    runningWalksOf(queryClient).cancel(event.query.queryHash);
    walkRestoresOf(queryClient).forget(event.query.queryHash);
  });
}

/** Ends the session: thrown, not kept (see above). */
function endsSession(error: unknown): boolean {
  return isApiError(error) && (error.isUnauthorized || error.isForbidden);
}

async function runWalkQuery<S>(
  queryClient: QueryClient,
  hash: string,
  run: RunWalk<S>,
  storage: WalkStorage | null,
  scope: string,
): Promise<WalkSnapshot<S>> {
  const previous = queryClient.getQueryCache().get<WalkSnapshot<S>>(hash)?.state.data;
  const resumeFrom = previous && !previous.complete ? previous : undefined;
  const generation = storage ? persistenceGeneration(storage) : 0;
  const baseRequests = resumeFrom?.requests ?? 0;
  const startedAt = resumeFrom?.startedAt ?? Date.now();

  const walk = runningWalksOf(queryClient).start(hash);
  let outcome: WalkOutcome<S>;
  let current: boolean;
  try {
    outcome = await run({
      signal: walk.signal,
      resumeFrom: resumeFrom?.state,
      onProgress: (progress) =>
        walk.report({ ...progress, requests: baseRequests + progress.requests }),
    });
  } finally {
    current = walk.finish();
  }

  if (!outcome.complete) {
    if (outcome.stoppedBy === 'failed' && endsSession(outcome.error)) throw outcome.error;
    // A refresh that did not finish keeps the whole data it was refreshing.
    if (previous?.complete) {
      if (outcome.stoppedBy === 'failed') throw outcome.error;
      return previous;
    }
  }
  const snapshot: WalkSnapshot<S> = {
    state: outcome.state,
    complete: outcome.complete,
    requests: baseRequests + outcome.requests,
    startedAt,
    fetchedAt: Date.now(),
  };
  if (!outcome.complete) {
    snapshot.stoppedBy = outcome.stoppedBy ?? 'cancelled';
    if (outcome.error !== undefined) snapshot.error = toStoredError(outcome.error);
  }
  // Not for a walk that was replaced, nor for a query that left the cache (a sign-out).
  if (storage && current && queryClient.getQueryCache().get(hash)) {
    void saveWalk(
      storage,
      { key: hash, scope, data: snapshot, updatedAt: snapshot.fetchedAt },
      generation,
    );
  }
  return snapshot;
}

/**
 * The query of a walk (see above). `queryKey` must come from `insightsKeys`, so that it names
 * the site and user.
 */
/** When a walk may run, and whether what the device kept is shown while it may not. */
export interface WalkOptions {
  /** The walk may run (default true). */
  enabled?: boolean;
  /**
   * Read the device's copy even while the walk may not run: a walk run only when asked
   * (docs/decisions/038) still shows what it read last time, with its age.
   */
  restore?: boolean;
}

export function useWalk<S>(
  queryKey: QueryKey,
  run: RunWalk<S>,
  { enabled = true, restore: restoreIdle = false }: WalkOptions = {},
): WalkHandle<S> {
  const queryClient = useQueryClient();
  const { scope, storage } = useInsightsCache();
  const hash = hashKey(queryKey);
  const walks = runningWalksOf(queryClient);
  useEffect(() => watchWalkQueries(queryClient), [queryClient]);
  const restore = useWalkRestore(queryClient, hash, enabled || restoreIdle ? storage : null);
  const scopeKey = scopeId(scope);

  const query = useQuery({
    queryKey,
    queryFn: ({ client }) => runWalkQuery(client, hash, run, storage, scopeKey),
    enabled: enabled && restore.ready,
    staleTime: (current) =>
      current.state.data?.complete === false ? Number.POSITIVE_INFINITY : WALK_STALE_TIME_MS,
    gcTime: WALK_GC_TIME_MS,
    // Pages retry on their own (page-retry.ts): running the whole walk again would not help.
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // Every walk makes new rows: comparing thousands of them with the old ones buys nothing.
    structuralSharing: false,
  });

  const subscribe = useCallback(
    (listener: () => void) => walks.subscribe(hash, listener),
    [walks, hash],
  );
  const progress = useSyncExternalStore(subscribe, () => walks.progress(hash));
  const cancel = useCallback(() => {
    walks.cancel(hash);
  }, [walks, hash]);
  const { refetch } = query;
  const resume = useCallback(() => {
    void refetch({ cancelRefetch: false });
  }, [refetch]);

  const snapshot = query.data;
  const queryError = query.error;
  const error = useMemo(
    () => queryError ?? (snapshot?.error ? reviveError(snapshot.error) : null),
    [queryError, snapshot],
  );
  return {
    snapshot,
    progress,
    isWalking: query.isFetching,
    isRestoring: restore.restoring,
    error,
    cancel,
    resume,
  };
}
