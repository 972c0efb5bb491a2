import type { Statement } from 'better-sqlite3';
import { foldForSearch } from '../sqlite/fold';
import type { WordPressUserColumns } from '../rows';
import { DEMO_USERNAME_OPTION } from '../sqlite/sqlite-store';
import { mapColumn } from '../wordpress/context';
import { defaultAvatarUrl } from '../wordpress/gravatar';
import { parseApplicationPasswords, parseCapabilities } from '../wordpress/php-serialized';
import type { RawProfile } from '../wordpress/profiles';
import { readInBatches, type CopiedRows, type CopyJob } from './copy-job';
import { insertUnlessTaken } from './copy-rows';

/**
 * People, for the local copy: WordPress accounts (`wp_users`, the role from usermeta
 * `{prefix}capabilities`, application passwords from usermeta `_application_passwords`),
 * profiles (`fcom_xprofile`) and the site options the services ask for (`wp_options`).
 * Each column holds what the WordPress store's readers (users.ts, profiles.ts) make of the
 * site's row, so the SQLite store reading the copy hands the shapers the same rows: meta as
 * JSON, the avatar the site would show, NULLs read as the WordPress store reads them, and
 * our folded search columns as schema 2 computes them.
 */

/** The options the services read (`store.site.option(…)`), copied as the site holds them. */
export const COPIED_OPTIONS = [
  'blogname',
  'blogdescription',
  'gmt_offset',
  'timezone_string',
  DEMO_USERNAME_OPTION,
] as const;

/** A profile's folded name and search text, exactly as migration 002 computes them. */
export function profileFolds(
  displayName: string,
  login: string | null,
  username: string,
): { nameFold: string; searchFold: string } {
  return {
    nameFold: foldForSearch(displayName),
    searchFold: foldForSearch(`${displayName}\n${login ?? username}`),
  };
}

interface SiteUser extends Omit<WordPressUserColumns, 'ID'> {
  id: number;
  user_status: number;
  capabilities: string | null;
}

/** users.ts's rule: administrator when the first capabilities row grants it, else subscriber. */
function roleOf(job: CopyJob, user: SiteUser): 'administrator' | 'subscriber' {
  const t = job.source.tables;
  try {
    const roles = user.capabilities === null ? [] : parseCapabilities(user.capabilities);
    return roles.includes('administrator') ? 'administrator' : 'subscriber';
  } catch (error) {
    job.source.warn(
      `Malformed PHP-serialized ${t.usermeta}.${t.capabilitiesKey} of user ${user.id}: ${
        error instanceof Error ? error.message : 'unreadable'
      }. Read as no role.`,
    );
    return 'subscriber';
  }
}

interface PasswordMeta {
  user_id: number;
  umeta_id: number;
  meta_value: string | null;
}

/** The application passwords of one batch of users, as users.ts `passwordHashes` reads them. */
async function copyApplicationPasswords(
  job: CopyJob,
  userIds: readonly number[],
  insert: Statement<unknown[]>,
  seenUuids: Set<string>,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const t = job.source.tables;
  const rows = await job.source.sql.rows<PasswordMeta>(
    'localCopy.applicationPasswords',
    `SELECT user_id, umeta_id, meta_value FROM ${t.usermeta}
      WHERE user_id IN (?) AND meta_key = '_application_passwords'
      ORDER BY user_id, umeta_id`,
    [userIds],
    'heavy',
  );
  const entries: unknown[][] = [];
  for (const row of rows) {
    if (!row.meta_value) continue;
    const userId = Number(row.user_id);
    try {
      parseApplicationPasswords(row.meta_value).forEach((entry, index) => {
        // Our table is keyed by uuid: an entry without one (or repeating one) gets its own.
        const uuid =
          entry.uuid !== '' && !seenUuids.has(entry.uuid)
            ? entry.uuid
            : `local-copy-${userId}-${Number(row.umeta_id)}-${index}`;
        seenUuids.add(uuid);
        const createdAt =
          entry.created === null ? '' : new Date(entry.created * 1000).toISOString();
        entries.push([uuid, userId, entry.name, entry.hash, createdAt]);
      });
    } catch (error) {
      job.source.warn(
        `Malformed PHP-serialized _application_passwords of user ${userId}: ${
          error instanceof Error ? error.message : 'unreadable'
        }. No application password of this user can sign in until it is fixed.`,
      );
    }
  }
  job.target.transaction(() => {
    for (const entry of entries) insert.run(...entry);
  })();
  return entries.length;
}

/** The site's accounts and their application passwords (of `job.scope`'s users, if set). */
export async function copyUsers(job: CopyJob): Promise<{ users: number; passwords: number }> {
  const t = job.source.tables;
  const insertUser = job.target.prepare<unknown[]>(
    `INSERT INTO wp_users (ID, user_login, user_email, user_nicename, user_url, user_registered,
       user_status, display_name, role) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertPassword = job.target.prepare<unknown[]>(
    // A uuid another user's entry already holds (only a copy of some users again can meet
    // one: a whole copy gives repeats their own, see copyApplicationPasswords) is left out.
    `INSERT INTO wp_application_passwords (uuid, user_id, name, password_hash, created_at)
     VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  );
  const seenUuids = new Set<string>();
  let users = 0;
  let passwords = 0;
  for await (const batch of readInBatches<SiteUser>(job, {
    call: 'localCopy.users',
    table: t.users,
    // The prefix is checked (database-url.ts) before it names anything, so the key is ours.
    columns: `t.ID AS id, t.user_login, t.user_email, t.user_nicename, t.user_url,
      t.user_registered, t.user_status, t.display_name,
      (SELECT m.meta_value FROM ${t.usermeta} m
        WHERE m.user_id = t.ID AND m.meta_key = '${t.capabilitiesKey}'
        ORDER BY m.umeta_id LIMIT 1) AS capabilities`,
  })) {
    job.target.transaction(() => {
      for (const user of batch) {
        const copied = insertUnlessTaken(
          job,
          insertUser,
          [
            Number(user.id),
            user.user_login,
            user.user_email,
            user.user_nicename,
            user.user_url,
            user.user_registered,
            Number(user.user_status),
            user.display_name,
            roleOf(job, user),
          ],
          `${t.users} row ${user.id}`,
        );
        if (copied) users += 1;
      }
    })();
    passwords += await copyApplicationPasswords(
      job,
      batch.map((user) => Number(user.id)),
      insertPassword,
      seenUuids,
    );
  }
  return { users, passwords };
}

/** A profile as the WordPress store reads it (profiles.ts), with its row's id and update time. */
interface SiteProfile extends RawProfile {
  id: number;
  updated_at: string | null;
  user_login: string | null;
}

/** The site's profiles (of `job.scope`, if set). */
export async function copyProfiles(job: CopyJob): Promise<number> {
  const t = job.source.tables;
  const insert = job.target.prepare<unknown[]>(
    `INSERT INTO fcom_xprofile (id, user_id, total_points, username, status, is_verified,
       display_name, avatar, short_description, meta, last_activity, created_at, updated_at,
       name_fold, search_fold) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let copied = 0;
  for await (const batch of readInBatches<SiteProfile>(job, {
    call: 'localCopy.profiles',
    table: t.xprofile,
    columns: `t.id, t.user_id, t.total_points, t.username, t.status, t.is_verified,
      t.display_name, t.avatar, t.short_description, t.last_activity, t.meta, t.created_at,
      t.updated_at, u.user_email, u.user_login`,
    joins: `LEFT JOIN ${t.users} u ON u.ID = t.user_id`,
  })) {
    job.target.transaction(() => {
      for (const row of batch) {
        // As profiles.ts `toProfileRow` reads the row.
        const displayName = row.display_name ?? '';
        const username = row.username ?? '';
        const { nameFold, searchFold } = profileFolds(displayName, row.user_login, username);
        const values = [
          Number(row.id),
          Number(row.user_id),
          Number(row.total_points),
          username,
          row.status,
          Number(row.is_verified),
          displayName,
          row.avatar || defaultAvatarUrl(row.user_email ?? '', displayName),
          row.short_description ?? '',
          mapColumn(job.source, row.meta, { table: t.xprofile, column: 'meta', id: row.user_id }),
          row.last_activity,
          row.created_at ?? '',
          row.updated_at ?? '',
          nameFold,
          searchFold,
        ];
        if (insertUnlessTaken(job, insert, values, `${t.xprofile} row ${row.id}`)) copied += 1;
      }
    })();
  }
  return copied;
}

async function copyOptions(job: CopyJob): Promise<number> {
  const rows = await job.source.sql.rows<{ option_name: string; option_value: string }>(
    'localCopy.options',
    `SELECT option_name, option_value FROM ${job.source.tables.options}
      WHERE option_name IN (?) ORDER BY option_id`,
    [COPIED_OPTIONS],
  );
  const insert = job.target.prepare<[string, string]>(
    'INSERT OR IGNORE INTO wp_options (option_name, option_value) VALUES (?, ?)',
  );
  let copied = 0;
  job.target.transaction(() => {
    // users.ts reads the first row of a name; option_name is unique on WordPress anyway.
    for (const row of rows) copied += insert.run(row.option_name, row.option_value).changes;
  })();
  return copied;
}

/**
 * Copies the site's accounts, application passwords, profiles and the options in
 * COPIED_OPTIONS into `job.target`; returns the rows written to each of our tables.
 */
export async function copyPeople(job: CopyJob): Promise<CopiedRows> {
  const { users, passwords } = await copyUsers(job);
  const profiles = await copyProfiles(job);
  const options = await copyOptions(job);
  return {
    wp_users: users,
    wp_application_passwords: passwords,
    fcom_xprofile: profiles,
    wp_options: options,
  };
}
