import type { Database } from 'better-sqlite3';
import type { ProfileRepository } from './profiles';
import { createRosterQueries } from './roster';
import type { RosterPageQuery } from '../../rows';

export type MemberRepository = ReturnType<typeof createMemberRepository>;

/**
 * Space members (behaviour.md, "Space members"): the default list is active memberships of
 * active profiles; the pending list is pending requests of active profiles; pending_count
 * counts every pending request, whatever the profile.
 */
export function createMemberRepository(db: Database, profiles: ProfileRepository) {
  const indexes = {
    created_at: 'fcom_space_user_members_joined',
    display_name: 'fcom_space_user_members_name',
    last_activity: 'fcom_space_user_members_activity',
    search: 'fcom_space_user_members_search',
  };
  const matching = (term: string) => profiles.userIdsMatching(term);
  const active = createRosterQueries(
    db,
    "status = 'active' AND profile_status = 'active'",
    indexes,
    matching,
  );
  const pending = createRosterQueries(
    db,
    "status = 'pending' AND profile_status = 'active'",
    indexes,
    matching,
  );
  const pendingCount = db.prepare<[number], { n: number }>(
    "SELECT count(*) AS n FROM fcom_space_user WHERE space_id = ? AND status = 'pending'",
  );
  return {
    page(list: 'active' | 'pending', query: RosterPageQuery) {
      return (list === 'active' ? active : pending)(query);
    },
    pendingCount(spaceId: number): number {
      return pendingCount.get(spaceId)?.n ?? 0;
    },
  };
}
