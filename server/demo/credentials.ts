import type { Database } from 'better-sqlite3';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { generateApplicationPassword, hashApplicationPassword } from '../auth';
import { writePrivateFile } from '../data-dir';
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

/** Readable by its owner only (0600), even when it replaces a file with a looser mode. */
export function writeCredentialsFile(dataDir: string, credentials: DemoCredentials): string {
  const file = path.join(dataDir, CREDENTIALS_FILE_NAME);
  writePrivateFile(file, `${JSON.stringify(credentials, null, 2)}\n`);
  return file;
}

const accountSchema = z.object({ username: z.string(), password: z.string() });
const credentialsSchema = z.object({ admin: accountSchema, member: accountSchema });

/** The demo accounts from credentials.json; null when it is missing or not in this shape. */
export function readCredentialsFile(dataDir: string): DemoCredentials | null {
  const file = path.join(dataDir, CREDENTIALS_FILE_NAME);
  if (!existsSync(file)) return null;
  try {
    const parsed = credentialsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
