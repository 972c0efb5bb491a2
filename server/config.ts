import path from 'node:path';
import { parseArgs } from 'node:util';
import { BadAnchorError, parseAnchor, SEED_ANCHOR_ENV } from './demo/anchor';
import { DEFAULT_CONNECTION_LIMITS } from './http/connection-limits';
import { checkSiteUrl } from './http/site-origin';
import { DEFAULT_THREAD_POOL_SIZE, verificationConcurrency } from './http/verification-queue';
import { DEFAULT_QUERY_BUDGET_MS } from './store/query-timeout';
import {
  checkTablePrefix,
  DatabaseUrlError,
  parseDatabaseUrl,
  type DatabaseAddress,
} from './store/wordpress/database-url';

/**
 * The server's settings, from flags first, then the environment, then defaults:
 * --port/PORT (8787), --host/HOST (127.0.0.1), --data-dir/DATA_DIR (./data),
 * --dist-dir/DIST_DIR (./dist), and for a fresh demo --seed/SEED, --users/SEED_USERS,
 * --posts/SEED_POSTS; --site-url/SITE_URL, the origin clients reach the server at (needed behind
 * a proxy; by default, URLs in answers use the address the request came in on, never its Host);
 * --database-url/DATABASE_URL to serve a WordPress database instead of the demo, with its table
 * prefix from --table-prefix/WP_TABLE_PREFIX (wp_), its reads served (unless LOCAL_COPY=0) from a
 * copy of it kept under the data directory, following the site every
 * --local-copy-follow-seconds/LOCAL_COPY_FOLLOW_SECONDS seconds (5; 0: not followed), every row's
 * presence checked within --local-copy-turn-minutes/LOCAL_COPY_TURN_MINUTES (5; docs/decisions/042), and, if
 * --local-copy-minutes/LOCAL_COPY_MINUTES is set, rebuilt whole that often (docs/decisions/024),
 * --database-replica/DATABASE_REPLICA=1 when that database is a read replica, named if it lags
 * more than REPLICA_MAX_LAG_SECONDS (60) or is no replica at all (docs/decisions/041),
 * and its writes sent to the site's REST root, --site-rest-url/SITE_REST_URL (the site's home
 * and /wp-json; docs/decisions/035);
 * --max-connections/MAX_CONNECTIONS (1000) and --max-connections-per-address/
 * MAX_CONNECTIONS_PER_ADDRESS (100), the connections held at once (docs/decisions/029);
 * QUERY_BUDGET_MS (5000), how long one store call may run (docs/decisions/016); SEED_ANCHOR,
 * where a fresh demo's data ends (demo/anchor.ts); UV_THREADPOOL_SIZE, libuv's thread pool,
 * which bounds the password checks run at once (http/verification-queue.ts).
 *
 * This is the one module that reads the environment: the rest of the server is handed what
 * it needs from here.
 */
/** How far behind a replica may be before it is named (docs/decisions/041), unless set. */
export const DEFAULT_REPLICA_MAX_LAG_SECONDS = 60;

/** Seconds between a local copy's polls of the site, unless set. */
export const DEFAULT_FOLLOW_SECONDS = 5;

/** Minutes within which a local copy checks every row of its site, unless set (042). */
export const DEFAULT_TURN_MINUTES = 5;

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  distDir: string;
  /** The origin absolute URLs are built on, e.g. `https://desk.example.com`; see site-origin.ts. */
  siteUrl: string | undefined;
  seed: number | undefined;
  users: number | undefined;
  posts: number | undefined;
  quiet: boolean;
  /** A WordPress + FluentCommunity database to serve (read-only), or the SQLite demo. */
  database: DatabaseAddress | undefined;
  tablePrefix: string;
  /**
   * The site's REST root, where its writes are sent (docs/decisions/035); undefined: its
   * `home` followed by `/wp-json`.
   */
  siteRestUrl: string | undefined;
  /** Serve the WordPress database's reads from a local copy (docs/decisions/024); the default. */
  localCopy: boolean;
  /** How often the local copy is rebuilt whole, in minutes; undefined: never (it follows the site). */
  localCopyMinutes: number | undefined;
  /** Seconds between the local copy's polls of the site; 0: not followed. */
  localCopyFollowSeconds: number;
  /**
   * Minutes within which following checks every row of the site is still there (its presence
   * turn, docs/decisions/042): fewer finds deletions sooner and costs the site more per poll.
   */
  localCopyTurnMinutes: number;
  /**
   * DATABASE_URL is a read replica of the site's database (docs/decisions/041): named at
   * start if it is not one, or far behind, or stopped; a replica down at start is waited for.
   */
  databaseReplica: boolean;
  /** A replica further behind than this, in seconds, is named at start and in the log. */
  replicaMaxLagSeconds: number;
  /** Connections held at once, in all and from one address (connection-limits.ts). */
  maxConnections: number;
  maxConnectionsPerAddress: number;
  /** How long one store call may run, in milliseconds (1 to 600000). */
  queryBudgetMs: number;
  /** Where a demo seeded by this start ends; undefined: the moment of seeding. */
  seedAnchor: Date | undefined;
  /** Password checks run at once (verification-queue.ts). */
  verificationConcurrency: number;
  /**
   * Serve our own insights routes (`community-desk/v1`, docs/decisions/038); off, the server
   * answers as a plain FluentCommunity site does (benchmarks and tests of the dashboard's
   * other way).
   */
  insightsRoutes: boolean;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

function integer(
  name: string,
  value: string | undefined,
  min: number,
  max: number,
): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max} (got "${value}").`);
  }
  return number;
}

/** An on/off environment variable: 1/true/yes or 0/false/no (or unset: off). */
function flag(name: string, value: string | undefined, unset = false): boolean {
  if (value === undefined || value.trim() === '') return unset;
  const word = value.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(word)) return true;
  if (['0', 'false', 'no', 'off'].includes(word)) return false;
  throw new ConfigError(`${name} must be 1 or 0 (got "${value}").`);
}

function siteUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const check = checkSiteUrl(value);
  if (!check.ok) throw new ConfigError(`site-url ${check.problem} (got "${value}").`);
  return check.origin;
}

/** An http(s) URL without its trailing slashes, or undefined when not given. */
function siteRestUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new ConfigError(
      `site-rest-url is not a URL (got "${value}"); expected e.g. https://example.com/wp-json.`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`site-rest-url must start with http:// or https:// (got "${value}").`);
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new ConfigError(
      `site-rest-url must be the REST root alone, without credentials, query or fragment (got "${value}").`,
    );
  }
  return url.href.replace(/\/+$/, '');
}

function databaseAddress(value: string | undefined): DatabaseAddress | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  try {
    return parseDatabaseUrl(value);
  } catch (error) {
    if (error instanceof DatabaseUrlError) throw new ConfigError(error.message);
    throw error;
  }
}

function tablePrefix(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return 'wp_';
  try {
    return checkTablePrefix(value.trim());
  } catch (error) {
    if (error instanceof DatabaseUrlError) throw new ConfigError(error.message);
    throw error;
  }
}

/**
 * SEED_ANCHOR: the moment every demo seeded with this environment ends at (npm start, the seed
 * commands, the benchmarks), or undefined when unset. A BadAnchorError for anything but an
 * ISO 8601 date or date-time with a zone.
 */
export function seedAnchorFromEnv(env: NodeJS.ProcessEnv): Date | undefined {
  const text = env[SEED_ANCHOR_ENV];
  return text === undefined || text.trim() === '' ? undefined : parseAnchor(text);
}

function seedAnchor(env: NodeJS.ProcessEnv): Date | undefined {
  try {
    return seedAnchorFromEnv(env);
  } catch (error) {
    if (error instanceof BadAnchorError)
      throw new ConfigError(`${SEED_ANCHOR_ENV}: ${error.message}`);
    throw error;
  }
}

/**
 * What `npm run seed` takes from the environment unless a flag says otherwise, as given (the
 * command checks them as it checks its flags); its anchor is seedAnchorFromEnv's.
 */
export function seedCommandEnvironment(env: NodeJS.ProcessEnv): {
  dataDir: string | undefined;
  seed: string | undefined;
} {
  return { dataDir: env.DATA_DIR, seed: env.SEED };
}

export function readServerConfig(argv: readonly string[], env: NodeJS.ProcessEnv): ServerConfig {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'data-dir': { type: 'string' },
        'dist-dir': { type: 'string' },
        'site-url': { type: 'string' },
        seed: { type: 'string' },
        users: { type: 'string' },
        posts: { type: 'string' },
        quiet: { type: 'boolean' },
        'database-url': { type: 'string' },
        'site-rest-url': { type: 'string' },
        'table-prefix': { type: 'string' },
        'local-copy': { type: 'boolean' },
        'local-copy-minutes': { type: 'string' },
        'local-copy-follow-seconds': { type: 'string' },
        'local-copy-turn-minutes': { type: 'string' },
        'database-replica': { type: 'boolean' },
        'max-connections': { type: 'string' },
        'max-connections-per-address': { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
  return {
    port: integer('port', values.port ?? env.PORT, 0, 65535) ?? 8787,
    host: values.host ?? env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(values['data-dir'] ?? env.DATA_DIR ?? 'data'),
    distDir: path.resolve(values['dist-dir'] ?? env.DIST_DIR ?? 'dist'),
    siteUrl: siteUrl(values['site-url'] ?? env.SITE_URL),
    seed: integer('seed', values.seed ?? env.SEED, 0, 0xffffffff),
    users: integer('users', values.users ?? env.SEED_USERS, 1, 1_000_000),
    posts: integer('posts', values.posts ?? env.SEED_POSTS, 1, 10_000_000),
    quiet: values.quiet ?? false,
    database: databaseAddress(values['database-url'] ?? env.DATABASE_URL),
    tablePrefix: tablePrefix(values['table-prefix'] ?? env.WP_TABLE_PREFIX),
    siteRestUrl: siteRestUrl(values['site-rest-url'] ?? env.SITE_REST_URL),
    localCopy: values['local-copy'] ?? flag('LOCAL_COPY', env.LOCAL_COPY, true),
    insightsRoutes: flag('INSIGHTS_ROUTES', env.INSIGHTS_ROUTES, true),
    localCopyMinutes: integer(
      'local-copy-minutes',
      values['local-copy-minutes'] ?? env.LOCAL_COPY_MINUTES,
      1,
      24 * 60,
    ),
    localCopyFollowSeconds:
      integer(
        'local-copy-follow-seconds',
        values['local-copy-follow-seconds'] ?? env.LOCAL_COPY_FOLLOW_SECONDS,
        0,
        3600,
      ) ?? DEFAULT_FOLLOW_SECONDS,
    localCopyTurnMinutes:
      integer(
        'local-copy-turn-minutes',
        values['local-copy-turn-minutes'] ?? env.LOCAL_COPY_TURN_MINUTES,
        1,
        24 * 60,
      ) ?? DEFAULT_TURN_MINUTES,
    databaseReplica:
      values['database-replica'] ?? flag('DATABASE_REPLICA', env.DATABASE_REPLICA, false),
    replicaMaxLagSeconds:
      integer('REPLICA_MAX_LAG_SECONDS', env.REPLICA_MAX_LAG_SECONDS, 1, 86_400) ??
      DEFAULT_REPLICA_MAX_LAG_SECONDS,
    maxConnections:
      integer('max-connections', values['max-connections'] ?? env.MAX_CONNECTIONS, 1, 1_000_000) ??
      DEFAULT_CONNECTION_LIMITS.total,
    maxConnectionsPerAddress:
      integer(
        'max-connections-per-address',
        values['max-connections-per-address'] ?? env.MAX_CONNECTIONS_PER_ADDRESS,
        1,
        1_000_000,
      ) ?? DEFAULT_CONNECTION_LIMITS.perAddress,
    queryBudgetMs:
      integer('QUERY_BUDGET_MS', env.QUERY_BUDGET_MS, 1, 600_000) ?? DEFAULT_QUERY_BUDGET_MS,
    seedAnchor: seedAnchor(env),
    verificationConcurrency: verificationConcurrency(
      Number(env.UV_THREADPOOL_SIZE) || DEFAULT_THREAD_POOL_SIZE,
    ),
  };
}
