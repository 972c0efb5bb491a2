import mysql from 'mysql2/promise';
import { createConnectionOptions, driverErrorCode, PIN_SQL_MODE, type Flavour } from './sql-pool';
import type { DatabaseAddress } from './database-url';
import { galeraSynced, readGaleraState } from './database-role';
import { requiredTables, type WordPressTables } from './tables';

/**
 * What can be wrong with a WordPress database at start, found by checking it before the
 * server serves it: the database answers and lets us in, WordPress's and FluentCommunity's
 * tables are there under the prefix, the plugin's database version is one we read, and the
 * site has a usable `home` URL. It says what is wrong, not what to do: start-up words that
 * for the operator (startup-errors.ts).
 */
export type PreflightProblem =
  | { kind: 'connection-refused' }
  | { kind: 'host-not-found' }
  | { kind: 'no-answer' }
  | { kind: 'access-denied' }
  | { kind: 'no-such-database' }
  /** Any other failure to connect or read, with the driver's code when it gave one. */
  | { kind: 'cannot-connect'; code: string | null }
  /** No WordPress tables under the prefix, but some under these. */
  | { kind: 'other-prefix'; prefixes: string[] }
  | { kind: 'no-wordpress' }
  | { kind: 'no-plugin-tables'; missing: string[] }
  | { kind: 'plugin-not-installed' }
  | { kind: 'unsupported-plugin-version'; version: string }
  | { kind: 'no-home-url' }
  /** A Galera node that is not Synced, or not ready (docs/decisions/041). */
  | { kind: 'galera-not-synced'; state: string; ready: boolean };

export class PreflightError extends Error {
  constructor(
    readonly problem: PreflightProblem,
    readonly address: DatabaseAddress,
    readonly tables: WordPressTables,
  ) {
    super(`The WordPress database ${address.describe} failed its check: ${problem.kind}`);
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

/** What a failure to connect (or to read once connected) was, from the driver's code. */
function connectionProblem(error: unknown): PreflightProblem {
  const code = driverErrorCode(error)?.code;
  switch (code) {
    case 'ECONNREFUSED':
      return { kind: 'connection-refused' };
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return { kind: 'host-not-found' };
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
      return { kind: 'no-answer' };
    case 'ER_ACCESS_DENIED_ERROR':
    case 'ER_DBACCESS_DENIED_ERROR':
    case 'ER_ACCESS_DENIED_NO_PASSWORD_ERROR':
      return { kind: 'access-denied' };
    case 'ER_BAD_DB_ERROR':
      return { kind: 'no-such-database' };
    default:
      return { kind: 'cannot-connect', code: code || null };
  }
}

function flavourOf(version: string): Flavour {
  return /mariadb/i.test(version) ? 'mariadb' : 'mysql';
}

export async function checkWordPressDatabase(
  address: DatabaseAddress,
  tables: WordPressTables,
): Promise<SiteFacts> {
  const refuse = (problem: PreflightProblem) => new PreflightError(problem, address, tables);
  let connection: mysql.Connection;
  try {
    connection = await mysql.createConnection(createConnectionOptions(address));
  } catch (error) {
    throw refuse(connectionProblem(error));
  }
  try {
    // As every pooled connection: our SQL means the same whatever the site's sql_mode.
    await connection.query(PIN_SQL_MODE);
    // A Galera node that is not Synced answers with old rows (a donor, a joiner) or refuses
    // reads halfway through a build (docs/decisions/041): refused before anything is read.
    // SHOW is all a node that is not ready still answers.
    const galera = await readGaleraState(connection);
    if (galera.on && !galeraSynced(galera)) {
      throw refuse({ kind: 'galera-not-synced', state: galera.state, ready: galera.ready });
    }
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
      const prefixes = others.map((row) => String(row.prefix));
      throw refuse(
        prefixes.length > 0 ? { kind: 'other-prefix', prefixes } : { kind: 'no-wordpress' },
      );
    }
    const missing = requiredTables(tables).filter((name) => !found.has(name));
    if (missing.length > 0) {
      throw refuse({ kind: 'no-plugin-tables', missing });
    }
    const [options] = await connection.query<mysql.RowDataPacket[]>(
      `SELECT option_name AS name, option_value AS value FROM ${tables.options}
        WHERE option_name IN ('fluent_community_db_version', 'home', 'siteurl')`,
    );
    const option = (name: string) =>
      options.find((row) => row.name === name)?.value as string | undefined;
    const pluginDbVersion = option('fluent_community_db_version');
    if (pluginDbVersion === undefined) {
      throw refuse({ kind: 'plugin-not-installed' });
    }
    if (!SUPPORTED_PLUGIN_DB_VERSIONS.test(pluginDbVersion)) {
      throw refuse({ kind: 'unsupported-plugin-version', version: pluginDbVersion });
    }
    const home = originOf(option('home')) ?? originOf(option('siteurl'));
    if (home === null) {
      throw refuse({ kind: 'no-home-url' });
    }
    return { flavour: flavourOf(serverVersion), serverVersion, pluginDbVersion, home };
  } catch (error) {
    if (error instanceof PreflightError) throw error;
    throw refuse(connectionProblem(error));
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
