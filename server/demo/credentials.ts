import type { Database } from 'better-sqlite3';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateApplicationPassword, hashApplicationPassword } from '../auth';
import { createUserRepository } from '../store/sqlite/repositories/users';
import { ADMIN_LOGIN, MEMBER_LOGIN } from './demo-facts';

export interface AccountCredentials {
  username: string;
  password: string;
}

/** DATA_DIR/credentials.json: tools and the e2e tests rely on this name and shape. */
export interface DemoCredentials {
  admin: AccountCredentials;
  member: AccountCredentials;
}

export const CREDENTIALS_FILE_NAME = 'credentials.json';

/** Creates a new application password for `login`; returns it formatted (shown once). */
export function issueApplicationPassword(
  db: Database,
  login: string,
  name: string,
): AccountCredentials {
  const users = createUserRepository(db);
  const found = users.findByLoginOrEmail(login);
  if (!found) throw new Error(`No user with login ${login}`);
  const password = generateApplicationPassword();
  users.addApplicationPassword(
    found.account.id,
    name,
    hashApplicationPassword(password),
    new Date(),
  );
  return { username: found.account.login, password };
}

/** New application passwords for both demo accounts (crypto randomness, not the seed). */
export function issueDemoCredentials(db: Database): DemoCredentials {
  return {
    admin: issueApplicationPassword(db, ADMIN_LOGIN, 'Community Desk demo'),
    member: issueApplicationPassword(db, MEMBER_LOGIN, 'Community Desk demo'),
  };
}

export function writeCredentialsFile(dataDir: string, credentials: DemoCredentials): string {
  const file = path.join(dataDir, CREDENTIALS_FILE_NAME);
  writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  return file;
}

function isAccount(value: unknown): value is AccountCredentials {
  if (typeof value !== 'object' || value === null) return false;
  const { username, password } = value as Record<string, unknown>;
  return typeof username === 'string' && typeof password === 'string';
}

export function readCredentialsFile(dataDir: string): DemoCredentials | null {
  const file = path.join(dataDir, CREDENTIALS_FILE_NAME);
  if (!existsSync(file)) return null;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    return isAccount(parsed.admin) && isAccount(parsed.member)
      ? { admin: parsed.admin, member: parsed.member }
      : null;
  } catch {
    return null;
  }
}
