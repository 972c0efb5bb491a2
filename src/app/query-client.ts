import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors';

interface QueryClientHooks {
  /** The site stopped accepting the session's credentials. */
  onUnauthorized: () => void;
}

/**
 * React Query defaults, chosen on purpose:
 * - staleTime 30 s: lists an admin flips between are shown at once from cache, and refreshed
 *   in the background when older than that;
 * - retry only what may succeed on a second try (network, timeout, 5xx), twice, with backoff;
 *   a 4xx or a schema mismatch will not change by retrying;
 * - refetch when the window regains focus, so counts such as pending requests stay current.
 */
export function createQueryClient({ onUnauthorized }: QueryClientHooks): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isApiError(error) && error.isUnauthorized) onUnauthorized();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: (failureCount, error) => isApiError(error) && error.isTransient && failureCount < 2,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
        refetchOnWindowFocus: true,
      },
    },
  });
}
