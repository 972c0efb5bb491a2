import path from 'node:path';
import { createApp } from './app';
import { readServerConfig, type ServerConfig } from './config';
import { acquireDataDirLock } from './data-dir-lock';
import { prepareData } from './demo/prepare';
import { DEFAULT_CONNECTION_LIMITS } from './http/connection-limits';
import { startHttpServer, stillStarting, type FetchHandler } from './http/node-server';
import { listeningSiteUrl } from './http/site-origin';
import { startupFailureLine, type StartupContext } from './startup-errors';
import { closeDatabase, databaseFile } from './store/sqlite/open';
import type { SiteWrites } from './http/site-writes';
import type { FeedWrites } from './store/feed-writes';
import type { MemberWrites } from './store/member-writes';
import type { ProfileWrites } from './store/profile-writes';
import { createFeedWrites } from './store/sqlite/feed-writes';
import { createMemberWrites } from './store/sqlite/member-writes';
import { createProfileWrites } from './store/sqlite/profile-writes';
import { openPooledStore } from './store/sqlite/pooled-store';
import type { Store } from './store/store';
import type { DatabaseAddress } from './store/wordpress/database-url';
import { openWordPressStore, type OpenedWordPressStore } from './store/wordpress/open';
import { PreflightError } from './store/wordpress/preflight';
import { watchReplica, type ReplicaWatch } from './store/wordpress/replica-watch';
import { withLastKnownAnswers } from './store/local-copy/last-known-answers';
import { setTimeout as delay } from 'node:timers/promises';
import { siteWritesOf } from './store/wordpress/site-writes';
import { LOCAL_COPY_COPIERS } from './store/local-copy/copiers';
import { keepLocalCopy } from './store/local-copy/local-copy-keeper';
import { DEMO_USERNAME_OPTION } from './store/sqlite/sqlite-store';

/**
 * `npm start` / `npm run serve`: binds the port, then opens the data — with DATABASE_URL a
 * WordPress database (checked, then read-only), otherwise DATA_DIR (locked, prepared, seeded
 * with the demo community when empty) — serves the app, prints the address, and shuts down
 * cleanly on SIGINT/SIGTERM. A failed start is one `Cannot start: …` line on stderr and exit
 * code 1 (startup-errors.ts). Everything else lives in app.ts.
 */
async function main(config: ServerConfig): Promise<void> {
  const started = performance.now();
  // Bind first, so a busy port fails in milliseconds rather than after a long seed; requests
  // that arrive meanwhile get a 503 until the data is ready.
  let handle: FetchHandler = stillStarting;
  const running = await startHttpServer(
    (request, bindings) => handle(request, bindings),
    config.port,
    config.host,
    {
      limits: {
        ...DEFAULT_CONNECTION_LIMITS,
        total: config.maxConnections,
        perAddress: config.maxConnectionsPerAddress,
      },
    },
  );
  const source = config.database
    ? await openWordPressSource(config, config.database)
    : await openDemoSource(config, started);
  const app = createApp({
    store: source.store,
    auth: { queue: { concurrency: config.verificationConcurrency } },
    demoUsername: await source.store.site.option(DEMO_USERNAME_OPTION),
    memberWrites: source.memberWrites,
    profileWrites: source.profileWrites,
    feedWrites: source.feedWrites,
    siteWrites: source.siteWrites,
    demoCredentialsFile: source.credentialsFile,
    distDir: config.distDir,
    siteUrl: config.siteUrl ?? listeningSiteUrl(running.url),
    contentOrigin: source.contentOrigin,
    log: config.quiet ? undefined : console.info,
    insightsRoutes: config.insightsRoutes,
  });
  handle = app.fetch;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal}: closing the server and the database.`);
    const forced = setTimeout(() => running.server.closeAllConnections(), 3000);
    forced.unref();
    void running.close().then(async () => {
      await source.close();
      process.exit(0);
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  source.announce();
  console.info(`\nListening on ${running.url}/  (REST API: ${running.url}/wp-json/)\n`);
}

interface DataSource {
  store: Store;
  /** Where links inside content point (the WordPress site's home), or the request's origin. */
  contentOrigin: string | undefined;
  /** The membership writes when the database is the demo, ours to write; null for a site's. */
  memberWrites: MemberWrites | null;
  profileWrites: ProfileWrites | null;
  feedWrites: FeedWrites | null;
  /** Over a site's database: the site, which takes its writes (docs/decisions/035). */
  siteWrites: SiteWrites | null;
  /** The demo's credentials file, as the login page names it; null without a demo. */
  credentialsFile: string | null;
  /** What to print once the server is ready (the demo accounts). */
  announce(): void;
  close(): Promise<void>;
}

/** The SQLite demo under DATA_DIR: locked, prepared (seeded when empty), read by workers. */
async function openDemoSource(config: ServerConfig, started: number): Promise<DataSource> {
  const lock = acquireDataDirLock(config.dataDir);
  process.on('exit', () => lock.release());
  console.info(`Community Desk reference server: data in ${config.dataDir}`);
  const announceCheck = (file: string) =>
    console.info(`Checking ${file}: it changed since its last check (large files take a while).`);
  const { db, credentials, credentialsIssued, credentialsFile, seeded } = prepareData(
    config.dataDir,
    { ...config, anchor: config.seedAnchor, onIntegrityCheck: announceCheck },
  );
  if (seeded) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `Created the demo community (seed ${seeded.seed}, ${seeded.users} users, ${seeded.posts} posts) in ${seconds}s.`,
    );
  }
  const store = await openPooledStore(db.name, { budgetMs: config.queryBudgetMs });
  return {
    store,
    contentOrigin: undefined,
    memberWrites: createMemberWrites(db),
    profileWrites: createProfileWrites(db),
    feedWrites: createFeedWrites(db),
    siteWrites: null,
    credentialsFile: shownPath(credentialsFile),
    announce() {
      // The passwords are printed once, when issued; they stay in credentials.json (0600).
      if (credentials && credentialsIssued) {
        console.info(`Demo accounts (shown once; kept in ${credentialsFile}):`);
        console.info(`  admin   ${credentials.admin.username} / ${credentials.admin.password}`);
        console.info(`  member  ${credentials.member.username} / ${credentials.member.password}`);
      } else if (credentials) {
        console.info(
          `Demo accounts ${credentials.admin.username} and ${credentials.member.username}: ` +
            `their passwords are in ${credentialsFile}`,
        );
      }
    },
    async close() {
      await store.close();
      closeDatabase(db);
      lock.release();
    },
  };
}

/**
 * A live WordPress + FluentCommunity database (DATABASE_URL): checked first (preflight.ts),
 * then read through a small pool, never written to.
 */
async function openWordPressSource(
  config: ServerConfig,
  address: DatabaseAddress,
): Promise<DataSource> {
  const { store, site, context } = await openWhenReachable(config, address);
  console.info(
    `Community Desk reference server: reading the WordPress database ${address.describe} ` +
      `(${site.serverVersion}, FluentCommunity database ${site.pluginDbVersion}, tables ${config.tablePrefix}*).`,
  );
  console.info(
    `Read-only: this server never writes to that database. Give it a user with SELECT only.`,
  );
  const restRoot = config.siteRestUrl ?? `${site.home}/wp-json`;
  console.info(
    `Actions (members: approve, decline, remove, roles; posts: pin, comments off, publish, delete) are sent to the site itself at ${restRoot}, with the caller's own credentials.`,
  );
  // docs/decisions/041: a replica is checked at start and watched while the server runs.
  const followMs =
    config.localCopyFollowSeconds === 0 ? null : config.localCopyFollowSeconds * 1000;
  const replica: ReplicaWatch | null = config.databaseReplica
    ? await watchReplica(address, {
        maxLagSeconds: config.replicaMaxLagSeconds,
        everyMs: followMs ?? DEFAULT_REPLICA_CHECK_MS,
        log: console.info,
      })
    : null;
  if (!config.localCopy) {
    return {
      store,
      contentOrigin: site.home,
      memberWrites: null,
      profileWrites: null,
      feedWrites: null,
      // Reads come from the site's database itself: nothing to copy after a write.
      siteWrites: siteWritesOf(context, restRoot, async () => undefined),
      credentialsFile: null,
      announce: () => undefined,
      close: () => {
        replica?.close();
        return store.close();
      },
    };
  }
  // docs/decisions/024: reads from a copy of the site in our own schema, following its changes.
  const lock = acquireDataDirLock(config.dataDir);
  process.on('exit', () => lock.release());
  const keeper = keepLocalCopy({
    // Sign-in and options keep their last answers while the database is away (041).
    live: withLastKnownAnswers(store),
    source: context,
    dataDir: config.dataDir,
    copiers: LOCAL_COPY_COPIERS,
    openCopyStore: (file) => openPooledStore(file, { budgetMs: config.queryBudgetMs }),
    followMs,
    turnMs: config.localCopyTurnMinutes * 60_000,
    rebuildMs: config.localCopyMinutes === undefined ? null : config.localCopyMinutes * 60_000,
    log: console.info,
  });
  console.info(
    `Local copy: answers come from a copy of that database kept in ${config.dataDir}` +
      (config.localCopyFollowSeconds === 0
        ? ', not followed'
        : `, following its changes every ${config.localCopyFollowSeconds} s and finding deletions within ${config.localCopyTurnMinutes} min`) +
      (config.localCopyMinutes === undefined
        ? ''
        : `, rebuilt every ${config.localCopyMinutes} min`) +
      ` (sign-in and options are always read from the site). Until the first copy is ready the site answers.`,
  );
  return {
    store: keeper.store,
    contentOrigin: site.home,
    memberWrites: null,
    profileWrites: null,
    feedWrites: null,
    // What a write touched is copied at once, not at its chunk's checksum turn.
    siteWrites: siteWritesOf(context, restRoot, (touched) =>
      keeper.followNow(touched).then(() => undefined),
    ),
    credentialsFile: null,
    announce: () => undefined,
    async close() {
      replica?.close();
      await keeper.close();
      await store.close();
      lock.release();
    },
  };
}

/** How often a replica not followed by a local copy is checked (docs/decisions/041). */
const DEFAULT_REPLICA_CHECK_MS = 5_000;
/** How often a replica that does not answer at start is tried again. */
const REPLICA_WAIT_RETRY_MS = 1_000;
const UNREACHABLE = new Set(['connection-refused', 'no-answer', 'cannot-connect']);

/**
 * Opens the site's database; a replica (DATABASE_REPLICA) that does not answer yet is waited
 * for, said in one line, while the port answers 503 (docs/decisions/041): behind a load
 * balancer, a server restarted during the replica's restart joins by itself once it is back.
 * Any other problem, or any database not declared a replica, fails the start as before.
 */
async function openWhenReachable(
  config: ServerConfig,
  address: DatabaseAddress,
): Promise<OpenedWordPressStore> {
  const open = () =>
    openWordPressStore(address, { prefix: config.tablePrefix, budgetMs: config.queryBudgetMs });
  let said = false;
  for (;;) {
    try {
      const opened = await open();
      if (said) console.info(`The replica at ${address.host}:${address.port} answers again.`);
      return opened;
    } catch (error) {
      if (
        !config.databaseReplica ||
        !(error instanceof PreflightError) ||
        !UNREACHABLE.has(error.problem.kind)
      ) {
        throw error;
      }
      if (!said) {
        const { problem } = error;
        const reason =
          problem.kind === 'connection-refused'
            ? 'connection refused'
            : problem.kind === 'cannot-connect'
              ? (problem.code ?? 'cannot connect')
              : 'no answer in time';
        console.info(
          `Waiting for the replica at ${address.host}:${address.port} (${reason}): requests are ` +
            `answered 503 until it answers; trying again every second.`,
        );
        said = true;
      }
      await delay(REPLICA_WAIT_RETRY_MS);
    }
  }
}

/** A path under the working directory relative to it (`data/credentials.json`), else whole. */
function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

/** One line, exit code 1, no stack trace: see startup-errors.ts. */
function fail(error: unknown, context: StartupContext): never {
  process.stderr.write(`${startupFailureLine(error, context)}\n`);
  process.exit(1);
}

let config: ServerConfig;
try {
  config = readServerConfig(process.argv.slice(2), process.env);
} catch (error) {
  fail(error, {});
}
main(config).catch((error: unknown) => fail(error, { databaseFile: databaseFile(config.dataDir) }));
