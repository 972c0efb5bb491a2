import { generateApplicationPassword, hashApplicationPassword } from '../../server/auth';
import type { AccountCredentials } from '../../server/demo/credentials';
import { ADMIN_LOGIN, MEMBER_LOGIN } from '../../server/demo/demo-facts';
import { createUserRepository } from '../../server/store/sqlite/repositories/users';
import { closeDatabase, openDatabase } from '../../server/store/sqlite/open';

/** The name of the application passwords the benchmark adds (and removes on the next run). */
const BENCH_PASSWORD_NAME = 'Community Desk benchmark sign-in';

export interface SignInAccounts {
  /** Members whose sign-ins are measured; never used before, so each one is a full check. */
  fresh: AccountCredentials[];
  /** Other members, each with an application password nobody knows: the flood's targets. */
  floodTargets: string[];
}

/**
 * Before the server starts: gives `freshCount` members an application password to sign in
 * with, and `floodTargetCount` others one that is never told, so that every wrong password
 * sent for them costs the server a real password check (a user without application
 * passwords costs none). The previous run's passwords are deleted first.
 *
 * One hash serves every account of a group: the server still checks it for each sign-in,
 * since it remembers pairs of username and password.
 */
export function prepareSignInAccounts(
  dataDir: string,
  freshCount: number,
  floodTargetCount: number,
): SignInAccounts {
  const db = openDatabase(dataDir);
  try {
    const users = createUserRepository(db);
    db.prepare('DELETE FROM wp_application_passwords WHERE name = ?').run(BENCH_PASSWORD_NAME);
    const members = db
      .prepare<[string, string, number], { ID: number; user_login: string }>(
        'SELECT ID, user_login FROM wp_users WHERE user_login NOT IN (?, ?) ORDER BY ID LIMIT ?',
      )
      .all(ADMIN_LOGIN, MEMBER_LOGIN, freshCount + floodTargetCount);
    const fresh = members.slice(0, freshCount);
    const targets = members.slice(freshCount);
    const password = generateApplicationPassword();
    const freshHash = hashApplicationPassword(password);
    const untoldHash = hashApplicationPassword(generateApplicationPassword());
    const now = new Date();
    for (const { ID } of fresh)
      users.addApplicationPassword(ID, BENCH_PASSWORD_NAME, freshHash, now);
    for (const { ID } of targets) {
      users.addApplicationPassword(ID, BENCH_PASSWORD_NAME, untoldHash, now);
    }
    return {
      fresh: fresh.map((member) => ({ username: member.user_login, password })),
      floodTargets: targets.map((member) => member.user_login),
    };
  } finally {
    closeDatabase(db);
  }
}
