import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A page's filters live in the URL (STYLE.md, "Search params are state"): parsed once by a
 * codec, with values equal to their defaults dropped so links stay short. Discrete changes
 * (sort, page, status) push a history entry; typing in a search box replaces it.
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

  const setState = useCallback(
    (patch: Partial<T> | ((current: T) => Partial<T>), options: SetUrlStateOptions = {}) => {
      setSearchParams(
        (previous) => {
          const current = codec.parse(previous).state;
          const changes = typeof patch === 'function' ? patch(current) : patch;
          return codec.serialize({ ...current, ...changes });
        },
        { replace: options.replace ?? false },
      );
    },
    [codec, setSearchParams],
  );

  return { state: parsed.state, ignored: parsed.ignored, setState };
}
