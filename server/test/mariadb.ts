import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import mysql from 'mysql2/promise';
import { inject } from 'vitest';
import type { ProvidedMariaDb } from './mariadb-global-setup';
import { withDatabase } from './mariadb-server';

/**
 * What server test files use for MariaDB: the run's shared server (started once by
 * mariadb-global-setup.ts) and fresh, uniquely named databases on it, empty or holding the real
 * WordPress + FluentCommunity dump, each with an admin URL and a SELECT-only URL.
 */

export interface TestDatabase {
  name: string;
  /** All privileges on this database (the server's admin account). */
  url: string;
  /** An account with SELECT only, on this database only. */
  readOnlyUrl: string;
  /** Drops the database and the read-only account; idempotent. */
  drop(): Promise<void>;
}

export interface SharedMariaDb {
  adminUrl(database?: string): string;
}

const DUMP_FILE = fileURLToPath(
  new URL('../../test/fixtures/wordpress/fluentcommunity-2.8.1.sql.gz', import.meta.url),
);

/** The shared server from globalSetup; throws the one-line problem when MariaDB is unavailable. */
export function sharedMariaDb(): SharedMariaDb {
  return sharedMariaDbFrom(inject('mariadb'));
}

export function sharedMariaDbFrom(provided: ProvidedMariaDb | undefined): SharedMariaDb {
  if (provided === undefined) {
    throw new Error(
      'No MariaDB was provided: only the server project (vite.config.ts) starts one, in server/test/mariadb-global-setup.ts.',
    );
  }
  if (!provided.available) throw new Error(provided.problem);
  const { adminUrl } = provided;
  return { adminUrl: (database) => withDatabase(adminUrl, database) };
}

/**
 * A fresh, uniquely named database (utf8mb4_unicode_520_ci, as the real dump) on the shared
 * server, or on another (a private one started with options of its own).
 */
export async function createTestDatabase(
  label: string,
  server: SharedMariaDb = sharedMariaDb(),
): Promise<TestDatabase> {
  const suffix = randomBytes(6).toString('hex');
  const slug = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 40);
  const name = `t_${slug}_${suffix}`;
  const readOnlyUser = `ro_${suffix}`;
  const readOnlyPassword = randomBytes(18).toString('hex');
  const admin = await mysql.createConnection(server.adminUrl());
  try {
    await admin.query(
      `CREATE DATABASE ${quoteName(name)} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci`,
    );
    await admin.query("CREATE USER ?@'%' IDENTIFIED BY ?", [readOnlyUser, readOnlyPassword]);
    await admin.query(`GRANT SELECT ON ${quoteName(name)}.* TO ?@'%'`, [readOnlyUser]);
  } finally {
    await admin.end();
  }
  const readOnlyUrl = new URL(server.adminUrl(name));
  readOnlyUrl.username = readOnlyUser;
  readOnlyUrl.password = readOnlyPassword;
  let dropped: Promise<void> | undefined;
  return {
    name,
    url: server.adminUrl(name),
    readOnlyUrl: readOnlyUrl.toString(),
    drop: () => (dropped ??= dropDatabase(server, name, readOnlyUser)),
  };
}

/**
 * createTestDatabase with the real WordPress dump loaded into it. The dump goes to the server
 * through mysql2 as one multi-statement query rather than through the `mariadb` client: the
 * client is a second binary to find, wants the password on its command line or environment, and
 * clients older than MariaDB 10.5.25/10.6.18/10.11.8 (and MySQL's) reject the dump's first line,
 * the `/*M!999999\- enable the sandbox mode` comment, which the server simply skips as a
 * versioned comment. The dump uses nothing client-side (no DELIMITER, no source); it is small (≈340 kB).
 */
export async function createWordPressDumpDatabase(
  label = 'wordpress',
  server: SharedMariaDb = sharedMariaDb(),
): Promise<TestDatabase> {
  const database = await createTestDatabase(label, server);
  try {
    const connection = await mysql.createConnection({
      uri: database.url,
      multipleStatements: true,
    });
    try {
      await connection.query(wordPressDump());
    } finally {
      await connection.end();
    }
  } catch (error) {
    await database.drop();
    throw error;
  }
  return database;
}

let dumpSql: string | undefined;
function wordPressDump(): string {
  return (dumpSql ??= gunzipSync(readFileSync(DUMP_FILE)).toString('utf8'));
}

async function dropDatabase(server: SharedMariaDb, name: string, user: string): Promise<void> {
  const admin = await mysql.createConnection(server.adminUrl());
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${quoteName(name)}`);
    await admin.query("DROP USER IF EXISTS ?@'%'", [user]);
  } finally {
    await admin.end();
  }
}

/** Our database names are [a-z0-9_] only; refuse anything else rather than escape it. */
function quoteName(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name: ${name}`);
  return `\`${name}\``;
}
