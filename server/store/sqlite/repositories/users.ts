import type { Database } from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import type { WordPressRole } from '../../../../contract';
import type { UserAccount, WordPressUserColumns } from '../../rows';
import { accountColumns } from '../../user-account';

interface UserRow extends WordPressUserColumns {
  role: 'administrator' | 'subscriber';
  short_description: string | null;
  profile_status: string | null;
}

const USER_COLUMNS = `u.ID, u.user_login, u.user_email, u.user_nicename, u.display_name,
  u.user_url, u.user_registered, u.role, p.short_description, p.status AS profile_status
  FROM wp_users u LEFT JOIN fcom_xprofile p ON p.user_id = u.ID`;

function toAccount(row: UserRow): UserAccount {
  return {
    ...accountColumns(row),
    role: row.role,
    description: row.short_description ?? '',
    profileStatus: row.profile_status,
    avatar: null,
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;

export function createUserRepository(db: Database) {
  const byLogin = db.prepare<[string], UserRow>(`SELECT ${USER_COLUMNS} WHERE u.user_login = ?`);
  const byEmail = db.prepare<[string], UserRow>(`SELECT ${USER_COLUMNS} WHERE u.user_email = ?`);
  const byId = db.prepare<[number], UserRow>(`SELECT ${USER_COLUMNS} WHERE u.ID = ?`);
  // Roles as a JSON list (null: any), so one statement serves every filter.
  const byRoles = db.prepare<[string | null, string | null, number, number], UserRow>(
    `SELECT ${USER_COLUMNS} WHERE ? IS NULL OR u.role IN (SELECT value FROM json_each(?))
      ORDER BY u.display_name COLLATE NOCASE, u.ID LIMIT ? OFFSET ?`,
  );
  const countByRoles = db.prepare<[string | null, string | null], { total: number }>(
    `SELECT COUNT(*) AS total FROM wp_users u
      WHERE ? IS NULL OR u.role IN (SELECT value FROM json_each(?))`,
  );
  const hashes = db.prepare<[number], { password_hash: string }>(
    'SELECT password_hash FROM wp_application_passwords WHERE user_id = ? ORDER BY created_at',
  );
  const insertPassword = db.prepare(`INSERT INTO wp_application_passwords
    (uuid, user_id, name, password_hash, created_at) VALUES (?, ?, ?, ?, ?)`);
  const option = db.prepare<[string], { option_value: string }>(
    'SELECT option_value FROM wp_options WHERE option_name = ?',
  );

  return {
    /** Login or email, as WordPress accepts either for application passwords. */
    findByLoginOrEmail(
      username: string,
    ): { account: UserAccount; matched: 'login' | 'email' } | null {
      const login = byLogin.get(username);
      if (login) return { account: toAccount(login), matched: 'login' };
      const email = username.includes('@') ? byEmail.get(username) : undefined;
      return email ? { account: toAccount(email), matched: 'email' } : null;
    },
    findById(id: number): UserAccount | null {
      const row = byId.get(id);
      return row ? toAccount(row) : null;
    },
    /** The demo keeps two roles, administrator and subscriber: any other matches no one. */
    page(roles: readonly WordPressRole[] | null, limit: number, offset: number) {
      const list = roles === null ? null : JSON.stringify(roles);
      return {
        rows: byRoles.all(list, list, limit, offset).map(toAccount),
        total: countByRoles.get(list, list)?.total ?? 0,
      };
    },
    passwordHashes(userId: number): string[] {
      return hashes.all(userId).map((row) => row.password_hash);
    },
    addApplicationPassword(userId: number, name: string, passwordHash: string, at: Date): void {
      insertPassword.run(randomUUID(), userId, name, passwordHash, at.toISOString());
    },
    option(name: string): string | null {
      return option.get(name)?.option_value ?? null;
    },
  };
}
