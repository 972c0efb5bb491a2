import type mysql from 'mysql2/promise';
import { genericHash } from '../lib/wordpress-password-hash';

/**
 * The accounts of the real WordPress dump (test/fixtures/wordpress/README.md) as tests sign
 * in with them: `login:application password`, for HTTP Basic.
 */
export const DUMP_ADMIN = 'admin:kjPW F3eM dpHA DUIg nZzc 5xA1';

const SUBSCRIBER_PASSWORD = 'Abcd1234Efgh5678Ijkl9012';

export const basicAuthHeader = (credentials: string) => ({
  Authorization: `Basic ${Buffer.from(credentials).toString('base64')}`,
});

/**
 * Gives user 2, a subscriber without one in the dump, an application password as WordPress
 * 6.8 would store it, and returns their `login:password`.
 */
export async function addSubscriberPassword(admin: mysql.Connection): Promise<string> {
  const hash = genericHash(SUBSCRIBER_PASSWORD);
  const entry = `a:1:{i:0;a:7:{s:4:"uuid";s:36:"11111111-2222-3333-4444-555555555555";s:6:"app_id";s:0:"";s:4:"name";s:4:"desk";s:8:"password";s:${hash.length}:"${hash}";s:7:"created";i:1795399894;s:9:"last_used";N;s:7:"last_ip";N;}}`;
  await admin.query(
    "INSERT INTO wp_usermeta (user_id, meta_key, meta_value) VALUES (2, '_application_passwords', ?)",
    [entry],
  );
  const [[user]] = await admin.query<mysql.RowDataPacket[]>(
    'SELECT user_login FROM wp_users WHERE ID = 2',
  );
  return `${String(user?.user_login)}:${SUBSCRIBER_PASSWORD}`;
}
