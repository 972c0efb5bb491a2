import type { Database } from 'better-sqlite3';
import type { AccountCredentials } from '../demo/credentials';
import { addUser } from '../demo/add-user';
import { toSqlTimestamp } from '../demo/timestamps';
import { createDemoWriter } from '../demo/writer';

export interface CallerSpec {
  login: string;
  admin?: boolean;
  /** The caller's own profile status: `active` unless given. */
  profileStatus?: 'active' | 'blocked' | 'pending';
  /** Memberships besides `general` (add-user.ts), each `active` and `member` unless given. */
  memberships?: {
    spaceId: number;
    status?: 'active' | 'pending';
    role?: 'admin' | 'moderator' | 'member';
  }[];
}

/**
 * A caller for the HTTP tests, added in a test server's `prepare` (so every store serves it):
 * a user with an application password, its profile in the given status, a member of the given
 * spaces.
 */
export function addCaller(db: Database, spec: CallerSpec): AccountCredentials {
  const credentials = addUser(db, { login: spec.login, admin: spec.admin ?? false });
  const { ID: userId } = db
    .prepare('SELECT ID FROM wp_users WHERE user_login = ?')
    .get(spec.login) as { ID: number };
  const writer = createDemoWriter(db);
  const at = toSqlTimestamp(new Date());
  for (const { spaceId, status = 'active', role = 'member' } of spec.memberships ?? []) {
    writer.membership({ spaceId, userId, status, role, createdAt: at });
  }
  if (spec.profileStatus !== undefined) {
    db.prepare('UPDATE fcom_xprofile SET status = ? WHERE user_id = ?').run(
      spec.profileStatus,
      userId,
    );
  }
  return { username: credentials.username, password: credentials.password };
}

/** Callers whose own profile is not active (behaviour.md, "Inactive profiles"). */
export interface InactiveCallers {
  /** Blocked, an active member of the private design-club (as the demo's `member` is). */
  blockedMember: AccountCredentials;
  /** Pending, an active member of the private design-club. */
  pendingMember: AccountCredentials;
  /** A blocked administrator. */
  blockedAdmin: AccountCredentials;
}

/** The three inactive callers the policy tests sign in as, added in a test server's `prepare`. */
export function addInactiveCallers(db: Database, privateSpaceId: number): InactiveCallers {
  const privateSpace = [{ spaceId: privateSpaceId }];
  return {
    blockedMember: addCaller(db, {
      login: 'blockedmember',
      profileStatus: 'blocked',
      memberships: privateSpace,
    }),
    pendingMember: addCaller(db, {
      login: 'pendingmember',
      profileStatus: 'pending',
      memberships: privateSpace,
    }),
    blockedAdmin: addCaller(db, { login: 'blockedadmin', admin: true, profileStatus: 'blocked' }),
  };
}
