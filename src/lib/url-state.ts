import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A page's filters live in the URL, their one source (a link, a reload, back and forward and a
 * saved view all reopen the same list): parsed once by a codec, with values equal to their
 * defaults dropped so links stay short. Discrete changes (sort, page, status) push a history
 * entry; a search adds one entry when it starts, and further typing replaces it
 * (components/use-search-draft.ts).
 */
export interface ParsedUrlState<T> {
  state: T;
  /** Parameters of the link that were not understood and fell back to defaults, e.g. `page=abc`. */
  ignored: string[];
}

export interface UrlStateCodec<T> {
  parse(params: URLSearchParams): ParsedUrlState<T>;
  /** Only the values that differ from their defaults. */
  serialize(state: T): URLSearchParams;
}

export interface SetUrlStateOptions {
  /** Replace the current history entry instead of adding one (while typing). */
  replace?: boolean;
}

export function useUrlState<T>(codec: UrlStateCodec<T>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = useMemo(() => codec.parse(searchParams), [codec, searchParams]);

  // The router applies a new URL in a transition, and its setter builds on the search params of
  // the last render: a second change before that render (a filter right after "Clear filters",
  // a debounced search landing mid-click) would undo the first. So changes build on the URL
  // this hook last wrote until the router has rendered it (or any other URL).
  const written = useRef<URLSearchParams | null>(null);
  useLayoutEffect(() => {
    written.current = null;
  }, [searchParams]);

  const setState = useCallback(
    (patch: Partial<T> | ((current: T) => Partial<T>), options: SetUrlStateOptions = {}) => {
      const current = codec.parse(written.current ?? searchParams).state;
      const changes = typeof patch === 'function' ? patch(current) : patch;
      const next = codec.serialize({ ...current, ...changes });
      written.current = next;
      setSearchParams(next, { replace: options.replace ?? false });
    },
    [codec, searchParams, setSearchParams],
  );

  return { state: parsed.state, ignored: parsed.ignored, setState };
}
