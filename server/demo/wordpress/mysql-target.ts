/**
 * Where the WordPress-shaped demo goes: a `mysql://USER:PASS@HOST:PORT/DB` URL (or
 * `?socket=/path` for a Unix socket), and the one-line messages a person sees when it is
 * wrong, unreachable or refused. The password never appears in any of them.
 */
import type { ConnectionOptions } from 'mysql2/promise';
import { errorCode } from '../../lib/system-error';

/** A problem with what the user asked for: shown as one line, without a stack trace. */
export class BadTargetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BadTargetError';
  }
}

export interface MysqlTarget {
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
  socketPath: string | undefined;
}

const DEFAULT_PORT = 3306;

function decoded(part: string, what: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new BadTargetError(`The database URL's ${what} is not valid percent-encoding.`);
  }
}

export function parseMysqlUrl(text: string): MysqlTarget {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new BadTargetError('The database URL must look like mysql://USER:PASS@HOST:PORT/DB.');
  }
  if (url.protocol !== 'mysql:' && url.protocol !== 'mariadb:') {
    throw new BadTargetError('The database URL must start with mysql:// (or mariadb://).');
  }
  const database = decoded(url.pathname.replace(/^\//, ''), 'database name');
  if (!database || database.includes('/')) {
    throw new BadTargetError('The database URL must name a database: mysql://USER:PASS@HOST/DB.');
  }
  const user = decoded(url.username, 'user name');
  if (!user) throw new BadTargetError('The database URL must name a user: mysql://USER@HOST/DB.');
  const port = url.port ? Number(url.port) : DEFAULT_PORT;
  const socketPath = url.searchParams.get('socket') ?? undefined;
  if (!url.hostname && !socketPath) {
    throw new BadTargetError('The database URL must name a host.');
  }
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1') || 'localhost',
    port,
    user,
    password: decoded(url.password, 'password'),
    database,
    socketPath,
  };
}

/** The target without its password, for messages. */
export function describeTarget(target: MysqlTarget): string {
  const where = target.socketPath ?? `${target.host}:${target.port}`;
  return `${target.user}@${where}/${target.database}`;
}

export function connectionOptions(target: MysqlTarget): ConnectionOptions {
  return {
    ...(target.socketPath
      ? { socketPath: target.socketPath }
      : { host: target.host, port: target.port }),
    user: target.user,
    password: target.password,
    database: target.database,
    charset: 'UTF8MB4_UNICODE_520_CI',
    timezone: 'Z',
    dateStrings: true,
    supportBigNumbers: true,
    connectTimeout: 10_000,
  };
}

/**
 * The one line to show for a failure to connect (or a refused statement): known causes by
 * name, anything else by the server's own message, which never holds the password.
 */
export function connectionFailureMessage(error: unknown, target: MysqlTarget): string {
  const where = describeTarget(target);
  switch (errorCode(error)) {
    case 'ECONNREFUSED':
      return `Cannot reach MySQL/MariaDB at ${where}: connection refused.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Cannot reach MySQL/MariaDB at ${where}: unknown host.`;
    case 'ETIMEDOUT':
      return `Cannot reach MySQL/MariaDB at ${where}: timed out.`;
    case 'ENOENT':
      return `Cannot reach MySQL/MariaDB at ${where}: no such socket.`;
    case 'ER_ACCESS_DENIED_ERROR':
    case 'ER_DBACCESS_DENIED_ERROR':
    case 'ER_TABLEACCESS_DENIED_ERROR':
      return `Access denied for ${where}: check the user, the password and the grants.`;
    case 'ER_BAD_DB_ERROR':
      return `The database ${target.database} does not exist at ${where}: create it first (CREATE DATABASE ${target.database} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci).`;
  }
  const detail = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
  const safe = target.password ? detail.replaceAll(target.password, '***') : detail;
  return `MySQL/MariaDB at ${where} failed: ${safe}`;
}
