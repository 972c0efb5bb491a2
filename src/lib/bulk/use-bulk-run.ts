import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { isApiError } from '../../api/errors';
import type { ActionDescription } from '../action-log/entry';
import { useRecordAction } from '../action-log/owner';
import { failedItems, startBulkRun, type BulkSummary } from './bulk-run';

export type BulkRunState<Action, T> =
  | { phase: 'idle' }
  /** Reading the items to act on (say, every page of "all matching"). */
  | { phase: 'reading'; action: Action }
  | { phase: 'running'; action: Action; settled: number; total: number; cancelling: boolean }
  | {
      phase: 'done';
      action: Action;
      total: number;
      summary: BulkSummary<T>;
      /** Stopped because the site stopped answering (what was not done waits for Resume). */
      siteStopped: boolean;
    }
  /** The items could not be read: nothing was sent. */
  | { phase: 'unread'; action: Action; message: string };

/** The items to act on, or a way to read them (cancelled through its signal). */
export type BulkTargets<T> = readonly T[] | ((signal: AbortSignal) => Promise<readonly T[]>);

export interface BulkRunHandlers<Action, T> {
  /** The one request for one item. */
  send: (action: Action, item: T) => Promise<unknown>;
  /** Before the first request (say, stopping the reads that would land on top of the run). */
  beforeRun?: (action: Action, items: readonly T[]) => Promise<void> | void;
  /** As soon as an item's request took: it is shown done at once (through the cache). */
  onItemDone?: (action: Action, item: T) => void;
  /** An error after which nothing more is sent (a 401: the session has ended). */
  stopsTheRun?: (error: unknown) => boolean;
  /** How each item's action reads in the action log, as the same action on one row would. */
  logAs: (action: Action, item: T) => ActionDescription;
  /** Once the run has ended and its summary is shown (say, reading the lists again). */
  afterRun?: (action: Action, summary: BulkSummary<T>) => Promise<unknown> | void;
}

/**
 * A bulk action as a page shows it: the items read (when asked to), then one request per item
 * (bulk-run.ts: at most 4 at a time), its progress, a Cancel, and a summary whose failures can
 * be sent again. One run at a time: a second start while one runs (a double click) sends
 * nothing. What the requests are, and what each success changes, are the caller's.
 */
export function useBulkRun<Action, T>(handlers: BulkRunHandlers<Action, T>) {
  const [state, setState] = useState<BulkRunState<Action, T>>({ phase: 'idle' });
  const recordAction = useRecordAction();
  const current = useRef<{ cancel: () => void } | null>(null);
  // The latest handlers, read when a run needs them: a run outlives the render that started it.
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });

  const start = useCallback(
    async (action: Action, targets: BulkTargets<T>) => {
      if (current.current) return;
      const reading = new AbortController();
      current.current = { cancel: () => reading.abort() };
      try {
        let items: readonly T[];
        if (typeof targets === 'function') {
          setState({ phase: 'reading', action });
          try {
            items = await targets(reading.signal);
          } catch (error) {
            setState(
              reading.signal.aborted
                ? { phase: 'idle' }
                : {
                    phase: 'unread',
                    action,
                    message: error instanceof Error ? error.message : String(error),
                  },
            );
            return;
          }
        } else {
          items = targets;
        }
        const { send, beforeRun, stopsTheRun } = latest.current;
        await beforeRun?.(action, items);
        const total = items.length;
        let settled = 0;
        setState({ phase: 'running', action, settled, total, cancelling: false });
        let siteStopped = false;
        const run = startBulkRun(items, (item) => send(action, item), {
          onSettled: (item, outcome) => {
            settled += 1;
            recordAction(
              latest.current.logAs(action, item),
              outcome.ok ? { ok: true } : { ok: false, error: outcome.error },
            );
            if (outcome.ok) latest.current.onItemDone?.(action, item);
            setState((now) => (now.phase === 'running' ? { ...now, settled } : now));
          },
          // The site stopped answering: sending on would only fail; the rest waits for Resume.
          stopsTheRun: (error) => {
            if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) {
              siteStopped = true;
              return true;
            }
            return stopsTheRun?.(error) ?? false;
          },
        });
        current.current = {
          cancel: () => {
            run.cancel();
            setState((now) => (now.phase === 'running' ? { ...now, cancelling: true } : now));
          },
        };
        const summary = await run.finished;
        setState({ phase: 'done', action, total, summary, siteStopped });
        await latest.current.afterRun?.(action, summary);
      } finally {
        current.current = null;
      }
    },
    [recordAction],
  );

  return {
    state,
    start,
    /** The run is reading or sending: the selection it acts on stays as it is. */
    busy: state.phase === 'reading' || state.phase === 'running',
    cancel: useCallback(() => current.current?.cancel(), []),
    /** Sends again just the items whose request failed. */
    retryFailed: useCallback(() => {
      if (state.phase === 'done') void start(state.action, failedItems(state.summary));
    }, [state, start]),
    /** Sends what a stopped run left: the failed items, then those never sent. */
    resume: useCallback(() => {
      if (state.phase === 'done') {
        void start(state.action, [...failedItems(state.summary), ...state.summary.unsent]);
      }
    }, [state, start]),
    dismiss: useCallback(() => setState({ phase: 'idle' }), []),
  };
}

export type BulkRunHandle<Action, T> = ReturnType<typeof useBulkRun<Action, T>>;

/** What a run's status shows and offers: its state, Cancel, retry of failures, Dismiss. */
export type BulkRunView<Action, T> = Pick<
  BulkRunHandle<Action, T>,
  'state' | 'cancel' | 'retryFailed' | 'resume' | 'dismiss'
>;
