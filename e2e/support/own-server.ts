import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, type APIRequestContext, type Page } from '@playwright/test';
import { signIn, type DemoCredentials } from './fixtures';

/**
 * A reference server of the spec's own, over a database of its own, for specs that write:
 * the shared demo server's figures (14 join requests in design-club, member counts) are what
 * the other specs assert, so no write may reach it. One server per worker, on
 * `E2E_PORT + 1 + the worker's parallel index` (or from `E2E_OWN_SERVER_PORT` on), with the
 * shared server's seed; started before the worker's first test and stopped after its last.
 */
interface OwnServer {
  url: string;
  credentials: DemoCredentials;
}

const E2E_SEED = '20261121';

async function answering(url: string, child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/wp-json/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server at ${url} did not answer in time`);
}

interface OwnServerFixtures {
  /** The spec's own server; the pages' baseURL points there. */
  ownServer: OwnServer;
  /**
   * Which of the spec's servers: tests that need one as the seed made it (their writes would not
   * fit with those of the tests before) name another, in `test.use`, and so run in a worker, and
   * on a server, of their own.
   */
  ownServerName: string;
}

interface OwnServerTestFixtures {
  /** The spec's own server's API, called as its demo admin. */
  ownAdminApi: APIRequestContext;
  /** A page signed in to the spec's own server as its demo admin. */
  ownAdminPage: Page;
}

export const test = base.extend<OwnServerTestFixtures, OwnServerFixtures>({
  ownServerName: ['first', { scope: 'worker', option: true }],
  ownServer: [
    async ({ ownServerName }, use, workerInfo) => {
      // E2E_OWN_SERVER_PORT moves them elsewhere, when the ports after E2E_PORT are taken.
      const base = Number(
        process.env.E2E_OWN_SERVER_PORT ?? Number(process.env.E2E_PORT ?? 8790) + 1,
      );
      const port = base + workerInfo.parallelIndex;
      const url = `http://127.0.0.1:${port}`;
      const dataDir = mkdtempSync(
        path.join(tmpdir(), `community-desk-e2e-writes-${ownServerName}-`),
      );
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          SEED: E2E_SEED,
          NODE_ENV: 'test',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      try {
        await answering(url, child, Date.now() + 180_000);
        const credentials = JSON.parse(
          readFileSync(path.join(dataDir, 'credentials.json'), 'utf8'),
        ) as DemoCredentials;
        await use({ url, credentials });
      } finally {
        const exited = new Promise((resolve) => child.once('close', resolve));
        child.kill('SIGTERM');
        await exited;
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 200_000 },
  ],
  baseURL: async ({ ownServer }, use) => {
    await use(ownServer.url);
  },
  ownAdminApi: async ({ playwright, ownServer }, use) => {
    const { username, password } = ownServer.credentials.admin;
    const api = await playwright.request.newContext({
      baseURL: ownServer.url,
      extraHTTPHeaders: {
        Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
      },
    });
    await use(api);
    await api.dispose();
  },
  ownAdminPage: async ({ page, ownServer }, use) => {
    await signIn(page, ownServer.credentials.admin);
    await use(page);
  },
});
