import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { membersResponseSchema } from '../../api/schemas/member';

/**
 * `pending_count` comes with every members page (behaviour.md, "Space members"). The badges
 * read it from one small request (per_page=1) that refreshes every minute while shown, and
 * when the window regains focus.
 */
export const pendingCountKeys = {
  all: ['members', 'pending-count'] as const,
  space: (slug: string) => [...pendingCountKeys.all, slug] as const,
};

export const PENDING_COUNT_REFRESH_MS = 60_000;

export function pendingCountQuery(client: ApiClient, slug: string) {
  return queryOptions({
    queryKey: pendingCountKeys.space(slug),
    queryFn: async ({ signal }) => {
      const response = await client.get(
        `fluent-community/v2/spaces/${encodeURIComponent(slug)}/members`,
        {
          schema: membersResponseSchema,
          params: { per_page: 1 },
          signal,
        },
      );
      return response.pending_count;
    },
    refetchInterval: PENDING_COUNT_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 15_000,
  });
}
