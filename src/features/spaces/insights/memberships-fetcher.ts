import { MAX_PER_PAGE, MEMBER_SORT_DEFAULTS } from '../../../../contract';
import type { ApiClient } from '../../../api/client';
import type { Member } from '../../../api/schemas/member';
import {
  fetchSpaceMembersPage,
  pendingListRefused,
  PendingListRefusedError,
  type MemberStatus,
} from '../../../api/space-members';
import type { WalkPage } from '../../../lib/walks/walk-pages';

/**
 * The member pages the space insights walk: 100 rows a page (the most our server sends;
 * behaviour.md, "Limits"), oldest first by join date, so that people who join during the walk
 * land on its last page instead of shifting every page under it.
 */

/** A page of memberships, with the space's pending count it came with. */
export interface MembershipsPage extends WalkPage<Member> {
  /** Every pending membership of the space; 0 for callers who cannot manage it. */
  pendingCount: number;
}

/**
 * Fetches one page of a space's active members or join requests, for walkPages. A pending list
 * the site refused throws `PendingListRefusedError`.
 */
export function spaceMembershipsFetcher(
  client: ApiClient,
  slug: string,
  list: MemberStatus,
): (page: number, signal: AbortSignal) => Promise<MembershipsPage> {
  return async (page, signal) => {
    const answer = await fetchSpaceMembersPage(
      client,
      slug,
      {
        status: list,
        search: '',
        sortBy: 'created_at',
        // Oldest first, the join date's own direction.
        sortDir: MEMBER_SORT_DEFAULTS.created_at,
        page,
        perPage: MAX_PER_PAGE,
      },
      signal,
    );
    const rows = answer.members.data;
    if (pendingListRefused(list, rows)) throw new PendingListRefusedError(slug);
    return {
      rows,
      lastPage: answer.members.last_page,
      total: answer.members.total,
      pendingCount: answer.pending_count,
    };
  };
}

/** A membership's identity (one person can hold only one membership of a space). */
export const membershipKey = (member: Member) => member.id;
