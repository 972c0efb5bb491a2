import { startTransition, useCallback, useOptimistic } from 'react';
import { useUrlState, type SetUrlStateOptions } from '../../../lib/url-state';
import { feedFiltersCodec, type FeedFilters } from '../url-state';

/**
 * The feed's filters from the URL, plus what the toolbar shows. The router applies a new URL in
 * a transition, so a controlled checkbox or select would snap back to its old value until that
 * transition renders; `useOptimistic` shows the new choice at once and gives way to the URL as
 * soon as it arrives. The URL stays the one source of truth: the optimistic value lives only
 * while the change is on its way.
 */
export function useFeedFilters() {
  const { state: filters, ignored, setState } = useUrlState(feedFiltersCodec);
  const [shown, show] = useOptimistic(
    filters,
    (current: FeedFilters, patch: Partial<FeedFilters>) => ({ ...current, ...patch }),
  );
  const setFilters = useCallback(
    (patch: Partial<FeedFilters>, options?: SetUrlStateOptions) =>
      startTransition(() => {
        show(patch);
        setState(patch, options);
      }),
    [setState, show],
  );
  return { filters, shown, ignored, setFilters };
}
