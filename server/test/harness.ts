import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp, type App } from '../app';
import { closeDatabase } from '../store/sqlite/open';
import { prepareData } from '../demo/prepare';
import type { AccountCredentials, DemoCredentials } from '../demo/credentials';
import type { SeedOptions } from '../demo/demo';
import { startHttpServer, type RunningServer } from '../http/node-server';
import type { SiteWrites } from '../http/site-writes';
import { createFeedWrites } from '../store/sqlite/feed-writes';
import { createMemberWrites } from '../store/sqlite/member-writes';
import { createProfileWrites } from '../store/sqlite/profile-writes';
import { siteWritesOf } from '../store/wordpress/site-writes';
import { fakePluginSite } from './fake-plugin-site';
import { openPooledStore } from '../store/sqlite/pooled-store';
import { DEMO_USERNAME_OPTION } from '../store/sqlite/sqlite-store';
import type { Store } from '../store/store';
import { exportDemoToWordPress } from '../demo/wordpress/export-to-wordpress';
import { IN_PROCESS_ORIGIN } from '../http/site-origin';
import { parseDatabaseUrl } from '../store/wordpress/database-url';
import { openWordPressStore } from '../store/wordpress/open';
import { createTestDatabase, type SharedMariaDb, type TestDatabase } from './mariadb';
import type { StoreContext } from '../store/wordpress/context';
import { serveThroughLocalCopy } from './local-copy-round-trip';

/**
 * A server over a temporary database seeded with the demo community (the default demo
 * unless sizes are given), for in-process requests (`app.request`) and, when a test needs
 * real sockets, a listening server on a random port.
 *
 * The same tests run over both stores: by default the SQLite store (the server's read
 * workers); with COMMUNITY_DESK_TEST_STORE=wordpress (the `server-wordpress` test project),
 * the same demo is copied into a WordPress-shaped MariaDB database (demo/wordpress/) and
 * served by the WordPress store, read-only; with COMMUNITY_DESK_TEST_STORE=local-copy (the
 * `server-local-copy` project), that WordPress database is served through a local copy
 * (docs/decisions/024): sign-in from the site, everything else from the copy.
 */
export type TestStoreKind = 'sqlite' | 'wordpress' | 'local-copy';

export function testStoreKind(env: NodeJS.ProcessEnv = process.env): TestStoreKind {
  const kind = env.COMMUNITY_DESK_TEST_STORE;
  return kind === 'wordpress' || kind === 'local-copy' ? kind : 'sqlite';
}

export type As = 'admin' | 'member' | 'anonymous' | AccountCredentials;

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

async function readJsonResponse<T>(response: Response): Promise<JsonResponse<T>> {
  const text = await response.text();
  let body: unknown = text;
  if (response.headers.get('Content-Type')?.includes('json')) body = JSON.parse(text);
  return { status: response.status, headers: response.headers, body: body as T, text };
}

export interface TestServer {
  app: App;
  dataDir: string;
  credentials: DemoCredentials;
  db: ReturnType<typeof prepareData>['db'];
  get<T = unknown>(
    url: string,
    as?: As,
    headers?: Record<string, string>,
  ): Promise<JsonResponse<T>>;
  /** A POST with a JSON body (an object) or a form body (a string: `user_id=5`). */
  post<T = unknown>(url: string, body: string | object, as?: As): Promise<JsonResponse<T>>;
  listen(): Promise<RunningServer>;
  close(): Promise<void>;
}

export const FC = '/wp-json/fluent-community/v2';

export function basicAuth({ username, password }: AccountCredentials): string {
  return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
}

export async function createTestServer(
  options: SeedOptions & {
    distDir?: string;
    siteUrl?: string;
    /** Where the demo's credentials are said to be kept (the login page names it). */
    demoCredentialsFile?: string;
    log?: (line: string) => void;
    store?: TestStoreKind;
    /** The MariaDB server of the WordPress stores (default: the run's shared one). */
    mariaDb?: SharedMariaDb;
    /** Changes to the seeded demo before it is served (and copied, for the WordPress store). */
    prepare?: (db: ReturnType<typeof prepareData>['db']) => void;
    /** Serve our insights namespace (default on), or answer as a plain site does. */
    insightsRoutes?: boolean;
  } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'community-desk-test-'));
  const { db, credentials } = prepareData(dataDir, options);
  if (!credentials) throw new Error('The test database has no demo accounts');
  options.prepare?.(db);
  const { store, contentOrigin, siteWrites, release } = await openTestStore(
    options.store ?? testStoreKind(),
    db,
    credentials,
    options.siteUrl,
    options.mariaDb,
  );
  const kind = options.store ?? testStoreKind();
  const app = createApp({
    store,
    demoUsername: await store.site.option(DEMO_USERNAME_OPTION),
    // The demo takes the writes; a site's database never does (docs/decisions/035).
    memberWrites: kind === 'sqlite' ? createMemberWrites(db) : null,
    profileWrites: kind === 'sqlite' ? createProfileWrites(db) : null,
    feedWrites: kind === 'sqlite' ? createFeedWrites(db) : null,
    siteWrites,
    demoCredentialsFile: options.demoCredentialsFile,
    distDir: options.distDir ?? path.join(dataDir, 'no-dist'),
    siteUrl: options.siteUrl,
    contentOrigin,
    log: options.log,
    insightsRoutes: options.insightsRoutes,
  });
  const servers: RunningServer[] = [];

  const authorization = (as: As): Record<string, string> => {
    if (as === 'anonymous') return {};
    const account = as === 'admin' ? credentials.admin : as === 'member' ? credentials.member : as;
    return { Authorization: basicAuth(account) };
  };

  return {
    app,
    dataDir,
    credentials,
    db,
    async get<T>(url: string, as: As = 'admin', headers: Record<string, string> = {}) {
      const response = await app.request(url, { headers: { ...authorization(as), ...headers } });
      return readJsonResponse<T>(response);
    },
    async post<T>(url: string, body: string | object, as: As = 'admin') {
      const json = typeof body !== 'string';
      const response = await app.request(url, {
        method: 'POST',
        headers: {
          ...authorization(as),
          'Content-Type': json ? 'application/json' : 'application/x-www-form-urlencoded',
        },
        body: json ? JSON.stringify(body) : body,
      });
      return readJsonResponse<T>(response);
    },
    async listen() {
      const running = await startHttpServer(app.fetch, 0, '127.0.0.1');
      servers.push(running);
      return running;
    },
    async close() {
      for (const server of servers) {
        server.server.closeAllConnections();
        await server.close();
      }
      await release();
      closeDatabase(db);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface TestStore {
  store: Store;
  contentOrigin: string | undefined;
  /** Over a site's database: where its writes go (a stand-in for the site). */
  siteWrites: SiteWrites | null;
  release(): Promise<void>;
}

/**
 * The store a test server reads: the server's own SQLite read workers (docs/decisions/016), or
 * the WordPress store over a copy of the same demo in MariaDB, whose links point at the site
 * URL the copy was made for (the in-process origin unless the test sets one).
 */
async function openTestStore(
  kind: TestStoreKind,
  db: ReturnType<typeof prepareData>['db'],
  credentials: DemoCredentials,
  siteUrl: string | undefined,
  mariaDb: SharedMariaDb | undefined,
): Promise<TestStore> {
  if (kind === 'sqlite') {
    const store = await openPooledStore(db.name);
    return { store, contentOrigin: undefined, siteWrites: null, release: () => store.close() };
  }
  const target = await createTestDatabase('http', mariaDb);
  try {
    await exportDemoToWordPress(db, target.url, {
      siteUrl: siteUrl ?? IN_PROCESS_ORIGIN,
      credentials,
    });
    const { store, site, context } = await openWordPressStore(
      parseDatabaseUrl(target.readOnlyUrl),
      { prefix: 'wp_', budgetMs: 5000 },
    );
    if (kind === 'local-copy')
      return await servedThroughLocalCopy(store, context, site.home, target);
    // The site's writes go to a stand-in for the site, writing the same database.
    const fakeSite = fakePluginSite(target.url);
    return {
      store,
      contentOrigin: site.home,
      siteWrites: siteWritesOf(context, fakeSite.restRoot, async () => undefined, fakeSite.fetch),
      async release() {
        await fakeSite.close();
        await store.close();
        await target.drop();
      },
    };
  } catch (error) {
    await target.drop();
    throw error;
  }
}

/** The WordPress store's site served through a local copy, once the first copy is ready. */
async function servedThroughLocalCopy(
  live: Store & { close(): Promise<void> },
  context: StoreContext,
  contentOrigin: string,
  target: TestDatabase,
): Promise<TestStore> {
  const fakeSite = fakePluginSite(target.url);
  const release = async (copy?: { close(): Promise<void> }) => {
    await copy?.close();
    await fakeSite.close();
    await live.close();
    await target.drop();
  };
  try {
    const copy = await serveThroughLocalCopy(live, context);
    const siteWrites = siteWritesOf(
      context,
      fakeSite.restRoot,
      (touched) => copy.keeper.followNow(touched).then(() => undefined),
      fakeSite.fetch,
    );
    return { store: copy.store, contentOrigin, siteWrites, release: () => release(copy) };
  } catch (error) {
    await release();
    throw error;
  }
}
