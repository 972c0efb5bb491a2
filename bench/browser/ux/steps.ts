import type { Browser, BrowserContext, Page } from '@playwright/test';
import { paths } from '../../../src/routes/paths';
import { waitForSiteAddress } from '../../support/login-page';
import { watchNetwork, type NetworkLog, type NetworkProfile } from '../../support/network';
import type { Change } from './changes';
import { PROBE, resetProbe, waitForProbe } from './page-probe';
import { VIEWPORT, WAIT_MS } from './settings';
import { trafficOf, type Traffic } from './traffic';

/* The timed steps (see run.ts, steps 1 to 3), each in a tab watched over one network profile. */

export interface Setup {
  browser: Browser;
  /** Where the dashboard is served. */
  base: string;
  /** What the user types as the site address (the base itself, or the stand-in proxy). */
  site: string;
  credentials: { username: string; password: string };
  link: string;
  changes: Change[];
}

export interface TimedStep {
  ms: number;
  traffic: Traffic;
}

export async function newContext(
  browser: Browser,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT, storageState });
  // tsx compiles this file with esbuild's keepNames, which may wrap functions sent to the page
  // in a `__name(fn, "name")` helper that only exists in Node: give the page one.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  await context.addInitScript(PROBE);
  return context;
}

export async function openTab(context: BrowserContext, profile: NetworkProfile) {
  const page = await context.newPage();
  const net = await watchNetwork(page, profile);
  return { page, net };
}

/** Where a sign-in goes: the landing page (the overview) or, with `next`, the feed. */
type SignInTarget = 'overview' | 'feed';

export async function measureSignIn(
  setup: Setup,
  page: Page,
  net: NetworkLog,
  target: SignInTarget,
): Promise<TimedStep & { total: Traffic }> {
  await page.goto(`${setup.base}${target === 'feed' ? paths.login(paths.feed()) : paths.login()}`);
  await waitForSiteAddress(page, WAIT_MS);
  if (setup.site !== setup.base) {
    const field = page.getByLabel('Site address');
    await field.clear();
    await field.fill(setup.site);
  }
  await page.getByLabel('Username').fill(setup.credentials.username);
  await page.getByLabel('Application password').fill(setup.credentials.password);
  await page.getByRole('checkbox', { name: /Remember me on this device/ }).check();
  await net.settle(500);
  await resetProbe(page, null);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const key = target === 'feed' ? 'firstPostAt' : 'firstCardAt';
  const clock = await waitForProbe(
    page,
    key,
    target === 'feed' ? 'the first post' : 'the first card',
  );
  // The same thing seen through the accessibility tree, as a check of the probe.
  const seen =
    target === 'feed'
      ? page.getByRole('feed', { name: 'Posts' }).getByRole('article').first()
      : page.getByRole('heading', { level: 1, name: 'Overview' });
  await seen.waitFor({ state: 'visible', timeout: WAIT_MS });
  return {
    ms: clock[key] - clock.t0,
    traffic: trafficOf(net, clock, { from: clock.t0, end: clock[key] }),
    total: trafficOf(net, clock, { from: clock.t0, end: clock[key], countFrom: -Infinity }),
  };
}

export async function measureLink(page: Page, net: NetworkLog, link: string): Promise<TimedStep> {
  await page.bringToFront();
  await page.goto(link, { waitUntil: 'commit' });
  const clock = await waitForProbe(page, 'firstRowAt', 'the first member row');
  await page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .first()
    .waitFor({ state: 'visible', timeout: WAIT_MS });
  return {
    ms: clock.firstRowAt,
    traffic: trafficOf(net, clock, { from: 0, end: clock.firstRowAt, countFrom: -Infinity }),
  };
}

export async function measureChange(
  page: Page,
  net: NetworkLog,
  change: Change,
): Promise<TimedStep> {
  await net.settle(300);
  await resetProbe(page, change.expected);
  await change.act(page);
  const clock = await waitForProbe(page, 'shownAt', `the rows after "${change.name}"`);
  if (!(clock.t0 < clock.shownAt)) {
    throw new Error(`"${change.name}": the rows were on screen before the user's event.`);
  }
  return {
    ms: clock.shownAt - clock.t0,
    traffic: trafficOf(net, clock, { from: clock.t0, end: clock.shownAt }),
  };
}
