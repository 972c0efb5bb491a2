/**
 * The MySQL/MariaDB side of the export: one connection set up for bulk loading (UTC, no
 * unique or foreign-key checks, strict about truncation), and our tables' lifecycle under a
 * prefix: which already exist, dropping exactly those (--reset), creating them.
 */
import mysql, { type Connection, type RowDataPacket } from 'mysql2/promise';
import { quoteIdentifier } from './batch-insert';
import {
  BadTargetError,
  connectionFailureMessage,
  connectionOptions,
  parseMysqlUrl,
} from './mysql-target';
import { createTableStatement, tableName, WORDPRESS_TABLES } from './schema';

/**
 * Strict, so an over-long value fails instead of being cut; without NO_ZERO_DATE, so the
 * `'0000-00-00 00:00:00'` defaults WordPress declares are accepted by MySQL too.
 */
const SESSION_SETUP = `SET SESSION
  sql_mode = 'STRICT_ALL_TABLES,NO_ENGINE_SUBSTITUTION,NO_AUTO_VALUE_ON_ZERO',
  time_zone = '+00:00',
  unique_checks = 0,
  foreign_key_checks = 0`;

/** Connects to the database a URL names; any failure is a one-line BadTargetError. */
export async function openWordPressConnection(mysqlUrl: string): Promise<Connection> {
  const target = parseMysqlUrl(mysqlUrl);
  let connection: Connection;
  try {
    connection = await mysql.createConnection(connectionOptions(target));
  } catch (error) {
    throw new BadTargetError(connectionFailureMessage(error, target));
  }
  // A dropped connection must surface through the pending query, never as an 'error' event
  // nobody listens to.
  connection.on('error', () => undefined);
  try {
    await connection.query(SESSION_SETUP);
  } catch (error) {
    await connection.end().catch(() => undefined);
    throw new BadTargetError(connectionFailureMessage(error, target));
  }
  return connection;
}

/** Which of our tables the connected database already has, under `prefix`. */
export async function existingTables(connection: Connection, prefix: string): Promise<string[]> {
  const names = WORDPRESS_TABLES.map((table) => tableName(table, prefix));
  const [rows] = await connection.query<RowDataPacket[]>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = DATABASE() AND table_name IN (?)`,
    [names],
  );
  const present = new Set(rows.map((row) => String(row.name)));
  return names.filter((name) => present.has(name));
}

/** The one line shown when the database already holds (some of) our tables. */
export function alreadyThereMessage(tables: readonly string[], prefix: string): string {
  const posts = tableName('fcom_posts', prefix);
  const what = tables.includes(posts) ? posts : tables.join(', ');
  return `The database already has ${what}: use --reset to drop and replace our ${WORDPRESS_TABLES.length} ${prefix}* tables, or choose another --prefix.`;
}

/** Drops exactly our tables under `prefix` (nothing else in the database). */
export async function dropTables(connection: Connection, prefix: string): Promise<void> {
  const names = WORDPRESS_TABLES.map((table) => quoteIdentifier(tableName(table, prefix)));
  await connection.query(`DROP TABLE IF EXISTS ${names.join(', ')}`);
}

export async function createTables(connection: Connection, prefix: string): Promise<void> {
  for (const table of WORDPRESS_TABLES) {
    await connection.query(createTableStatement(table, prefix));
  }
}

/** Fresh index statistics for the optimizer after a bulk load. */
export async function analyzeTables(connection: Connection, prefix: string): Promise<void> {
  const names = WORDPRESS_TABLES.map((table) => quoteIdentifier(tableName(table, prefix)));
  await connection.query(`ANALYZE TABLE ${names.join(', ')}`);
}
