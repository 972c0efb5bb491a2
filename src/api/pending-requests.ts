import { useQueries, useQuery } from '@tanstack/react-query';
import { useApiClient } from './ApiClientProvider';
import { spacesQuery } from './directory';
import { refetchOnFocusUnlessRefused } from './live-polling';
import type { Space } from './schemas/space';
import { pendingCountQuery } from './pending-count';

/** The join requests waiting across the site's spaces, as far as they are known. */
export interface PendingRequests {
  /** The spaces with requests waiting, most first. */
  waiting: Array<{ space: Space; count: number }>;
  /** All of them: what the overview shows. */
  total: number;
  /** Some count (or the list of spaces) has not come yet. */
  loading: boolean;
  /** Some space could not be asked: the total may be short. */
  failed: boolean;
}

/**
 * How long a space's count serves the total before a focus or a new page asks again: one
 * request a space each time, so not on the members page's live rhythm (decision record 031).
 */
export const PENDING_TOTAL_STALE_MS = 60_000;

/**
 * Every space's `pending_count` (the very queries of the members page's badges: one cache
 * entry a space, so the open space's live count moves the total too), summed. Only for an
 * account that may see requests (`enabled`: administrators and moderators; a space answers
 * its count only to its admins and the site's, behaviour.md
 * "Space members"): for anyone else it asks nothing, not even the spaces.
 */
export function usePendingRequests({ enabled }: { enabled: boolean }): PendingRequests {
  const client = useApiClient();
  const spaces = useQuery({ ...spacesQuery(client), enabled });
  const counts = useQueries({
    queries: (enabled ? (spaces.data ?? []) : []).map((space) => ({
      ...pendingCountQuery(client, space.slug),
      refetchInterval: false as const,
      // A space that refused this account stays refused until "Try again" (decision record 030).
      refetchOnWindowFocus: refetchOnFocusUnlessRefused(true),
      staleTime: PENDING_TOTAL_STALE_MS,
    })),
  });
  const waiting = (spaces.data ?? [])
    .map((space, index) => ({ space, count: counts[index]?.data ?? 0 }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count);
  return {
    waiting,
    total: waiting.reduce((sum, { count }) => sum + count, 0),
    loading: enabled && (spaces.isPending || counts.some((count) => count.isPending)),
    failed: spaces.isError || counts.some((count) => count.isError),
  };
}
