import { MAX_PER_PAGE } from '../../../contract';
import { collectAllPages } from '../../lib/collect-pages';
import type { ApiClient } from '../client';
import { isApiError } from '../errors';
import { fetchSpaceMembersPage, pendingListRefused } from '../space-members';
import { joinRequestsRequest } from './join-requests';
import type { ManagedSpace } from './managed-spaces';
import { compareRequests, type JoinRequest } from './merge-join-requests';

/**
 * Every join request waiting in `spaces`, oldest first across them: what "Select all N waiting"
 * acts on. Each space's pending list is read whole, the most a page holds, one request at a
 * time (lib/collect-pages.ts); a space whose pending list the site refused (with a 403, or
 * answering its active members instead: behaviour.md, "Space members") adds none, as it counts
 * none in the inbox (decision record 030).
 */
export async function readEveryJoinRequest(
  client: ApiClient,
  spaces: readonly ManagedSpace[],
  signal: AbortSignal,
): Promise<JoinRequest[]> {
  const every: JoinRequest[] = [];
  for (const space of spaces) {
    let refused = false;
    const members = await collectAllPages(
      async (page, pageSignal) => {
        const response = await fetchSpaceMembersPage(
          client,
          space.slug,
          { ...joinRequestsRequest(page), perPage: MAX_PER_PAGE },
          pageSignal,
        );
        refused ||= pendingListRefused('pending', response.members.data);
        return refused
          ? { rows: [], lastPage: page, total: 0 }
          : {
              rows: response.members.data,
              lastPage: response.members.last_page,
              total: response.members.total,
            };
      },
      { signal, keyOf: (member) => member.id },
    ).catch((error: unknown) => {
      if (isApiError(error) && error.isRefusedAccess) return [];
      throw error;
    });
    for (const member of members) every.push({ space, member });
  }
  return every.sort(compareRequests);
}
