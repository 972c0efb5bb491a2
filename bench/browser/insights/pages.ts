import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { AccountCredentials } from '../../../server/demo/credentials';
import { paths } from '../../../src/routes/paths';
import { int } from '../../support/figures';
import { waitForSiteAddress } from '../../support/login-page';
import {
  PROFILES,
  watchNetwork,
  type NetworkLog,
  type NetworkProfile,
} from '../../support/network';
import { apiTraffic, type ApiTraffic } from './api-traffic';
import { oneDecimal } from './format';
import { probeScript, waitForCharts, type OverviewSource } from './page-probe';
import { OVERVIEW_4G, RUNS, VIEWPORT, WAIT_MS } from './settings';

/*
 * Part 2, the pages in Chromium (see run.ts): each run a fresh context that signs in to the
 * overview, then opens the space's and the course's insights; the last run opens them again,
 * warm. Then the overview alone over emulated 4G, each run a fresh context too.
 */

/** One page's timing, from its start (click or navigation start), ms. */
export interface PageTiming {
  firstCard: number;
  cards: number;
  firstChart: number;
  charts: number;
  cardCount: number;
  panelCount: number;
  /** Each card's time, by its label, from the start. */
  cardTimes: Record<string, number>;
  traffic: ApiTraffic;
  /** The renderer's main thread, busy from the start to the charts. */
  busy: MainThread;
}

export interface BrowserRun {
  overview: PageTiming;
  space: PageTiming;
  course: PageTiming;
  /** From the place's list (its members, its students) to its Insights tab, in the app. */
  spaceFromList: PageTiming;
  courseFromList: PageTiming;
  warm?: { overview: PageTiming; space: PageTiming; course: PageTiming };
}

export interface BrowserSetup {
  browser: Browser;
  base: string;
  /** Where the overview's insights come from on this server: how many panels it draws. */
  overview: OverviewSource;
  admin: AccountCredentials;
  spaceSlug: string;
  courseId: number;
}

export async function newContext(setup: BrowserSetup): Promise<BrowserContext> {
  const context = await setup.browser.newContext({ viewport: VIEWPORT });
  // tsx compiles this file with esbuild's keepNames, which may wrap functions sent to the page
  // in a `__name(fn, "name")` helper that only exists in Node: give the page one.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  await context.addInitScript(probeScript(setup.overview));
  return context;
}

/** The renderer's main thread so far: time in tasks, and in script among them, ms. */
export interface MainThread {
  task: number;
  script: number;
}

/** Chromium's own counters (`Performance.getMetrics`; the domain is enabled with the tab). */
export async function mainThread(net: NetworkLog): Promise<MainThread> {
  const { metrics } = (await net.cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  const seconds = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
  return { task: seconds('TaskDuration') * 1000, script: seconds('ScriptDuration') * 1000 };
}

/** The main thread's work between two readings of the same renderer. */
export function busySince(before: MainThread, after: MainThread): MainThread {
  return { task: after.task - before.task, script: after.script - before.script };
}

/** What a new tab's renderer has done before its first navigation: nothing to speak of. */
const NEW_RENDERER: MainThread = { task: 0, script: 0 };

const LOOPBACK = PROFILES.find((profile) => profile.name === 'loopback')!;

/**
 * A new tab, its network watched (loopback unless `profile` emulates another: set before the
 * tab's first navigation, it holds for every request of the tab) and Chromium's performance
 * counters on.
 */
export async function openTab(
  context: BrowserContext,
  profile: NetworkProfile = LOOPBACK,
): Promise<{ page: Page; net: NetworkLog }> {
  const page = await context.newPage();
  const net = await watchNetwork(page, profile);
  await net.cdp.send('Performance.enable');
  return { page, net };
}

async function timePage(
  page: Page,
  net: NetworkLog,
  from: 'click' | 'navigation',
  what: string,
  before: MainThread,
): Promise<PageTiming> {
  const probe = await waitForCharts(page, what);
  const busy = busySince(before, await mainThread(net));
  await net.settle(500);
  const start = from === 'click' ? probe.t0 : 0;
  if (Number.isNaN(start)) throw new Error(`${what}: the click on "Sign in" was not seen.`);
  return {
    firstCard: probe.firstCardAt - start,
    cards: probe.cardsAt - start,
    firstChart: probe.firstChartAt - start,
    charts: probe.chartsAt - start,
    cardCount: probe.cards,
    panelCount: probe.panels,
    cardTimes: Object.fromEntries(
      Object.entries(probe.cardTimes).map(([label, at]) => [label, at - start]),
    ),
    traffic: apiTraffic(net, probe, start, probe.chartsAt),
    busy,
  };
}

/**
 * Opens /login, fills the form as a person would and clicks "Sign in" once the network is
 * quiet (the login page's own loading is not timed). Returns the main thread's counters from
 * just before the click.
 */
export async function clickSignIn(
  setup: BrowserSetup,
  page: Page,
  net: NetworkLog,
): Promise<MainThread> {
  await page.goto(`${setup.base}${paths.login()}`, { timeout: WAIT_MS });
  await waitForSiteAddress(page, WAIT_MS);
  await page.getByLabel('Username').fill(setup.admin.username);
  await page.getByLabel('Application password').fill(setup.admin.password);
  await page.getByRole('checkbox', { name: /Remember me on this device/ }).check();
  // An emulated slow network loads the login page slowly too: waited for, not timed.
  await net.settle(500, WAIT_MS);
  const before = await mainThread(net);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return before;
}

async function signInToOverview(setup: BrowserSetup, page: Page, net: NetworkLog) {
  const before = await clickSignIn(setup, page, net);
  return timePage(page, net, 'click', 'the overview after sign-in', before);
}

/**
 * Opens `url` in a new tab of the context (its HTTP cache, storage and IndexedDB), the tab
 * before it closed first: a new tab gets a renderer of its own, so the performance counters
 * count this page alone (a navigation in the same tab may or may not change renderer).
 */
async function openPage(context: BrowserContext, url: string, what: string) {
  for (const open of context.pages()) await open.close();
  const { page, net } = await openTab(context);
  await page.goto(url, { waitUntil: 'commit' });
  return timePage(page, net, 'navigation', what, NEW_RENDERER);
}

/**
 * Opens `listUrl` (a space's members, a course's students) in a new tab, waits for its table,
 * then clicks the place's "Insights" tab: the insights as an admin reaches them in the app,
 * timed from the click, the app already booted.
 */
async function openFromList(context: BrowserContext, listUrl: string, views: string, what: string) {
  for (const open of context.pages()) await open.close();
  const { page, net } = await openTab(context);
  await page.goto(listUrl);
  await page.getByRole('row').nth(1).waitFor({ timeout: WAIT_MS });
  await net.settle(500);
  // The list's own cards are not the insights': the probe starts again from here.
  await page.evaluate(() => {
    const probe = (window as unknown as { __insights: Record<string, unknown> }).__insights;
    for (const key of ['firstCardAt', 'cardsAt', 'firstChartAt', 'chartsAt']) probe[key] = NaN;
    probe.cardTimes = {};
  });
  const before = await mainThread(net);
  await page
    .getByRole('navigation', { name: views })
    .getByRole('link', { name: 'Insights', exact: true })
    .click();
  return timePage(page, net, 'click', what, before);
}

/** One fresh context: sign in to the overview, then the space's and course's insights. */
async function browserRun(setup: BrowserSetup, warm: boolean): Promise<BrowserRun> {
  const context = await newContext(setup);
  try {
    const { page, net } = await openTab(context);
    const spaceUrl = `${setup.base}${paths.spaceInsights(setup.spaceSlug)}`;
    const courseUrl = `${setup.base}${paths.courseInsights(setup.courseId)}`;
    const run: BrowserRun = {
      overview: await signInToOverview(setup, page, net),
      space: await openPage(context, spaceUrl, "the space's insights"),
      course: await openPage(context, courseUrl, "the course's insights"),
      spaceFromList: await openFromList(
        context,
        `${setup.base}${paths.spaceMembers(setup.spaceSlug)}`,
        'Space views',
        "the space's insights from its members",
      ),
      courseFromList: await openFromList(
        context,
        `${setup.base}${paths.courseStudents(setup.courseId)}`,
        'Course views',
        "the course's insights from its students",
      ),
    };
    if (warm) {
      run.warm = {
        overview: await openPage(context, `${setup.base}${paths.home()}`, 'the overview (warm)'),
        space: await openPage(context, spaceUrl, "the space's insights (warm)"),
        course: await openPage(context, courseUrl, "the course's insights (warm)"),
      };
    }
    return run;
  } finally {
    await context.close();
  }
}

export async function benchPages(setup: BrowserSetup): Promise<BrowserRun[]> {
  const runs: BrowserRun[] = [];
  for (let round = 1; round <= RUNS; round++) {
    const started = performance.now();
    const run = await browserRun(setup, round === RUNS);
    runs.push(run);
    console.info(
      `  run ${round}/${RUNS}: overview cards ${int(run.overview.cards)} ms, charts ${int(run.overview.charts)} ms; ` +
        `space ${int(run.space.charts)} ms (from its members ${int(run.spaceFromList.charts)} ms); ` +
        `course ${int(run.course.charts)} ms (from its students ${int(run.courseFromList.charts)} ms) ` +
        `(${oneDecimal((performance.now() - started) / 1000)} s)`,
    );
  }
  return runs;
}

/**
 * The overview alone over emulated 4G (OVERVIEW_4G), from the click on "Sign in" to all charts:
 * each run a fresh context, as the loopback runs.
 */
export async function benchOverview4g(setup: BrowserSetup): Promise<PageTiming[]> {
  const runs: PageTiming[] = [];
  for (let round = 1; round <= RUNS; round++) {
    const context = await newContext(setup);
    try {
      const { page, net } = await openTab(context, OVERVIEW_4G);
      const before = await clickSignIn(setup, page, net);
      const timing = await timePage(page, net, 'click', 'the overview over 4G', before);
      runs.push(timing);
      console.info(
        `  4G run ${round}/${RUNS}: overview cards ${int(timing.cards)} ms, charts ${int(timing.charts)} ms, ` +
          `${timing.traffic.untilCharts} API requests, ${oneDecimal(timing.traffic.untilChartsBytes / 1000)} KB until charts`,
      );
    } finally {
      await context.close();
    }
  }
  return runs;
}
