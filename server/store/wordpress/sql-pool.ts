import mysql from 'mysql2/promise';
import { errorCode } from '../../lib/system-error';
import { QueryTimeoutError } from '../query-timeout';
import { StoreUnavailableError } from '../store-unavailable';
import { bindStatement } from './bound-statement';
import type { DatabaseAddress } from './database-url';

/**
 * The WordPress store's only way to the database: a small pool of connections, each set up
 * once as read-only with a per-statement time budget, and one `rows()` call that turns the
 * driver's failures into the Store contract's errors (a statement past its budget →
 * QueryTimeoutError; the database unreachable → StoreUnavailableError). A pool makes new
 * connections on demand, so when the database comes back the next request simply works.
 */
export type Flavour = 'mariadb' | 'mysql';

/**
 * Which connections a statement uses. Heavy statements (a feed page, a searched or re-sorted
 * member list) have connections of their own, so however many of them pile up, a cheap one
 * (spaces, a profile, a password check) never waits behind them — as the SQLite store's
 * lanes do (docs/decisions/016).
 */
export type Lane = 'cheap' | 'heavy';

export interface SqlPool {
  /**
   * Runs one SELECT with `?` placeholders (arrays expand to lists) as a server-side prepared
   * statement, and returns its rows.
   */
  rows<T>(call: string, sql: string, values?: readonly unknown[], lane?: Lane): Promise<T[]>;
  /**
   * Runs `work` with a pool whose every read sees the database as it was at one moment: one
   * connection (a heavy one), in a read-only REPEATABLE READ transaction started WITH
   * CONSISTENT SNAPSHOT (InnoDB; the plugin's and WordPress's tables are). Following a site
   * copies a chunk this way, so that the chunk's checksum stands for exactly the rows copied
   * (local-copy/follow-site.ts, docs/decisions/033).
   */
  snapshot<T>(call: string, work: (pinned: SqlPool) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface SqlPoolOptions {
  /** Connections per lane at most (default 4): reads are short, more would only queue. */
  connections?: number;
  budgetMs: number;
  flavour: Flavour;
}

/** Driver error codes meaning "the database is not there right now". */
const UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_CONNECTION_KILLED',
  'ER_NET_READ_INTERRUPTED',
  'ER_LOCK_WAIT_TIMEOUT',
]);

/** MariaDB's max_statement_time (1969), MySQL's max_execution_time (3024). */
const STATEMENT_TIMEOUT = new Set(['ER_STATEMENT_TIMEOUT', 'ER_QUERY_TIMEOUT']);
const STATEMENT_TIMEOUT_ERRNO = new Set([1969, 3024]);

export function driverErrorCode(error: unknown): { code: string; errno: number | null } | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const code = errorCode(error) ?? '';
  const errno = 'errno' in error && typeof error.errno === 'number' ? error.errno : null;
  return { code, errno };
}

/**
 * The sql_mode every connection reads in, whatever the site's server has (docs/decisions/017,
 * "How values reach MariaDB"): MariaDB's default less NO_AUTO_CREATE_USER (accounts only, and
 * unknown to MySQL 8). Above all without NO_BACKSLASH_ESCAPES, under which `\'` no longer
 * escapes a quote and LIKE has no escape character (containsPattern's `\%` would match a
 * backslash), and without ANSI_QUOTES or PIPES_AS_CONCAT, which change how our SQL parses.
 */
const SQL_MODE = 'STRICT_TRANS_TABLES,ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION';
export const PIN_SQL_MODE = `SET SESSION sql_mode = '${SQL_MODE}'`;

/** The session every connection gets before its first read. */
function sessionStatements(flavour: Flavour, budgetMs: number): string[] {
  const budget =
    flavour === 'mariadb'
      ? `SET SESSION max_statement_time = ${(budgetMs / 1000).toFixed(3)}`
      : `SET SESSION max_execution_time = ${Math.round(budgetMs)}`;
  return [PIN_SQL_MODE, 'SET SESSION TRANSACTION READ ONLY', budget];
}

export function createConnectionOptions(address: DatabaseAddress): mysql.PoolOptions {
  return {
    host: address.host,
    port: address.port,
    user: address.user,
    password: address.password,
    database: address.database,
    charset: 'UTF8MB4_UNICODE_520_CI',
    // Timestamps as the site stores them ("YYYY-MM-DD HH:MM:SS"), never through Date.
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: false,
    connectTimeout: 5000,
    enableKeepAlive: true,
    // Prepared statements kept per connection (bound-statement.ts): the store's few dozen
    // shapes, times the list lengths an IN (?) takes; well under the server's
    // max_prepared_stmt_count (16382 by default) for all our connections together.
    maxPreparedStatements: 256,
  };
}

export function createSqlPool(address: DatabaseAddress, options: SqlPoolOptions): SqlPool {
  const size = options.connections ?? 4;
  const openPool = () =>
    mysql.createPool({
      ...createConnectionOptions(address),
      connectionLimit: size,
      maxIdle: size,
      idleTimeout: 60_000,
      waitForConnections: true,
      queueLimit: 0,
    });
  const pools: Record<Lane, mysql.Pool> = { cheap: openPool(), heavy: openPool() };
  const session = sessionStatements(options.flavour, options.budgetMs);
  const prepared = new WeakSet<object>();

  /** The driver's failures as the Store contract's errors. */
  function contractError(call: string, error: unknown): unknown {
    const driver = driverErrorCode(error);
    if (
      driver &&
      (STATEMENT_TIMEOUT.has(driver.code) ||
        (driver.errno !== null && STATEMENT_TIMEOUT_ERRNO.has(driver.errno)) ||
        driver.code === 'PROTOCOL_SEQUENCE_TIMEOUT')
    ) {
      return new QueryTimeoutError(call, options.budgetMs);
    }
    if (driver && UNAVAILABLE.has(driver.code)) return unavailable(error);
    return error;
  }

  /** A connection of `lane`, its session set up. */
  async function connect(call: string, lane: Lane): Promise<mysql.PoolConnection> {
    let connection: mysql.PoolConnection;
    try {
      connection = await pools[lane].getConnection();
    } catch (error) {
      throw unavailable(error);
    }
    try {
      if (!prepared.has(connection.connection)) {
        for (const statement of session) await connection.query(statement);
        prepared.add(connection.connection);
      }
      return connection;
    } catch (error) {
      connection.release();
      throw contractError(call, error);
    }
  }

  async function read<T>(
    connection: mysql.PoolConnection,
    call: string,
    sql: string,
    values: readonly unknown[],
  ): Promise<T[]> {
    try {
      // Prepared on the server, the values sent apart from the SQL (bound-statement.ts).
      const bound = bindStatement(sql, values);
      const [rows] = await connection.execute({
        sql: bound.sql,
        values: bound.values,
        // A backstop behind the server's own budget, for engines that ignore it.
        timeout: options.budgetMs + 2000,
      });
      return rows as T[];
    } catch (error) {
      throw contractError(call, error);
    }
  }

  /** Every read on `connection`, in the transaction it is in; a snapshot in it is itself. */
  function pinnedTo(connection: mysql.PoolConnection): SqlPool {
    const pinned: SqlPool = {
      rows: (call, sql, values = []) => read(connection, call, sql, values),
      snapshot: (_call, work) => work(pinned),
      close: async () => {},
    };
    return pinned;
  }

  return {
    async rows<T>(
      call: string,
      sql: string,
      values: readonly unknown[] = [],
      lane: Lane = 'cheap',
    ): Promise<T[]> {
      const connection = await connect(call, lane);
      try {
        return await read<T>(connection, call, sql, values);
      } finally {
        connection.release();
      }
    },
    async snapshot<T>(call: string, work: (pinned: SqlPool) => Promise<T>): Promise<T> {
      const connection = await connect(call, 'heavy');
      const statement = async (sql: string) => {
        try {
          await connection.query(sql);
        } catch (error) {
          throw contractError(call, error);
        }
      };
      let ended = false;
      try {
        // Whatever the server's default: READ COMMITTED would read each statement afresh.
        await statement('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
        await statement('START TRANSACTION WITH CONSISTENT SNAPSHOT');
        const result = await work(pinnedTo(connection));
        await statement('COMMIT');
        ended = true;
        return result;
      } finally {
        if (ended) connection.release();
        else {
          // A transaction left open must not follow the connection back into the pool.
          await connection.query('ROLLBACK').then(
            () => connection.release(),
            () => connection.destroy(),
          );
        }
      }
    },
    async close() {
      await Promise.all([pools.cheap.end(), pools.heavy.end()]);
    },
  };
}

function unavailable(error: unknown): StoreUnavailableError {
  const driver = driverErrorCode(error);
  return new StoreUnavailableError(driver?.code || 'the connection failed');
}
