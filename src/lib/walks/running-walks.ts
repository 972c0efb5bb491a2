import type { QueryClient } from '@tanstack/react-query';
import type { WalkProgress } from './walk-pages';

/**
 * The walks under way, by query hash, for one query client: each with its own AbortController
 * (React Query's own cancellation would throw the rows read away, so a walk is cancelled here
 * and returns them as partial data) and its progress, which lives outside the query's data so
 * that "312 of 2,000" can change every page without touching the cache. Components read the
 * progress with `useSyncExternalStore(subscribe, progress)`.
 *
 * Listeners hear of progress at most every `PROGRESS_NOTIFY_MS` (the first report at once, the
 * latest one at the end of each interval): a store read with `useSyncExternalStore` re-renders
 * synchronously, and the overview's walks report several hundred pages in a few seconds, each
 * of which re-rendered the whole page while its pages were arriving. `progress()` always
 * answers the latest.
 */

/** The least time between two progress notifications of one walk. */
export const PROGRESS_NOTIFY_MS = 100;

/** A walk's handle, for the query function that runs it. */
export interface RunningWalk {
  signal: AbortSignal;
  report(progress: WalkProgress): void;
  /** Ends the walk; false when another walk of the same query had replaced it. */
  finish(): boolean;
}

interface Entry {
  controller: AbortController;
  progress: WalkProgress | null;
  /** The interval after a notification, while one runs. */
  quiet: ReturnType<typeof setTimeout> | null;
  /** Progress came during the interval: tell it at its end. */
  untold: boolean;
}

/** The walks under way of one query client, by query hash (see above). */
export class RunningWalks {
  #walks = new Map<string, Entry>();
  #listeners = new Map<string, Set<() => void>>();

  /** Starts a walk of `hash`, cancelling one already under way (it is being replaced). */
  start(hash: string): RunningWalk {
    this.cancel(hash);
    const entry: Entry = {
      controller: new AbortController(),
      progress: null,
      quiet: null,
      untold: false,
    };
    this.#walks.set(hash, entry);
    this.#notify(hash);
    return {
      signal: entry.controller.signal,
      report: (progress) => {
        if (this.#walks.get(hash) !== entry) return;
        entry.progress = progress;
        if (entry.quiet !== null) {
          entry.untold = true;
          return;
        }
        this.#notify(hash);
        const endInterval = () => {
          entry.quiet = null;
          if (!entry.untold || this.#walks.get(hash) !== entry) return;
          entry.untold = false;
          this.#notify(hash);
          entry.quiet = setTimeout(endInterval, PROGRESS_NOTIFY_MS);
        };
        entry.quiet = setTimeout(endInterval, PROGRESS_NOTIFY_MS);
      },
      finish: () => {
        if (this.#walks.get(hash) !== entry) return false;
        if (entry.quiet !== null) clearTimeout(entry.quiet);
        this.#walks.delete(hash);
        this.#notify(hash);
        return true;
      },
    };
  }

  /** Cancels the walk of `hash`; its query keeps what it read. False when none was running. */
  cancel(hash: string): boolean {
    const entry = this.#walks.get(hash);
    if (!entry || entry.controller.signal.aborted) return false;
    // The signal's own reason, an `AbortError`: a cancelled walk is not a failure to explain.
    entry.controller.abort();
    return true;
  }

  /** The progress of the walk of `hash`, null when none is running. Same object until it moves. */
  progress(hash: string): WalkProgress | null {
    return this.#walks.get(hash)?.progress ?? null;
  }

  subscribe(hash: string, listener: () => void): () => void {
    let listeners = this.#listeners.get(hash);
    if (!listeners) this.#listeners.set(hash, (listeners = new Set()));
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.#listeners.delete(hash);
    };
  }

  #notify(hash: string): void {
    for (const listener of this.#listeners.get(hash) ?? []) listener();
  }
}

const registries = new WeakMap<QueryClient, RunningWalks>();

/** The walks under way of one query client. */
export function runningWalksOf(client: QueryClient): RunningWalks {
  let walks = registries.get(client);
  if (!walks) registries.set(client, (walks = new RunningWalks()));
  return walks;
}
