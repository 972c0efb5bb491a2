import type { Database } from 'better-sqlite3';
import { toSqlTimestamp } from './timestamps';
import { issueApplicationPassword, type AccountCredentials } from './credentials';
import { SPACE_IDS } from './demo-facts';
import { createDemoWriter } from './writer';

export interface NewUser {
  login: string;
  admin: boolean;
  email?: string;
  displayName?: string;
}

const LOGIN = /^[a-z0-9][a-z0-9._@-]{0,59}$/i;

/**
 * `npm run seed -- --add-user <login> [--admin]`: a WordPress user with an active profile,
 * a member of `general` when that space exists, and a new application password. For an
 * existing login, only a new application password is issued.
 */
export function addUser(
  db: Database,
  user: NewUser,
  now = new Date(),
): AccountCredentials & { created: boolean } {
  if (!LOGIN.test(user.login)) {
    throw new Error('A login is 1–60 letters, digits, dots, dashes, underscores or @.');
  }
  const existing = db.prepare('SELECT ID FROM wp_users WHERE user_login = ?').get(user.login);
  if (!existing) {
    const { next } = db.prepare('SELECT coalesce(max(ID), 0) + 1 AS next FROM wp_users').get() as {
      next: number;
    };
    const writer = createDemoWriter(db);
    const at = toSqlTimestamp(now);
    db.transaction(() => {
      writer.user({
        id: next,
        login: user.login,
        email: user.email ?? `${user.login}@example.com`,
        displayName: user.displayName ?? user.login,
        registeredAt: at,
        role: user.admin ? 'administrator' : 'subscriber',
        url: '',
        profile: {
          status: 'active',
          isVerified: false,
          totalPoints: 0,
          shortDescription: '',
          meta: {},
          lastActivity: null,
        },
      });
      const general = db.prepare('SELECT 1 FROM fcom_spaces WHERE id = ?').get(SPACE_IDS.general);
      if (general) {
        writer.membership({
          spaceId: SPACE_IDS.general,
          userId: next,
          status: 'active',
          role: 'member',
          createdAt: at,
        });
      }
    })();
  }
  return {
    ...issueApplicationPassword(db, user.login, 'Added with npm run seed'),
    created: !existing,
  };
}
