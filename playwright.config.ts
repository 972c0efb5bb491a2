import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { browserUse, chromiumProjects, referenceServer } from './test/playwright-parts';

/**
 * End-to-end tests run the reference server (serving the built app from dist/, so run
 * `npm run build` first — `npm run test:e2e` does) over a fresh temporary database with a
 * fixed seed, and drive Chromium.
 *
 * Browser: CHROMIUM_PATH if set, else Debian's /usr/bin/chromium when present, else
 * Playwright's own downloaded browser (so machines with `npx playwright install` work too).
 */
const port = Number(process.env.E2E_PORT ?? 8790);
// Set once in the main process; workers inherit it, so every file sees the same database.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'community-desk-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

const E2E_SEED = '20261121';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Pages read their messages before they show (docs/decisions/040): on a busy 2-core machine a
  // test of several pages and axe runs took 30–40 s in the last run; 60 s leaves room.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: { baseURL: `http://127.0.0.1:${port}`, ...browserUse },
  projects: chromiumProjects,
  webServer: referenceServer(port, { DATA_DIR: dataDir, SEED: E2E_SEED }),
});
