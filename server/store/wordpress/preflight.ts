import mysql from 'mysql2/promise';
import { createConnectionOptions, driverErrorCode, PIN_SQL_MODE, type Flavour } from './sql-pool';
import type { DatabaseAddress } from './database-url';
import { requiredTables, type WordPressTables } from './tables';

/**
 * What the server checks before it serves a WordPress database, each failure one sentence
 * naming the problem and its fix (index.ts prints it and exits 1): the database answers and
 * lets us in, WordPress's and FluentCommunity's tables are there under the prefix, the
 * plugin's database version is one we read, and the site has a usable `home` URL.
 */
export class PreflightError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PreflightError';
  }
}

/** FluentCommunity database versions whose tables this store reads (tested on 1.0.8). */
export const SUPPORTED_PLUGIN_DB_VERSIONS = /^1\.0\.\d+$/;

export interface SiteFacts {
  flavour: Flavour;
  serverVersion: string;
  pluginDbVersion: string;
  /** The site's `home` option as an origin: permalinks and avatars are built on it. */
  home: string;
}

export function describeConnectionFailure(error: unknown, address: DatabaseAddress): string {
  const where = `${address.host}:${address.port}`;
  const driver = driverErrorCode(error);
  switch (driver?.code) {
    case 'ECONNREFUSED':
      return `Cannot reach the database at ${where}: connection refused. Is the database running, and are DATABASE_URL's host and port right?`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Cannot find the database host "${address.host}". Check DATABASE_URL's host name.`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
      return `Cannot reach the database at ${where}: no answer in time. Check DATABASE_URL's host and port, and any firewall between.`;
    case 'ER_ACCESS_DENIED_ERROR':
    case 'ER_DBACCESS_DENIED_ERROR':
    case 'ER_ACCESS_DENIED_NO_PASSWORD_ERROR':
      return `The database at ${where} refused user "${address.user}" for database "${address.database}": check the user name and password in DATABASE_URL, and that the user may read that database.`;
    case 'ER_BAD_DB_ERROR':
      return `The database server at ${where} has no database named "${address.database}". Check the name at the end of DATABASE_URL.`;
    default:
      return `Cannot connect to the database at ${where} (${driver?.code || 'unknown error'}). Check DATABASE_URL.`;
  }
}

function flavourOf(version: string): Flavour {
  return /mariadb/i.test(version) ? 'mariadb' : 'mysql';
}

export async function checkWordPressDatabase(
  address: DatabaseAddress,
  tables: WordPressTables,
): Promise<SiteFacts> {
  let connection: mysql.Connection;
  try {
    connection = await mysql.createConnection(createConnectionOptions(address));
  } catch (error) {
    throw new PreflightError(describeConnectionFailure(error, address));
  }
  try {
    // As every pooled connection: our SQL means the same whatever the site's sql_mode.
    await connection.query(PIN_SQL_MODE);
    const [[version]] = await connection.query<mysql.RowDataPacket[]>(
      'SELECT VERSION() AS version',
    );
    const serverVersion = String(version?.version ?? '');
    const [present] = await connection.query<mysql.RowDataPacket[]>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = DATABASE() AND table_name IN (?)`,
      [requiredTables(tables)],
    );
    const found = new Set(present.map((row) => String(row.name)));
    if (!found.has(tables.options) || !found.has(tables.users)) {
      const [others] = await connection.query<mysql.RowDataPacket[]>(
        `SELECT LEFT(table_name, CHAR_LENGTH(table_name) - CHAR_LENGTH('options')) AS prefix
           FROM information_schema.tables
          WHERE table_schema = DATABASE() AND table_name LIKE '%options' LIMIT 5`,
      );
      const prefixes = others.map((row) => `"${String(row.prefix)}"`);
      throw new PreflightError(
        prefixes.length > 0
          ? `No WordPress tables with the prefix "${tables.prefix}" in database "${address.database}"; found the prefix ${prefixes.join(', ')}. Set WP_TABLE_PREFIX to it.`
          : `Database "${address.database}" holds no WordPress tables. Check the database name in DATABASE_URL.`,
      );
    }
    const missing = requiredTables(tables).filter((name) => !found.has(name));
    if (missing.length > 0) {
      throw new PreflightError(
        `Database "${address.database}" has WordPress but not FluentCommunity's tables (missing ${missing.join(', ')}). Is the FluentCommunity plugin installed and activated on this site?`,
      );
    }
    const [options] = await connection.query<mysql.RowDataPacket[]>(
      `SELECT option_name AS name, option_value AS value FROM ${tables.options}
        WHERE option_name IN ('fluent_community_db_version', 'home', 'siteurl')`,
    );
    const option = (name: string) =>
      options.find((row) => row.name === name)?.value as string | undefined;
    const pluginDbVersion = option('fluent_community_db_version');
    if (pluginDbVersion === undefined) {
      throw new PreflightError(
        `The site has no fluent_community_db_version option: FluentCommunity has not finished installing. Activate the plugin once in WordPress, then start again.`,
      );
    }
    if (!SUPPORTED_PLUGIN_DB_VERSIONS.test(pluginDbVersion)) {
      throw new PreflightError(
        `FluentCommunity database version ${pluginDbVersion} is not supported (this server reads 1.0.x, FluentCommunity 2.x). Update Community Desk, or use a site on a supported version.`,
      );
    }
    const home = originOf(option('home')) ?? originOf(option('siteurl'));
    if (home === null) {
      throw new PreflightError(
        `The site's home URL (option "home") is missing or not an absolute http(s) URL; fix it in WordPress → Settings → General.`,
      );
    }
    return { flavour: flavourOf(serverVersion), serverVersion, pluginDbVersion, home };
  } catch (error) {
    if (error instanceof PreflightError) throw error;
    throw new PreflightError(describeConnectionFailure(error, address));
  } finally {
    await connection.end().catch(() => undefined);
  }
}

/** `http://127.0.0.1:8088` from `http://127.0.0.1:8088/` (WordPress may keep a path: kept). */
function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return null;
  }
}
