import { execFile, spawn, type ChildProcessByStdio } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, constants, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import mysql from 'mysql2/promise';

/**
 * A private MariaDB for tests: a fresh data directory in a temporary directory, a server on a
 * free port bound to 127.0.0.1, stopped and deleted afterwards. Never the system service, never
 * a fixed port, never a system my.cnf (--no-defaults).
 *
 * Dying with us: mariadbd runs under a small /bin/sh wrapper (WRAPPER below) whose stdin is a
 * pipe from this process. When that pipe closes — stop() closes it, and the kernel closes it
 * when this process exits for any reason, SIGKILL included — the wrapper sends mariadbd SIGTERM
 * (its graceful shutdown), waits for it, and removes the temporary directory. So a killed test
 * runner leaves no mariadbd and no data behind. If mariadbd exits by itself (a crash, its port
 * taken), the wrapper keeps the directory and startMariaDb retries or removes it.
 */

export interface RunningMariaDb {
  host: '127.0.0.1';
  port: number;
  /** The temporary directory holding the data directory and the socket; stop() removes it. */
  tempDir: string;
  socketPath: string;
  /** mysql://root:…@127.0.0.1:PORT/DATABASE: a password-protected account with all privileges. */
  adminUrl(database?: string): string;
  /** Graceful shutdown, then the temporary directory removed; idempotent. */
  stop(): Promise<void>;
  /** Shuts mariadbd down, keeping its data (an outage); `startAgain` brings it back. */
  shutDown(): Promise<void>;
  /** Starts mariadbd again after `shutDown`, on the same port and data. */
  startAgain(): Promise<void>;
}

export type MariaDbBinaries =
  | { ok: true; mariadbd: string; installDb: string; client: string | null }
  | { ok: false; problem: string };

const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
const PORT_ATTEMPTS = 3;
const LOG_TAIL_LINES = 30;
/** Unix socket paths must fit in sockaddr_un.sun_path (108 bytes with the terminating NUL). */
const MAX_SOCKET_PATH = 100;

/** Where to look for the binaries: MARIADB_BIN_DIR first, then PATH, then Debian's places. */
export function defaultSearchPath(env: NodeJS.ProcessEnv = process.env): string[] {
  const fromPath = (env.PATH ?? '').split(path.delimiter);
  return [env.MARIADB_BIN_DIR ?? '', ...fromPath, '/usr/sbin', '/usr/bin'].filter(
    (dir) => dir !== '',
  );
}

/** Whether the binaries exist, and if not, the one-line fix. */
export function findMariaDbBinaries(
  searchPath: readonly string[] = defaultSearchPath(),
): MariaDbBinaries {
  const mariadbd = findExecutable('mariadbd', searchPath);
  const installDb = findExecutable('mariadb-install-db', searchPath);
  if (mariadbd && installDb) {
    return { ok: true, mariadbd, installDb, client: findExecutable('mariadb', searchPath) };
  }
  const missing = [mariadbd ? null : 'mariadbd', installDb ? null : 'mariadb-install-db'];
  return {
    ok: false,
    problem:
      `MariaDB not found (${missing.filter(Boolean).join(', ')}): install it with ` +
      '`apt-get install mariadb-server` (the service need not run), or set MARIADB_BIN_DIR ' +
      'to the directory holding mariadbd and mariadb-install-db.',
  };
}

function findExecutable(name: string, searchPath: readonly string[]): string | null {
  for (const dir of searchPath) {
    const file = path.join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      if (statSync(file).isFile()) return file;
    } catch {
      // not here
    }
  }
  return null;
}

/**
 * Installs a data directory in a fresh temporary directory, starts mariadbd on a free port and
 * waits until it accepts connections, then replaces the installer's password-less accounts by
 * `root` with a random password (over TCP as root@'%', over the socket as root@localhost).
 */
export async function startMariaDb(
  options: {
    log?: (line: string) => void;
    /** The server's global sql_mode (--sql-mode), e.g. a site's NO_BACKSLASH_ESCAPES. */
    sqlMode?: string;
    /** More mariadbd options, after ours (a later option wins): `--log-bin`, `--server-id=2`. */
    args?: readonly string[];
  } = {},
): Promise<RunningMariaDb> {
  const binaries = findMariaDbBinaries();
  if (!binaries.ok) throw new Error(binaries.problem);
  const log = options.log ?? (() => {});
  const tempDir = makeTempDir();
  const dataDir = path.join(tempDir, 'data');
  const socketPath = path.join(tempDir, 'sock');
  try {
    await installDataDir(binaries.installDb, dataDir, log);
    const extra = [
      ...(options.sqlMode === undefined ? [] : [`--sql-mode=${options.sqlMode}`]),
      ...(options.args ?? []),
    ];
    let server = await launchOnFreePort(
      binaries.mariadbd,
      { tempDir, dataDir, socketPath },
      extra,
      log,
    );
    const password = randomBytes(18).toString('hex');
    try {
      await replaceAccounts(socketPath, password);
    } catch (error) {
      await server.stop();
      throw error;
    }
    const base = `mysql://root:${password}@${HOST}:${server.port}/`;
    let stopped: Promise<void> | undefined;
    return {
      host: HOST,
      port: server.port,
      tempDir,
      socketPath,
      adminUrl: (database) => withDatabase(base, database),
      stop: () =>
        (stopped ??= server
          .stop()
          .finally(() => rmSync(tempDir, { recursive: true, force: true }))),
      async shutDown() {
        // SHUTDOWN, not the wrapper's stop: the wrapper keeps the directory when mariadbd
        // exits by itself.
        const connection = await mysql.createConnection({ socketPath, user: 'root', password });
        await connection.query('SHUTDOWN').finally(() => connection.destroy());
        await server.exited;
      },
      async startAgain() {
        server = await launch(
          binaries.mariadbd,
          server.port,
          { tempDir, dataDir, socketPath },
          extra,
          log,
          password,
        );
      },
    };
  } catch (error) {
    rmSync(tempDir, { recursive: true, force: true });
    throw error;
  }
}

/** The same server URL naming another database (none: the server without a default database). */
export function withDatabase(url: string, database?: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database ?? '')}`;
  return parsed.toString();
}

function makeTempDir(): string {
  const preferred = tmpdir();
  const base =
    path.join(preferred, 'mariadb-XXXXXX', 'sock').length <= MAX_SOCKET_PATH ? preferred : '/tmp';
  return mkdtempSync(path.join(base, 'mariadb-'));
}

/**
 * Options for both the installer's bootstrap server and the real one: small and fast, with no
 * durability (the data is thrown away). Measured on a busy 2-CPU machine, --debug-no-sync (no
 * fsync of the DDL log and .frm files) with --skip-innodb-file-per-table (no .ibd file to create
 * and sync per table) loads the WordPress dump in ~0.3 s instead of ~1.5 s.
 */
function serverOptions(dataDir: string): string[] {
  return [
    `--datadir=${dataDir}`,
    '--skip-log-bin',
    '--skip-name-resolve',
    '--debug-no-sync',
    '--innodb-buffer-pool-size=128M',
    '--innodb-log-file-size=16M',
    '--innodb-flush-log-at-trx-commit=0',
    '--skip-innodb-doublewrite',
    '--skip-innodb-file-per-table',
    '--character-set-server=utf8mb4',
    '--collation-server=utf8mb4_unicode_520_ci',
    ...(process.getuid?.() === 0 ? ['--user=root'] : []),
  ];
}

async function installDataDir(
  installDb: string,
  dataDir: string,
  log: (line: string) => void,
): Promise<void> {
  const args = [
    '--no-defaults',
    ...serverOptions(dataDir),
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
    // Its own temporary files beside the data, not in the shared /tmp: bootstraps started
    // together (a primary and its replica) otherwise met each other's files there.
    `--tmpdir=${path.dirname(dataDir)}`,
  ];
  const output = await new Promise<string>((resolve, reject) => {
    execFile(installDb, args, { maxBuffer: 4 * 1024 * 1024 }, (error, stdout, stderr) => {
      const text = `${stdout}${stderr}`;
      if (error) reject(new Error(`${installDb} failed: ${error.message}\n${tail(text)}`));
      else resolve(text);
    });
  });
  for (const line of output.split('\n')) if (line.trim() !== '') log(line);
}

/**
 * The wrapper: $1 is the temporary directory, the rest is the mariadbd command. The watcher
 * reads stdin (saved as fd 3: asynchronous lists otherwise get /dev/null) until it ends, then
 * signals the wrapper, whose trap stops mariadbd; once mariadbd has exited, a stop requested that
 * way removes the directory.
 */
const WRAPPER = `
dir=$1; shift
stopping=
server=
trap 'stopping=1; kill -TERM "$server" 2>/dev/null' USR1
exec 3<&0
"$@" </dev/null 3<&- &
server=$!
{ while read -r _; do :; done <&3; kill -USR1 $$; } &
watcher=$!
exec 3<&-
while :; do
  wait "$server"; status=$?
  kill -0 "$server" 2>/dev/null || break
done
kill "$watcher" 2>/dev/null
if [ -n "$stopping" ]; then rm -rf -- "$dir"; fi
exit "$status"
`;

interface Launched {
  port: number;
  stop(): Promise<void>;
  /** Resolves once mariadbd (and its wrapper) have exited. */
  exited: Promise<void>;
}

class ServerExited extends Error {
  constructor(
    readonly code: number | null,
    readonly logTail: string,
  ) {
    super(`mariadbd exited with ${code} before accepting connections:\n${logTail}`);
  }
}

async function launchOnFreePort(
  mariadbd: string,
  dirs: { tempDir: string; dataDir: string; socketPath: string },
  extra: readonly string[],
  log: (line: string) => void,
): Promise<Launched> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      return await launch(mariadbd, port, dirs, extra, log);
    } catch (error) {
      const portTaken =
        error instanceof ServerExited && /Address already in use|Bind on TCP/.test(error.logTail);
      if (!portTaken || attempt >= PORT_ATTEMPTS) throw error;
      log(`port ${port} was taken meanwhile; trying another`);
    }
  }
}

async function launch(
  mariadbd: string,
  port: number,
  { tempDir, dataDir, socketPath }: { tempDir: string; dataDir: string; socketPath: string },
  extra: readonly string[],
  log: (line: string) => void,
  /** root's password once set (a start again); none on the first start. */
  password?: string,
): Promise<Launched> {
  const args = [
    '--no-defaults',
    ...serverOptions(dataDir),
    ...extra,
    `--port=${port}`,
    `--bind-address=${HOST}`,
    `--socket=${socketPath}`,
    `--pid-file=${path.join(tempDir, 'mariadbd.pid')}`,
    `--tmpdir=${tempDir}`,
  ];
  // detached: its own process group, so a stop that times out can kill wrapper and server at once.
  const child: ChildProcessByStdio<Writable, null, Readable> = spawn(
    '/bin/sh',
    ['-c', WRAPPER, 'mariadbd-wrapper', tempDir, mariadbd, ...args],
    { stdio: ['pipe', 'ignore', 'pipe'], detached: true },
  );
  child.stdin.on('error', () => {}); // EPIPE once the wrapper is gone: nothing to stop any more
  const lines: string[] = [];
  let partial = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts) {
      lines.push(line);
      if (lines.length > LOG_TAIL_LINES) lines.shift();
      log(line);
    }
  });
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('close', (code) => {
      exitCode = code;
      resolve();
    }),
  );
  const logTail = () => [...lines, partial].join('\n').trim();

  const stop = async () => {
    child.stdin.end();
    const patience = new AbortController();
    const timedOut = await Promise.race([
      exited.then(() => false),
      delay(STOP_TIMEOUT_MS, true, { signal: patience.signal }).catch(() => false),
    ]);
    patience.abort();
    if (timedOut && child.pid !== undefined) {
      log(`mariadbd did not stop within ${STOP_TIMEOUT_MS} ms; killing it`);
      process.kill(-child.pid, 'SIGKILL');
      await exited;
    }
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    await delay(50);
    if (exitCode !== undefined) {
      await exited;
      throw new ServerExited(exitCode, logTail());
    }
    if (await acceptsConnections(socketPath, password)) return { port, stop, exited };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `mariadbd did not accept connections within ${START_TIMEOUT_MS} ms:\n${logTail()}`,
      );
    }
  }
}

async function acceptsConnections(socketPath: string, password?: string): Promise<boolean> {
  try {
    const connection = await mysql.createConnection({
      socketPath,
      user: 'root',
      password,
      connectTimeout: 2_000,
    });
    await connection.end();
    return true;
  } catch {
    return false;
  }
}

/** Asks the kernel for a free port; startMariaDb retries if another process takes it first. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, HOST, resolve);
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * The installer creates password-less root accounts, some reachable over TCP (127.0.0.1, ::1):
 * drop all but root@localhost, give it a password, and add root@'%' with the same password.
 */
async function replaceAccounts(socketPath: string, password: string): Promise<void> {
  const connection = await mysql.createConnection({ socketPath, user: 'root' });
  try {
    const [others] = await connection.query<mysql.RowDataPacket[]>(
      "SELECT User AS user, Host AS host FROM mysql.user WHERE User <> 'mariadb.sys' " +
        "AND NOT (User = 'root' AND Host = 'localhost')",
    );
    for (const { user, host } of others) {
      await connection.query('DROP USER ?@?', [String(user), String(host)]);
    }
    await connection.query("CREATE USER 'root'@'%' IDENTIFIED BY ?", [password]);
    await connection.query("GRANT ALL PRIVILEGES ON *.* TO 'root'@'%' WITH GRANT OPTION");
    await connection.query("ALTER USER 'root'@'localhost' IDENTIFIED BY ?", [password]);
  } finally {
    await connection.end();
  }
}

function tail(text: string): string {
  return text.trim().split('\n').slice(-LOG_TAIL_LINES).join('\n');
}
