import type { ProfileRecord, ProfileRow } from '../rows';
import { mapColumn, type StoreContext } from './context';
import { defaultAvatarUrl } from './gravatar';

/**
 * Profiles (fcom_xprofile) as every profile-bearing answer needs them. The plugin leaves
 * NULLs where a profile has no avatar or description; the avatar is then the gravatar the
 * site would show (gravatar.ts), so the email comes along from wp_users.
 */
export interface RawProfile {
  user_id: number;
  display_name: string | null;
  username: string | null;
  avatar: string | null;
  status: string;
  total_points: number;
  is_verified: number;
  meta: string | null;
  created_at: string | null;
  short_description: string | null;
  last_activity: string | null;
  user_email: string | null;
}

/** The profile columns, for queries that join fcom_xprofile as `x` and wp_users as `u`. */
export const PROFILE_COLUMNS = `x.user_id, x.display_name, x.username, x.avatar, x.status,
  x.total_points, x.is_verified, x.meta, x.created_at, x.short_description, x.last_activity,
  u.user_email`;

export function toProfileRow(context: StoreContext, row: RawProfile): ProfileRow {
  const displayName = row.display_name ?? '';
  return {
    user_id: Number(row.user_id),
    display_name: displayName,
    username: row.username ?? '',
    avatar: row.avatar || defaultAvatarUrl(row.user_email ?? '', displayName),
    status: row.status,
    total_points: Number(row.total_points),
    is_verified: Number(row.is_verified),
    meta: mapColumn(context, row.meta, {
      table: context.tables.xprofile,
      column: 'meta',
      id: row.user_id,
    }),
    created_at: row.created_at ?? '',
    short_description: row.short_description ?? '',
    last_activity: row.last_activity,
  };
}

export function createProfileQueries(context: StoreContext) {
  const { sql, tables: t } = context;
  return {
    async byUserIds(ids: Iterable<number>): Promise<Map<number, ProfileRow>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await sql.rows<RawProfile>(
        'profiles.byUserIds',
        `SELECT ${PROFILE_COLUMNS} FROM ${t.xprofile} x LEFT JOIN ${t.users} u ON u.ID = x.user_id
          WHERE x.user_id IN (?)`,
        [unique],
      );
      return new Map(rows.map((row) => [Number(row.user_id), toProfileRow(context, row)]));
    },
    /** The site's collation compares usernames: any case finds the profile. */
    async byUsername(username: string): Promise<ProfileRecord | null> {
      const [row] = await sql.rows<RawProfile & { id: number; updated_at: string | null }>(
        'profiles.byUsername',
        `SELECT x.id, ${PROFILE_COLUMNS}, x.updated_at
           FROM ${t.xprofile} x LEFT JOIN ${t.users} u ON u.ID = x.user_id
          WHERE x.username = ? ORDER BY x.id LIMIT 1`,
        [username],
      );
      if (!row) return null;
      return {
        id: Number(row.id),
        ...toProfileRow(context, row),
        updated_at: row.updated_at ?? '',
      };
    },
    async displayName(userId: number): Promise<string | null> {
      const [row] = await sql.rows<{ display_name: string | null }>(
        'profiles.displayName',
        `SELECT display_name FROM ${t.xprofile} WHERE user_id = ? LIMIT 1`,
        [userId],
      );
      return row?.display_name ?? null;
    },
  };
}
