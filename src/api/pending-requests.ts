import { useQueries, useQuery } from '@tanstack/react-query';
import { useApiClient } from './ApiClientProvider';
import { spacesQuery } from './directory';
import { joinRequestsPageQuery } from './inbox/join-requests';
import type { Space } from './schemas/space';

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
 * Every space's `pending_count`, summed, read from the first page of its join requests: the
 * very request the inbox (and so the sidebar's count) makes for each space it lists, so the
 * overview's card costs no request of its own where the inbox already asked (an action on
 * either moves both: api/member-cache.ts). Only for an account that may see requests
 * (`enabled`: administrators and moderators; a space answers its count only to its admins and
 * the site's, behaviour.md "Space members"): for anyone else it asks nothing, not even the
 * spaces.
 */
export function usePendingRequests({ enabled }: { enabled: boolean }): PendingRequests {
  const client = useApiClient();
  const spaces = useQuery({ ...spacesQuery(client), enabled });
  const counts = useQueries({
    queries: (enabled ? (spaces.data ?? []) : []).map((space) => ({
      ...joinRequestsPageQuery(client, space.slug, 1),
      select: (response: { pending_count: number }) => response.pending_count,
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
