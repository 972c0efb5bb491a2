import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp, type App } from '../app';
import { closeDatabase } from '../store/sqlite/open';
import { prepareData } from '../demo/prepare';
import type { AccountCredentials, DemoCredentials } from '../demo/credentials';
import type { SeedOptions } from '../demo/demo';
import { startHttpServer, type RunningServer } from '../http/node-server';
import { openPooledStore } from '../store/sqlite/pooled-store';
import { DEMO_USERNAME_OPTION } from '../store/sqlite/sqlite-store';

/**
 * A server over a temporary database seeded with the demo community (the default demo
 * unless sizes are given), for in-process requests (`app.request`) and, when a test needs
 * real sockets, a listening server on a random port.
 */
export type As = 'admin' | 'member' | 'anonymous' | AccountCredentials;

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
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
  listen(): Promise<RunningServer>;
  close(): Promise<void>;
}

export const FC = '/wp-json/fluent-community/v2';

export function basicAuth({ username, password }: AccountCredentials): string {
  return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
}

export async function createTestServer(
  options: SeedOptions & { distDir?: string; siteUrl?: string; log?: (line: string) => void } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'community-desk-test-'));
  const { db, credentials } = prepareData(dataDir, options);
  if (!credentials) throw new Error('The test database has no demo accounts');
  // The server's own store (read workers, docs/decisions/016), so every route test runs on it.
  const store = await openPooledStore(db.name);
  const app = createApp({
    store,
    demoUsername: await store.site.option(DEMO_USERNAME_OPTION),
    distDir: options.distDir ?? path.join(dataDir, 'no-dist'),
    siteUrl: options.siteUrl,
    log: options.log,
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
      const text = await response.text();
      let body: unknown = text;
      if (response.headers.get('Content-Type')?.includes('json')) body = JSON.parse(text);
      return { status: response.status, headers: response.headers, body: body as T, text };
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
      await store.close();
      closeDatabase(db);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
