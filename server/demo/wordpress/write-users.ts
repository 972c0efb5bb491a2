/**
 * `wp_users` and `wp_usermeta` from our users, as WordPress and the plugin write them:
 * - `user_pass`: a phpass hash of a random password nobody knows (people sign in with the
 *   application passwords). At 2^7 rounds, phpass's minimum, so 20k users hash in seconds;
 *   WordPress reads any round count.
 * - the meta `wp_insert_user` writes for every user, `{prefix}capabilities` (role map) and
 *   `{prefix}user_level` (10 administrator, 0 subscriber);
 * - `_fcom_space_ids`, the plugin's cache of the spaces a user may see
 *   (`User::cacheAccessSpaces`): every community and course for an administrator, otherwise
 *   the public ones and those with an active membership, by id;
 * - `_application_passwords`: the demo accounts' passwords hashed as WordPress does, every
 *   other password our SQLite issued (test and benchmark accounts) with its hash as stored.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { DemoCredentials } from '../credentials';
import { phpassHash } from '../../lib/wordpress-password-hash';
import type { WordPressUserColumns } from '../../store/rows';
import {
  applicationPasswordsMeta,
  type ApplicationPasswordHashFormat,
} from './application-passwords';
import { createBatchInserter, type SqlValue } from './batch-insert';
import { siteText, type WriteContext } from './write-context';
import { phpSerialize } from './php-values';
import { tableName } from './schema';

const USER_COLUMNS = [
  'ID',
  'user_login',
  'user_pass',
  'user_nicename',
  'user_email',
  'user_url',
  'user_registered',
  'user_activation_key',
  'user_status',
  'display_name',
] as const;

const USERMETA_COLUMNS = ['user_id', 'meta_key', 'meta_value'] as const;

/** The cheapest round count phpass accepts: these passwords are never checked. */
const UNUSED_PASSWORD_LOG2_ROUNDS = 7;

interface UserRow extends WordPressUserColumns {
  user_status: number;
  role: 'administrator' | 'subscriber';
  description: string | null;
}

interface IssuedPassword {
  uuid: string;
  name: string;
  created: Date;
  hash: string;
}

interface SpaceAccess {
  /** Communities and courses, by id. */
  all: number[];
  public: Set<number>;
  activeMemberships: Map<number, Set<number>>;
}

function readSpaceAccess(context: WriteContext): SpaceAccess {
  const spaces = context.sqlite
    .prepare<[], { id: number; privacy: string }>(
      `SELECT id, privacy FROM fcom_spaces WHERE type IN ('community', 'course') ORDER BY id`,
    )
    .all();
  const activeMemberships = new Map<number, Set<number>>();
  const memberships = context.sqlite
    .prepare<[], { user_id: number; space_id: number }>(
      `SELECT user_id, space_id FROM fcom_space_user WHERE status = 'active'`,
    )
    .all();
  for (const { user_id, space_id } of memberships) {
    const set = activeMemberships.get(user_id) ?? new Set<number>();
    set.add(space_id);
    activeMemberships.set(user_id, set);
  }
  return {
    all: spaces.map((space) => space.id),
    public: new Set(spaces.filter((space) => space.privacy === 'public').map((space) => space.id)),
    activeMemberships,
  };
}

function accessibleSpaceIds(access: SpaceAccess, user: UserRow): number[] {
  if (user.role === 'administrator') return access.all;
  const joined = access.activeMemberships.get(user.ID);
  return access.all.filter((id) => access.public.has(id) || (joined?.has(id) ?? false));
}

/** The application passwords our SQLite issued, per user, oldest first. */
function readIssuedPasswords(context: WriteContext): Map<number, IssuedPassword[]> {
  const rows = context.sqlite
    .prepare<
      [],
      { user_id: number; uuid: string; name: string; created_at: string; password_hash: string }
    >(
      `SELECT user_id, uuid, name, created_at, password_hash FROM wp_application_passwords
        ORDER BY created_at, uuid`,
    )
    .all();
  const issued = new Map<number, IssuedPassword[]>();
  for (const row of rows) {
    const entry = {
      uuid: row.uuid,
      name: row.name,
      created: new Date(row.created_at),
      hash: row.password_hash,
    };
    issued.set(row.user_id, [...(issued.get(row.user_id) ?? []), entry]);
  }
  return issued;
}

function demoPasswords(
  credentials: DemoCredentials | null,
): Map<string, { password: string; format: ApplicationPasswordHashFormat }> {
  if (!credentials) return new Map();
  return new Map([
    [credentials.admin.username, { password: credentials.admin.password, format: 'phpass' }],
    [credentials.member.username, { password: credentials.member.password, format: 'generic' }],
  ]);
}

function userMeta(
  context: WriteContext,
  user: UserRow,
  spaceIds: readonly number[],
): [string, string][] {
  const administrator = user.role === 'administrator';
  return [
    ['nickname', user.user_login],
    ['first_name', ''],
    ['last_name', ''],
    ['description', siteText(context, user.description ?? '')],
    ['rich_editing', 'true'],
    ['syntax_highlighting', 'true'],
    ['comment_shortcuts', 'false'],
    ['admin_color', 'fresh'],
    ['use_ssl', '0'],
    ['show_admin_bar_front', 'true'],
    ['locale', ''],
    [`${context.prefix}capabilities`, phpSerialize(new Map([[user.role, true]]))],
    [`${context.prefix}user_level`, administrator ? '10' : '0'],
    ['_fcom_space_ids', phpSerialize(spaceIds)],
  ];
}

function userValues(context: WriteContext, user: UserRow): SqlValue[] {
  const unusedPassword = randomBytes(18).toString('base64');
  return [
    user.ID,
    user.user_login,
    phpassHash(unusedPassword, { log2Iterations: UNUSED_PASSWORD_LOG2_ROUNDS }),
    user.user_nicename,
    user.user_email,
    siteText(context, user.user_url),
    user.user_registered,
    '',
    user.user_status,
    user.display_name,
  ];
}

/** Copies every user with their meta; returns the rows written to each table. */
export async function writeUsers(
  context: WriteContext,
  credentials: DemoCredentials | null,
): Promise<{ users: number; usermeta: number }> {
  const access = readSpaceAccess(context);
  const issued = readIssuedPasswords(context);
  const passwords = demoPasswords(credentials);
  const users = createBatchInserter(
    context.connection,
    tableName('users', context.prefix),
    USER_COLUMNS,
  );
  const usermeta = createBatchInserter(
    context.connection,
    tableName('usermeta', context.prefix),
    USERMETA_COLUMNS,
  );
  const rows = context.sqlite
    .prepare<[], UserRow>(
      `SELECT u.ID, u.user_login, u.user_email, u.user_nicename, u.user_url, u.user_registered,
              u.user_status, u.display_name, u.role, p.short_description AS description
         FROM wp_users u LEFT JOIN fcom_xprofile p ON p.user_id = u.ID
        ORDER BY u.ID`,
    )
    .iterate();
  for (const user of rows) {
    await users.add(userValues(context, user));
    for (const [key, value] of userMeta(context, user, accessibleSpaceIds(access, user))) {
      await usermeta.add([user.ID, key, value]);
    }
    const demo = passwords.get(user.user_login);
    const known = issued.get(user.ID) ?? [];
    if (demo) {
      const newest = known.at(-1);
      const entry = {
        uuid: newest?.uuid ?? randomUUID(),
        name: newest?.name ?? 'Community Desk demo',
        created: newest?.created ?? new Date(),
        ...demo,
      };
      await usermeta.add([user.ID, '_application_passwords', applicationPasswordsMeta([entry])]);
    } else if (known.length > 0) {
      await usermeta.add([user.ID, '_application_passwords', applicationPasswordsMeta(known)]);
    }
  }
  return { users: await users.finish(), usermeta: await usermeta.finish() };
}
