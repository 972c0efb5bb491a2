import type mysql from 'mysql2/promise';
import { createApp } from '../app';
import { genericHash } from '../lib/wordpress-password-hash';
import { parseDatabaseUrl } from '../store/wordpress/database-url';
import { openWordPressStore } from '../store/wordpress/open';

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

/**
 * Runs `run` while the portal's privacy settings (fcom_meta `privacy_settings`, the
 * PHP-serialized `value`) are stored on the dump, as the site's settings page stores them;
 * removes them after.
 */
export async function withPrivacySettings<T>(
  admin: mysql.Connection,
  value: string,
  run: () => Promise<T>,
): Promise<T> {
  const [result] = await admin.query<mysql.ResultSetHeader>(
    "INSERT INTO wp_fcom_meta (object_type, meta_key, value) VALUES ('option', 'privacy_settings', ?)",
    [value],
  );
  try {
    return await run();
  } finally {
    await admin.query('DELETE FROM wp_fcom_meta WHERE id = ?', [result.insertId]);
  }
}

/** A GET of the app under test: a path under `/wp-json/fluent-community/v2`. */
export type DumpGet = <T>(
  path: string,
  credentials?: string,
) => Promise<{ status: number; body: T }>;

/**
 * Runs `run` against the app over the dump's database, read through its read-only user as the
 * server reads a real site, and closes the store after. `warn` hears the store's warnings.
 */
export async function withDumpApp<T>(
  readOnlyUrl: string,
  run: (get: DumpGet) => Promise<T>,
  warn: (line: string) => void = () => undefined,
): Promise<T> {
  const opened = await openWordPressStore(parseDatabaseUrl(readOnlyUrl), {
    prefix: 'wp_',
    budgetMs: 5000,
    warn,
  });
  const app = createApp({ store: opened.store, contentOrigin: opened.site.home });
  try {
    return await run(async <B>(path: string, credentials?: string) => {
      const response = await app.request(`/wp-json/fluent-community/v2${path}`, {
        headers: credentials ? basicAuthHeader(credentials) : {},
      });
      return { status: response.status, body: (await response.json()) as B };
    });
  } finally {
    await opened.store.close();
  }
}
