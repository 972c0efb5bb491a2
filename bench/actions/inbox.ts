import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions, signInThroughLoginScreen } from '../../test/browser';
import type { DemoCredentials } from '../../server/demo/credentials';
import { startServerProcess } from '../support/server-process';

export interface InboxTimes {
  /** Sidebar's Inbox clicked after sign-in → the first join request on screen (ms). */
  fromSidebar: number[];
  /** `/inbox` loaded afresh, signed in → the first join request on screen (ms). */
  fromLoad: number[];
  /**
   * Signing in from `/inbox` (the login screen brings the admin back to it): "Sign in" pressed
   * → the first join request on screen (ms). No overview is shown first, so nothing else reads.
   */
  fromSignIn: number[];
}

const firstRequest = (page: Page) =>
  page.getByRole('list', { name: 'Join requests' }).getByRole('listitem').first();

/**
 * The inbox's time to its first item over the bench community (20k members, 200k posts),
 * served by the reference server on loopback from `distDir`: each round signs in afresh (an
 * empty query cache) and, once the overview it landed on is quiet, clicks the sidebar's Inbox,
 * then loads `/inbox` again, and then signs in from `/inbox` itself in a new browser context.
 */
export async function measureInbox(
  benchDataDir: string,
  distDir: string,
  credentials: DemoCredentials,
  rounds: number,
): Promise<InboxTimes> {
  const server = await startServerProcess({ dataDir: benchDataDir, distDir });
  const browser = await chromium.launch(chromiumLaunchOptions());
  const times: InboxTimes = { fromSidebar: [], fromLoad: [], fromSignIn: [] };
  try {
    for (let round = 0; round < rounds; round += 1) {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      const page = await context.newPage();
      await signInThroughLoginScreen(page, server.url, credentials.admin);
      // A person reads the overview before choosing where to go: the click comes once the
      // page is quiet (no request for 500 ms), as in bench:insights.
      await page.waitForLoadState('networkidle');
      let started = performance.now();
      await page.getByRole('link', { name: /^Inbox/ }).click();
      await firstRequest(page).waitFor();
      times.fromSidebar.push(performance.now() - started);

      started = performance.now();
      await page.goto(`${server.url}/inbox`);
      await firstRequest(page).waitFor();
      times.fromLoad.push(performance.now() - started);
      await context.close();

      const straight = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      const inboxFirst = await straight.newPage();
      await inboxFirst.goto(`${server.url}/inbox`);
      await inboxFirst.getByLabel('Username').fill(credentials.admin.username);
      await inboxFirst.getByLabel('Application password').fill(credentials.admin.password);
      started = performance.now();
      await inboxFirst.getByRole('button', { name: 'Sign in' }).click();
      await firstRequest(inboxFirst).waitFor();
      times.fromSignIn.push(performance.now() - started);
      await straight.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return times;
}
