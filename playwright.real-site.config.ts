import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { browserUse, chromiumProjects, referenceServer } from './test/playwright-parts';

/**
 * The dashboard against a real FluentCommunity site, cross-origin (`npm run test:real-site`):
 * the built app is served by the reference server on its own origin, and each spec signs in to
 * the site named by REAL_SITE_URL with REAL_SITE_USERNAME and REAL_SITE_PASSWORD (an
 * application password of one of its administrators). The specs write to that site — approve a
 * request, change a role and back, pin and unpin — so point them at a throw-away copy, never
 * at a community in use. Not part of `npm test`: CI has no WordPress to run.
 */
const site = process.env.REAL_SITE_URL;
const username = process.env.REAL_SITE_USERNAME;
const password = process.env.REAL_SITE_PASSWORD;
if (!site || !username || !password) {
  throw new Error(
    'Set REAL_SITE_URL (e.g. http://127.0.0.1:8088), REAL_SITE_USERNAME and REAL_SITE_PASSWORD ' +
      "(an administrator's application password) to run the dashboard against a real site.",
  );
}
const port = Number(process.env.E2E_PORT ?? 8795);
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'community-desk-real-site-'));

export default defineConfig({
  testDir: 'e2e-real-site',
  outputDir: 'test-results/real-site',
  forbidOnly: true,
  // The specs share one site: one after another.
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: { baseURL: `http://127.0.0.1:${port}`, ...browserUse },
  projects: chromiumProjects,
  webServer: referenceServer(port, { DATA_DIR: process.env.E2E_DATA_DIR }),
});
