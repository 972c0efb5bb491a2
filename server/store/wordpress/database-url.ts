/**
 * DATABASE_URL for a WordPress database: `mysql://USER:PASS@HOST:PORT/DBNAME` (or
 * `mariadb://`), percent-encoded as URLs are. Parsed once at start; every problem is one
 * sentence naming the fix. `describe` is the only way the URL reaches a log: without its
 * password.
 */
export interface DatabaseAddress {
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
  /** `user@host:port/database`, never the password: for logs and messages. */
  describe: string;
}

export class DatabaseUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseUrlError';
  }
}

const EXAMPLE = 'mysql://USER:PASSWORD@HOST:3306/DATABASE';

export function parseDatabaseUrl(value: string): DatabaseAddress {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new DatabaseUrlError(`DATABASE_URL is not a URL; expected ${EXAMPLE}.`);
  }
  if (url.protocol !== 'mysql:' && url.protocol !== 'mariadb:') {
    throw new DatabaseUrlError(
      `DATABASE_URL must start with mysql:// or mariadb:// (got ${url.protocol}//); expected ${EXAMPLE}.`,
    );
  }
  if (url.hostname === '') {
    throw new DatabaseUrlError(`DATABASE_URL has no host; expected ${EXAMPLE}.`);
  }
  const decode = (part: string, what: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      throw new DatabaseUrlError(
        `DATABASE_URL's ${what} is not valid percent-encoding; encode special characters (e.g. @ as %40).`,
      );
    }
  };
  const database = decode(url.pathname.replace(/^\//, ''), 'database name');
  if (database === '' || database.includes('/')) {
    throw new DatabaseUrlError(
      `DATABASE_URL must name one database after the host, e.g. ${EXAMPLE}.`,
    );
  }
  const user = decode(url.username, 'user name');
  if (user === '') {
    throw new DatabaseUrlError(`DATABASE_URL has no user name; expected ${EXAMPLE}.`);
  }
  const port = url.port === '' ? 3306 : Number(url.port);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return {
    host,
    port,
    user,
    password: decode(url.password, 'password'),
    database,
    describe: `${user}@${url.host}/${database}`,
  };
}

/** WP_TABLE_PREFIX: WordPress allows letters, digits and underscores only. */
export function checkTablePrefix(prefix: string): string {
  if (!/^[A-Za-z0-9_]{1,32}$/.test(prefix)) {
    throw new DatabaseUrlError(
      `WP_TABLE_PREFIX must be letters, digits and underscores, as in wp-config.php's $table_prefix (got "${prefix}").`,
    );
  }
  return prefix;
}
