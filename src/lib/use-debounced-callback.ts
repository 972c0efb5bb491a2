import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';

/** How long typing must pause to count as done: a search box asks the server only then. */
export const TYPING_PAUSE_MS = 250;

export interface DebouncedCallback<A extends unknown[]> {
  (...args: A): void;
  /** Drops a call that is still waiting. */
  cancel: () => void;
}

/**
 * Calls `callback` once calls have stopped for `delayMs` (typing in a search box makes one
 * request, not one per keystroke). Always calls the latest `callback`; a waiting call is
 * dropped on unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delayMs: number,
): DebouncedCallback<A> {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useLayoutEffect(() => {
    latest.current = callback;
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  return useMemo(() => {
    const debounced = (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delayMs);
    };
    debounced.cancel = () => clearTimeout(timer.current);
    return debounced;
  }, [delayMs]);
}
