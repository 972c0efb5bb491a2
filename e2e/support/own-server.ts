import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, type APIRequestContext, type Page } from '@playwright/test';
import { apiHeaders, signIn, type DemoCredentials } from './fixtures';

/**
 * A reference server of the test's own, over a database of its own, for specs that write:
 * the shared demo server's figures (14 join requests in design-club, member counts) are what
 * the other specs assert, so no write may reach it; and a test that acts on the seed's join
 * requests must find them as the seed made them, however often it runs (`--repeat-each`) and
 * whatever ran before it. The worker seeds a data directory once (the shared server's seed);
 * each test starts a server over a copy of it, on a free port, and stops it after.
 */
interface OwnServer {
  url: string;
  credentials: DemoCredentials;
}

const E2E_SEED = '20261121';
const START_TIMEOUT_MS = 180_000;

async function answering(url: string, child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/wp-json/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server at ${url} did not answer in time`);
}

/** Runs the server over `dataDir` (seeding it when empty) until `use` is done. */
async function serve(
  dataDir: string,
  port: number,
  use: (server: OwnServer) => Promise<void>,
): Promise<void> {
  const url = `http://127.0.0.1:${port}`;
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
    await answering(url, child, Date.now() + START_TIMEOUT_MS);
    const credentials = JSON.parse(
      readFileSync(path.join(dataDir, 'credentials.json'), 'utf8'),
    ) as DemoCredentials;
    await use({ url, credentials });
  } finally {
    const exited = new Promise((resolve) => child.once('close', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

/**
 * A port no one listens on, asked of the system: a fixed range can be taken by another
 * program's server, which would answer the readiness check in this server's place.
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface OwnServerWorkerFixtures {
  /** A data directory seeded once for the worker; tests copy it. */
  seededDataDir: string;
}

interface OwnServerTestFixtures {
  /** The test's own server; the pages' baseURL points there. */
  ownServer: OwnServer;
  /** The test's own server's API, called as its demo admin. */
  ownAdminApi: APIRequestContext;
  /** A page signed in to the test's own server as its demo admin. */
  ownAdminPage: Page;
}

export const test = base.extend<OwnServerTestFixtures, OwnServerWorkerFixtures>({
  seededDataDir: [
    async ({ playwright: _ }, use) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'community-desk-e2e-seeded-'));
      try {
        // Started once to seed it; stopped, so its database is whole on disk to be copied.
        await serve(dataDir, await freePort(), async () => {});
        await use(dataDir);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS + 20_000 },
  ],
  ownServer: [
    async ({ seededDataDir }, use) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'community-desk-e2e-writes-'));
      try {
        cpSync(seededDataDir, dataDir, {
          recursive: true,
          filter: (source) => !source.endsWith('server.lock'),
        });
        await serve(dataDir, await freePort(), use);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { timeout: 60_000 },
  ],
  baseURL: async ({ ownServer }, use) => {
    await use(ownServer.url);
  },
  ownAdminApi: async ({ playwright, ownServer }, use) => {
    const api = await playwright.request.newContext({
      baseURL: ownServer.url,
      extraHTTPHeaders: apiHeaders(ownServer.credentials.admin),
    });
    await use(api);
    await api.dispose();
  },
  ownAdminPage: async ({ page, ownServer }, use) => {
    await signIn(page, ownServer.credentials.admin);
    await use(page);
  },
});
