import type { Database } from 'better-sqlite3';
import type { ProfileWrites } from '../profile-writes';
import type { ProfileRecord } from '../rows';
import { PROFILE_COLUMNS } from './repositories/profiles';

/**
 * The demo's profile status writes, on the server's own connection. The copies of a profile's
 * status on its memberships and posts follow by trigger (schema 001: fcom_xprofile_copies),
 * so every list answers with the new status at once.
 */
export function createProfileWrites(db: Database): ProfileWrites {
  const profile = db.prepare<[number], ProfileRecord>(
    `SELECT p.id, ${PROFILE_COLUMNS}, p.updated_at FROM fcom_xprofile p WHERE p.user_id = ?`,
  );
  const setStatus = db.prepare<[string, string, number]>(
    'UPDATE fcom_xprofile SET status = ?, updated_at = ? WHERE user_id = ?',
  );
  return {
    profile: async (userId) => profile.get(userId) ?? null,
    async setStatus(userId, status) {
      setStatus.run(status, new Date().toISOString().slice(0, 19).replace('T', ' '), userId);
    },
  };
}
