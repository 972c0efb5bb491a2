import type { Database } from 'better-sqlite3';
import type { MemberWrites, MembershipState } from '../member-writes';

/** `2026-11-27 18:40:00`, as every timestamp of the demo is stored. */
const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

/**
 * The demo's membership writes, on the server's own connection (the read workers see each
 * one once it commits: WAL). A new membership carries its member's profile copies, as every
 * membership does (schema 001: what the member lists filter and sort on); a user without a
 * profile gets empty ones and is listed nowhere, as the copies of the local copy do.
 */
export function createMemberWrites(db: Database): MemberWrites {
  const user = db.prepare<[number], { profileStatus: string | null }>(
    `SELECT x.status AS profileStatus FROM wp_users u
       LEFT JOIN fcom_xprofile x ON x.user_id = u.ID
      WHERE u.ID = ?`,
  );
  const membership = db.prepare<[number, number], MembershipState>(
    'SELECT status, role FROM fcom_space_user WHERE space_id = ? AND user_id = ?',
  );
  const add = db.prepare<[number, string, string, string, number]>(
    `INSERT INTO fcom_space_user
       (space_id, user_id, status, role, created_at, updated_at,
        profile_status, profile_name_fold, profile_search_fold, profile_last_activity)
     SELECT ?, u.ID, 'active', ?, ?, ?, coalesce(x.status, ''), coalesce(x.name_fold, ''),
            coalesce(x.search_fold, ''), x.last_activity
       FROM wp_users u LEFT JOIN fcom_xprofile x ON x.user_id = u.ID
      WHERE u.ID = ?`,
  );
  const update = db.prepare<[string, string, string, number, number]>(
    `UPDATE fcom_space_user SET status = ?, role = ?, updated_at = ?
      WHERE space_id = ? AND user_id = ?`,
  );
  const remove = db.prepare<[number, number]>(
    'DELETE FROM fcom_space_user WHERE space_id = ? AND user_id = ?',
  );
  const current = (spaceId: number, userId: number) => {
    const row = membership.get(spaceId, userId);
    if (!row) throw new Error(`No membership of user ${userId} in space ${spaceId}`);
    return row;
  };
  return {
    user: async (userId) => user.get(userId) ?? null,
    membership: async (spaceId, userId) => membership.get(spaceId, userId) ?? null,
    async add(spaceId, userId, role) {
      const at = now();
      add.run(spaceId, role, at, at, userId);
    },
    async activate(spaceId, userId) {
      update.run('active', current(spaceId, userId).role, now(), spaceId, userId);
    },
    async setRole(spaceId, userId, role) {
      update.run(current(spaceId, userId).status, role, now(), spaceId, userId);
    },
    async remove(spaceId, userId) {
      remove.run(spaceId, userId);
    },
  };
}
