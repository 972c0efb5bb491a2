import type { WordPressRole } from '../../../contract';
import type { RowPage } from '../store';
import type { UserAccount, WordPressUserColumns } from '../rows';
import { accountColumns } from '../user-account';
import { mapColumn, type StoreContext } from './context';
import { defaultAvatarUrl } from './gravatar';
import { parseApplicationPasswords, parseCapabilities } from './php-serialized';

/**
 * WordPress accounts (wp_users, roles from usermeta `{prefix}capabilities`, application
 * passwords from usermeta `_application_passwords`) and options. Both meta values are
 * PHP-serialized; a malformed one is logged and read as "no roles" / "no passwords", so the
 * account simply cannot sign in — never a 500.
 */
interface UserRow extends WordPressUserColumns {
  capabilities: string | null;
  short_description: string | null;
  profile_status: string | null;
  avatar: string | null;
  profile_name: string | null;
}

export function createUserQueries(context: StoreContext) {
  const { sql, tables: t } = context;
  const columns = `u.ID, u.user_login, u.user_email, u.user_nicename, u.display_name, u.user_url,
      u.user_registered,
      (SELECT m.meta_value FROM ${t.usermeta} m
        WHERE m.user_id = u.ID AND m.meta_key = ? ORDER BY m.umeta_id LIMIT 1) AS capabilities,
      x.short_description, x.status AS profile_status, x.avatar, x.display_name AS profile_name
    FROM ${t.users} u LEFT JOIN ${t.xprofile} x ON x.user_id = u.ID`;

  const toAccount = (row: UserRow): UserAccount => {
    let roles: string[] = [];
    try {
      roles = row.capabilities === null ? [] : parseCapabilities(row.capabilities);
    } catch (error) {
      context.warn(
        `Malformed PHP-serialized ${t.usermeta}.${t.capabilitiesKey} of user ${row.ID}: ${
          error instanceof Error ? error.message : 'unreadable'
        }. Read as no role.`,
      );
    }
    const name = row.profile_name ?? row.display_name;
    return {
      ...accountColumns(row),
      role: roles.includes('administrator') ? 'administrator' : 'subscriber',
      description: row.short_description ?? '',
      profileStatus: row.profile_status,
      avatar: row.avatar || defaultAvatarUrl(row.user_email, name),
    };
  };

  const one = async (call: string, where: string, value: string | number) => {
    const [row] = await sql.rows<UserRow>(call, `SELECT ${columns} WHERE ${where} LIMIT 1`, [
      t.capabilitiesKey,
      value,
    ]);
    return row ? toAccount(row) : null;
  };

  return {
    /** Login, else email, as WordPress accepts either for application passwords. */
    async findByLoginOrEmail(username: string) {
      const login = await one('users.findByLogin', 'u.user_login = ?', username);
      if (login) return { account: login, matched: 'login' as const };
      const email = username.includes('@')
        ? await one('users.findByEmail', 'u.user_email = ?', username)
        : null;
      return email ? { account: email, matched: 'email' as const } : null;
    },
    findById(id: number) {
      return one('users.findById', 'u.ID = ?', id);
    },
    /**
     * As WordPress's user query filters by role (`role__in`): the capabilities meta holds the
     * role's name in quotes (`s:13:"administrator";b:1;`), matched with LIKE.
     */
    async page(
      roles: readonly WordPressRole[] | null,
      limit: number,
      offset: number,
    ): Promise<RowPage<UserAccount>> {
      if (roles !== null && roles.length === 0) return { rows: [], total: 0 };
      const holds = roles
        ? `WHERE EXISTS (SELECT 1 FROM ${t.usermeta} r WHERE r.user_id = u.ID AND r.meta_key = ?
            AND (${roles.map(() => 'r.meta_value LIKE ?').join(' OR ')}))`
        : '';
      const roleParams = roles ? [t.capabilitiesKey, ...roles.map((role) => `%"${role}"%`)] : [];
      const [rows, [count]] = await Promise.all([
        sql.rows<UserRow>(
          'users.page',
          `SELECT ${columns} ${holds} ORDER BY u.display_name, u.ID LIMIT ? OFFSET ?`,
          [t.capabilitiesKey, ...roleParams, limit, offset],
        ),
        sql.rows<{ total: number | string }>(
          'users.count',
          `SELECT COUNT(*) AS total FROM ${t.users} u ${holds}`,
          roleParams,
        ),
      ]);
      return { rows: rows.map(toAccount), total: Number(count?.total ?? 0) };
    },
    async passwordHashes(userId: number): Promise<string[]> {
      const rows = await sql.rows<{ meta_value: string | null }>(
        'users.passwordHashes',
        `SELECT meta_value FROM ${t.usermeta}
          WHERE user_id = ? AND meta_key = '_application_passwords' ORDER BY umeta_id`,
        [userId],
      );
      const hashes: string[] = [];
      for (const row of rows) {
        if (!row.meta_value) continue;
        try {
          hashes.push(...parseApplicationPasswords(row.meta_value).map((entry) => entry.hash));
        } catch (error) {
          context.warn(
            `Malformed PHP-serialized _application_passwords of user ${userId}: ${
              error instanceof Error ? error.message : 'unreadable'
            }. No application password of this user can sign in until it is fixed.`,
          );
        }
      }
      return hashes;
    },
    async option(name: string): Promise<string | null> {
      const [row] = await sql.rows<{ option_value: string }>(
        'site.option',
        `SELECT option_value FROM ${t.options} WHERE option_name = ? LIMIT 1`,
        [name],
      );
      return row?.option_value ?? null;
    },
    /**
     * The plugin's own option (Utility::getOption: fcom_meta, object type `option`, the first
     * row of the key), read fresh on every call: a privacy setting tightened on the site
     * applies at once. Malformed: logged and read as unset, i.e. the plugin's defaults.
     */
    async communityOption(name: string): Promise<string | null> {
      const [row] = await sql.rows<{ id: number; value: string | null }>(
        'site.communityOption',
        `SELECT id, value FROM ${t.meta}
          WHERE object_type = 'option' AND meta_key = ? ORDER BY id LIMIT 1`,
        [name],
      );
      if (!row) return null;
      return mapColumn(context, row.value, { table: t.meta, column: 'value', id: row.id });
    },
  };
}
