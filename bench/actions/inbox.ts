import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunchOptions, signInThroughLoginScreen } from '../../test/browser';
import type { DemoCredentials } from '../../server/demo/credentials';
import { startServerProcess } from '../support/server-process';

/** One way of reaching the inbox: on the page's clock (the target) and on the driver's. */
export interface InboxWay {
  /** From the trusted click (or the navigation's start) to the frame that shows the item, ms. */
  page: number[];
  /** From Playwright's click (or `goto`) to its locator seeing the item: its round trips in. */
  driver: number[];
}

export interface InboxTimes {
  /** Sidebar's Inbox clicked after sign-in → the first join request on screen. */
  fromSidebar: InboxWay;
  /** `/inbox` loaded afresh, signed in → the first join request on screen. */
  fromLoad: InboxWay;
  /**
   * Signing in from `/inbox` (the login screen brings the admin back to it): "Sign in" pressed
   * → the first join request on screen. No overview is shown first, so nothing else reads.
   */
  fromSignIn: InboxWay;
}

/**
 * Runs in every document before its scripts: notes, on the page's own clock, the last trusted
 * click and the frame after the first join request entered the DOM — as bench:insights times
 * its cards, so Playwright's own protocol round trips (tens of ms a step) are not counted.
 */
const probeScript = `(() => {
  if (window.__inbox) return;
  const probe = (window.__inbox = { clickAt: NaN, itemAt: NaN });
  let due = false;
  new MutationObserver(() => {
    if (due || !Number.isNaN(probe.itemAt)) return;
    if (!document.querySelector('[aria-label="Join requests"] li')) return;
    due = true;
    requestAnimationFrame(() => { probe.itemAt = performance.now(); });
  }).observe(document, { childList: true, subtree: true });
  addEventListener('click', (event) => { if (event.isTrusted) probe.clickAt = event.timeStamp; }, true);
})()`;

interface InboxProbe {
  clickAt: number;
  itemAt: number;
}

const firstRequest = (page: Page) =>
  page.getByRole('list', { name: 'Join requests' }).getByRole('listitem').first();

/**
 * Waits for the probe to see the first join request, then reads the page's clock: from `from`
 * to its frame. The wait polls the probe's one number each frame: Playwright's role locators,
 * polled meanwhile, compute roles over the whole page on its main thread and slow the very
 * rendering being timed (~20–30 ms of a sign-in, profiled). The item is checked by its role
 * after the clock has stopped.
 */
async function timeToFirstItem(page: Page, from: 'click' | 'navigation'): Promise<number> {
  // A function, not a string: the page's CSP forbids eval, which a string predicate needs.
  await page.waitForFunction(
    () => !Number.isNaN((window as unknown as { __inbox?: InboxProbe }).__inbox?.itemAt ?? NaN),
    undefined,
    { timeout: 30_000 },
  );
  await firstRequest(page).waitFor();
  const probe = (await page.evaluate('window.__inbox')) as InboxProbe;
  return probe.itemAt - (from === 'click' ? probe.clickAt : 0);
}

async function newContext(browser: Awaited<ReturnType<typeof chromium.launch>>) {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: 1400, height: 900 },
  });
  await context.addInitScript(probeScript);
  return context;
}

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
  const way = (): InboxWay => ({ page: [], driver: [] });
  const times: InboxTimes = { fromSidebar: way(), fromLoad: way(), fromSignIn: way() };
  try {
    for (let round = 0; round < rounds; round += 1) {
      const context = await newContext(browser);
      const page = await context.newPage();
      await signInThroughLoginScreen(page, server.url, credentials.admin);
      // A person reads the overview before choosing where to go: the click comes once the
      // page is quiet (no request for 500 ms), as in bench:insights.
      await page.waitForLoadState('networkidle');
      let started = performance.now();
      await page.getByRole('link', { name: /^Inbox/ }).click();
      times.fromSidebar.page.push(await timeToFirstItem(page, 'click'));
      times.fromSidebar.driver.push(performance.now() - started);

      started = performance.now();
      await page.goto(`${server.url}/inbox`);
      times.fromLoad.page.push(await timeToFirstItem(page, 'navigation'));
      times.fromLoad.driver.push(performance.now() - started);
      await context.close();

      const straight = await newContext(browser);
      const inboxFirst = await straight.newPage();
      await inboxFirst.goto(`${server.url}/inbox`);
      await inboxFirst.getByLabel('Username').fill(credentials.admin.username);
      await inboxFirst.getByLabel('Application password').fill(credentials.admin.password);
      started = performance.now();
      await inboxFirst.getByRole('button', { name: 'Sign in' }).click();
      times.fromSignIn.page.push(await timeToFirstItem(inboxFirst, 'click'));
      times.fromSignIn.driver.push(performance.now() - started);
      await straight.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return times;
}
