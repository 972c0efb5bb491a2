import type { QueryClient } from '@tanstack/react-query';
import type { PageRequest } from '../../routes/page-prefetch';
import { spacesQuery } from '../directory';
import { joinRequestsPageQuery } from './join-requests';

/**
 * Each space's first join requests, as soon as both the spaces and the credential check have
 * answered, for an administrator (every space's requests are theirs: api/inbox/managed-spaces.ts)
 * — the very requests the inbox, the sidebar's count and the overview's pending card make, so
 * none is asked twice. Started on the cache they belong in by then (the app's, the check
 * having answered), not after the page has rendered and asked for the spaces itself: a round
 * trip and a render earlier. Anyone else's spaces depend on their memberships: left to the page.
 */
export async function prefetchEverySpacesJoinRequests(
  queryClient: QueryClient,
  { client, account, cacheNow }: PageRequest,
): Promise<void> {
  const [spaces, facts] = await Promise.all([
    queryClient.fetchQuery(spacesQuery(client)).catch(() => null),
    account,
  ]);
  const cache = cacheNow();
  if (!spaces || !facts?.isAdministrator || !cache) return;
  await Promise.all(
    spaces.map((space) => cache.prefetchQuery(joinRequestsPageQuery(client, space.slug, 1))),
  );
}
