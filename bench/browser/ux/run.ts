/**
 * `npm run bench:ux`: perceived speed in a real Chromium over emulated networks.
 *
 * The reference server runs as a child process over the big benchmark database (20k members,
 * 200k posts, .bench/server-data, seeded once by `npm run bench:server`) and serves the built
 * app (dist/, built first when missing). One Chromium for the whole bench; every run starts
 * from a fresh browser context (empty HTTP cache and storage), and each figure is the median
 * of BENCH_UX_RUNS runs (5), with the fastest and slowest beside it. Runs alternate between
 * profiles; one untimed pass on loopback warms the server and the browser first.
 *
 * Network profiles, set with the DevTools protocol on each page before its first navigation
 * (`Network.emulateNetworkConditions`, throughput in bytes/s):
 *   loopback   no emulation;
 *   broadband  latency 40 ms, download 1,250,000 B/s (10 Mbit/s), upload 625,000 B/s (5 Mbit/s);
 *   4G         latency 150 ms, download 200,000 B/s (1.6 Mbit/s), upload 93,750 B/s (750 kbit/s).
 * Chromium applies `latency` as a floor per request: the response headers are held until
 * `latency` ms after the request was sent, so server time shorter than that is hidden in it
 * (it is not added on top). Body bytes are then paced at the download rate, shared by the
 * page's requests. CORS preflights are not emulated at all (see the stand-in below).
 *
 * What is timed, each on the page's own clock (performance.now()): a MutationObserver
 * installed before the page's scripts notes when the awaited element is in the DOM and on
 * screen, and the time is taken in the next animation frame (the frame that paints it).
 * 0. Login page → its form on screen: /login in a fresh context, from navigation start to the
 *    frame that shows the Username field, with the script that arrived before that frame and
 *    the script asked for before it (bench/browser/login-form/measure.ts; also `npm run
 *    bench:login-form`, which needs no benchmark database).
 * 1. Sign-in → first post: /login is opened (not timed), the form filled as a person would
 *    (the site address is prefilled by the demo hint; "Remember me on this device" ticked),
 *    then, once the network is quiet, from the click on "Sign in" (the click event's time) to
 *    the first post (`article` in the feed) on screen. Bytes: `encodedDataLength` of every
 *    request finished by then (CDP `Network.loadingFinished`: headers and body as sent over
 *    the wire), from the start of the /login navigation, and separately those sent after the
 *    click; KB = 1,000 bytes.
 * 2. Members link → first row: a link to /spaces/<space>/members?sort_by=last_activity&…,
 *    (a) opened in a new tab of the signed-in context (shared, warm HTTP cache), and
 *    (b) opened in a new context holding only the stored session (localStorage, from
 *    `storageState()`: a cold HTTP cache); from navigation start (the new document's
 *    timeOrigin) to the first data row of the table on screen.
 * 3. On page (b), once the network is quiet, each change from the user's event to the first
 *    frame showing exactly the expected rows (asked of the server beforehand) with the table
 *    no longer busy and some of them on screen (after "Next page" the window stays scrolled
 *    down at the pagination): sort by name (column header), filter (search "an" + Enter, which
 *    applies it at once, without the typing pause) and next page (prefetched by the app).
 * Targets (exit code 1 when one is missed): sign-in → first post ≤ 1,500 ms on 4G and ≤ 400 ms
 * on loopback; members link → first row ≤ 1,000 / ≤ 300 ms; each change ≤ RTT + 100 ms (250 ms
 * on 4G, 140 ms on broadband) and ≤ 100 ms on loopback; login page + sign-in → first post
 * ≤ 200 KB on 4G. Under the table: the sign-in and cold members-link waterfalls of the median
 * run of BENCH_UX_WATERFALL (4g): each request's start and duration on the page's clock (CDP
 * timestamps mapped through their wall time).
 *
 * 4. Real-site stand-in (broadband only): the API is reached at another origin, a proxy in
 *    this process that forwards to the reference server and holds every answer 80 ms: 40 ms
 *    for the site's own work plus the 40 ms round trip, which the proxy adds itself because
 *    emulated latency is a floor, not an addition, and preflights skip it. The user types the
 *    proxy's address as the site address; the dashboard still comes from the reference server.
 *    The same steps, with the API requests and CORS preflights (OPTIONS) started while each
 *    was timed.
 *
 * BENCH_UX_RUNS=n (5), BENCH_UX_PROFILES=loopback,broadband,4g, BENCH_UX_SPACE=slug (general),
 * BENCH_UX_OUT=file (.bench/ux-results.json), BENCH_DIST_DIR=dir (dist). `-- --stand-in` runs
 * only the stand-in section, `-- --no-stand-in` leaves it out (or BENCH_UX_STAND_IN=only|off).
 * The data directory takes one server at a time: stop any other server using it first, or point
 * BENCH_UX_DATA_DIR at a copy of it.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_DATA_DIR, BENCH_SIZE, ensureBenchData } from '../../support/dataset';
import { startServerProcess } from '../../support/server-process';
import { paths } from '../../../src/app/paths';
import { expectedNames } from '../members/probes';
import type { Filters } from '../members/changes';
import {
  PROFILES,
  startDelayingProxy,
  watchNetwork,
  type LoggedRequest,
  type NetworkLog,
  type NetworkProfile,
} from '../../support/network';
import { chromiumLaunchOptions } from '../../../scripts/browser';
import { measureLoginForm, type LoginFormTiming } from '../login-form/measure';
import {
  figure,
  int,
  median,
  medianRun,
  msCell,
  printTable,
  type Figure,
} from '../../support/figures';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const RUNS = Math.max(1, Number(process.env.BENCH_UX_RUNS ?? 5) || 5);
const SPACE = process.env.BENCH_UX_SPACE ?? 'general';
/** A copy of the benchmark data elsewhere, e.g. while another bench holds the directory. */
const DATA_DIR = process.env.BENCH_UX_DATA_DIR
  ? path.resolve(process.env.BENCH_UX_DATA_DIR)
  : BENCH_DATA_DIR;
const OUT = path.resolve(ROOT, process.env.BENCH_UX_OUT ?? '.bench/ux-results.json');
const VIEWPORT = { width: 1280, height: 900 };
const WAIT_MS = 60_000;
const SITE_DELAY_MS = 40;
/** The profile whose median sign-in and members link are printed request by request. */
const WATERFALL = (process.env.BENCH_UX_WATERFALL ?? '4g').toLowerCase();
const LINK_FILTERS = { sort_by: 'last_activity', sort_dir: 'DESC' } as const;

/** Runs in every document before its scripts: see the doc comment, "What is timed". */
const PROBE = `(() => {
  if (window.__ux) return;
  const ux = (window.__ux = { t0: NaN, firstPostAt: NaN, firstCardAt: NaN, firstRowAt: NaN, shownAt: NaN, expected: null });
  const due = new Set();
  const onScreen = (element) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight &&
      getComputedStyle(element).visibility !== 'hidden';
  };
  const dataRows = () => [...document.querySelectorAll('table tbody tr')]
    .filter((row) => row.querySelector('button[data-row-open]'));
  const expectedShown = () => {
    const table = document.querySelector('table');
    if (!table || table.getAttribute('aria-busy') !== 'false') return false;
    const rows = dataRows();
    const names = rows.map((row) => row.querySelector('button[data-row-open]').textContent.trim());
    return names.length === ux.expected.length &&
      names.every((name, index) => name === ux.expected[index]) && rows.some(onScreen);
  };
  const check = () => {
    const before = due.size;
    if (Number.isNaN(ux.firstPostAt) && onScreen(document.querySelector('[role="feed"] article')))
      due.add('firstPostAt');
    if (Number.isNaN(ux.firstCardAt) && onScreen(document.querySelector('main [data-stat-value]')))
      due.add('firstCardAt');
    if (Number.isNaN(ux.firstRowAt) && onScreen(dataRows()[0])) due.add('firstRowAt');
    if (ux.expected && Number.isNaN(ux.shownAt) && expectedShown()) due.add('shownAt');
    if (before === 0 && due.size > 0) {
      requestAnimationFrame(() => {
        const now = performance.now();
        for (const key of due) if (Number.isNaN(ux[key])) ux[key] = now;
        due.clear();
      });
    }
  };
  new MutationObserver(check).observe(document, {
    childList: true, subtree: true, characterData: true,
    attributes: true, attributeFilter: ['aria-busy', 'class', 'style'],
  });
  for (const type of ['click', 'keydown']) {
    addEventListener(type, (event) => { if (event.isTrusted) ux.t0 = event.timeStamp; }, true);
  }
})()`;

interface Clock {
  t0: number;
  firstPostAt: number;
  firstCardAt: number;
  firstRowAt: number;
  shownAt: number;
  timeOrigin: number;
}

type ClockKey = 'firstPostAt' | 'firstCardAt' | 'firstRowAt' | 'shownAt';

/** Forgets the last event and, for a change, says which rows to wait for. */
async function resetProbe(page: Page, expected: string[] | null): Promise<void> {
  await page.evaluate((names) => {
    const ux = (window as unknown as { __ux: Record<string, unknown> }).__ux;
    Object.assign(ux, { t0: Number.NaN, shownAt: Number.NaN, expected: names });
  }, expected);
}

async function waitForProbe(page: Page, key: ClockKey, what: string): Promise<Clock> {
  try {
    // A function, not a string: the page's CSP forbids eval, which a string predicate needs.
    await page.waitForFunction(
      (name) => !Number.isNaN((window as unknown as { __ux: Record<string, number> }).__ux[name]),
      key,
      { timeout: WAIT_MS },
    );
  } catch (error) {
    const names = await page
      .locator('table tbody tr button[data-row-open]')
      .allTextContents()
      .catch(() => []);
    console.error(`Timed out waiting for ${what} at ${page.url()}; rows: ${names.join(', ')}`);
    throw error;
  }
  return page.evaluate(
    `({ ...window.__ux, expected: undefined, timeOrigin: performance.timeOrigin })`,
  ) as Promise<Clock>;
}

// ---------------------------------------------------------------------------------------------
// Requests seen by CDP, on the page's clock

export interface WaterfallEntry {
  /** ms from the start of the measured interval (the click, the navigation). */
  start: number;
  /** ms to the end of the response; null: still running at the end of the interval. */
  duration: number | null;
  method: string;
  path: string;
  type: string;
  bytes: number;
  cached: boolean;
}

interface Traffic {
  /** Requests finished by `end`, and their bytes. */
  requests: number;
  bytes: number;
  /** Requests started before `end` and still running. */
  running: number;
  /** API requests (under /wp-json/) started in the interval, and CORS preflights among them. */
  api: number;
  preflights: number;
  waterfall: WaterfallEntry[];
}

function shortPath(url: string): string {
  const parsed = new URL(url);
  const text = `${parsed.pathname}${parsed.search}`;
  return text.length > 110 ? `${text.slice(0, 109)}…` : text;
}

/** The traffic between `from` and `end` (page clock); `countFrom` where byte counting starts. */
function trafficOf(
  net: NetworkLog,
  clock: Clock,
  { from, end, countFrom = from }: { from: number; end: number; countFrom?: number },
): Traffic {
  const timed = net.requests().map((request: LoggedRequest) => ({
    request,
    sent: net.toPageMs(request.sentAt, clock.timeOrigin),
    done: request.finishedAt === null ? null : net.toPageMs(request.finishedAt, clock.timeOrigin),
  }));
  const finished = timed.filter(
    ({ sent, done, request }) =>
      sent >= countFrom && done !== null && done <= end && !request.failed,
  );
  const inInterval = timed.filter(
    ({ sent, done }) => sent <= end && (done === null || done >= from),
  );
  const apiCalls = timed.filter(
    ({ sent, request }) => sent >= from && sent <= end && request.url.includes('/wp-json/'),
  );
  return {
    requests: finished.length,
    bytes: finished.reduce((sum, { request }) => sum + request.bytes, 0),
    running: timed.filter(({ sent, done }) => sent <= end && (done === null || done > end)).length,
    api: apiCalls.filter(({ request }) => request.method !== 'OPTIONS').length,
    preflights: apiCalls.filter(({ request }) => request.method === 'OPTIONS').length,
    waterfall: inInterval
      .sort((a, b) => a.sent - b.sent)
      .map(({ request, sent, done }) => ({
        start: sent - from,
        duration: done === null || done > end ? null : done - sent,
        method: request.method,
        path: shortPath(request.url),
        type: request.type,
        bytes: request.bytes,
        cached: request.fromCache,
      })),
  };
}

// ---------------------------------------------------------------------------------------------
// The steps

interface Setup {
  browser: Browser;
  /** Where the dashboard is served. */
  base: string;
  /** What the user types as the site address (the base itself, or the stand-in proxy). */
  site: string;
  credentials: { username: string; password: string };
  link: string;
  changes: Change[];
}

interface Change {
  name: string;
  expected: string[];
  act: (page: Page) => Promise<void>;
}

interface TimedStep {
  ms: number;
  traffic: Traffic;
}

interface Run {
  /** /login in a fresh context, to its form on screen (bench/browser/login-form/measure.ts). */
  loginForm: LoginFormTiming;
  /** Sign-in from /login: lands on the overview (its first card). */
  landing: TimedStep & { total: Traffic };
  /** Sign-in from /login?next=/feed: the feed's first post. */
  signIn: TimedStep & { total: Traffic };
  warmLink: TimedStep;
  coldLink: TimedStep;
  changes: Record<string, TimedStep>;
}

async function newContext(
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

async function openTab(context: BrowserContext, profile: NetworkProfile) {
  const page = await context.newPage();
  const net = await watchNetwork(page, profile);
  return { page, net };
}

/** Waits for the demo hint to fill the site address, as a person would see it filled. */
async function waitForSiteAddress(page: Page): Promise<void> {
  const field = page.getByLabel('Site address');
  const deadline = Date.now() + WAIT_MS;
  while ((await field.inputValue()) === '') {
    if (Date.now() > deadline) throw new Error('The site address was never prefilled.');
    await page.waitForTimeout(20);
  }
}

/** Where a sign-in goes: the landing page (the overview) or, with `next`, the feed. */
type SignInTarget = 'overview' | 'feed';

async function measureSignIn(
  setup: Setup,
  page: Page,
  net: NetworkLog,
  target: SignInTarget,
): Promise<Run['signIn']> {
  await page.goto(`${setup.base}${target === 'feed' ? paths.login(paths.feed()) : paths.login()}`);
  await waitForSiteAddress(page);
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

async function measureLink(page: Page, net: NetworkLog, link: string): Promise<TimedStep> {
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

async function measureChange(page: Page, net: NetworkLog, change: Change): Promise<TimedStep> {
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

/** One run of every step over one profile, in fresh contexts. */
async function runOnce(setup: Setup, profile: NetworkProfile): Promise<Run> {
  // 0: the login form alone, in a context of its own.
  const loginForm = await measureLoginForm(setup.browser, setup.base, profile);
  // 1: sign in to the feed (next=/feed), in a context of its own.
  const toFeed = await newContext(setup.browser);
  let signIn: Run['signIn'];
  try {
    const tab = await openTab(toFeed, profile);
    signIn = await measureSignIn(setup, tab.page, tab.net, 'feed');
  } finally {
    await toFeed.close();
  }
  // 1 and 2a: sign in through the login screen to the overview, then open the link in a second tab.
  const signedIn = await newContext(setup.browser);
  let landing: Run['landing'];
  let warmLink: TimedStep;
  let storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  try {
    const first = await openTab(signedIn, profile);
    landing = await measureSignIn(setup, first.page, first.net, 'overview');
    // The overview goes on reading the month's posts (bench:insights times that): leave it, so
    // its walks do not share the network and the server with the link measured next.
    await first.page.goto('about:blank');
    await first.net.settle(500);
    const tab = await openTab(signedIn, profile);
    warmLink = await measureLink(tab.page, tab.net, setup.link);
    storageState = await signedIn.storageState();
  } finally {
    await signedIn.close();
  }
  // 2b and 3: a context with only the stored session, then the changes on that page.
  const cold = await newContext(setup.browser, storageState);
  try {
    const { page, net } = await openTab(cold, profile);
    const coldLink = await measureLink(page, net, setup.link);
    const changes: Record<string, TimedStep> = {};
    for (const change of setup.changes)
      changes[change.name] = await measureChange(page, net, change);
    return { loginForm, landing, signIn, warmLink, coldLink, changes };
  } finally {
    await cold.close();
  }
}

async function changesFor(base: string, auth: string): Promise<Change[]> {
  const names = (filters: Filters) =>
    expectedNames(SPACE, base, auth, filters).then((result) => result.names);
  const byName = { sort_by: 'display_name', sort_dir: 'ASC', per_page: 20 } as const;
  return [
    {
      name: 'sort by name (header)',
      expected: await names({ ...byName, page: 1 }),
      act: (page) =>
        page
          .getByRole('table')
          .getByRole('columnheader', { name: /Member/ })
          .getByRole('button')
          .click(),
    },
    {
      name: 'filter: search + Enter',
      expected: await names({ ...byName, search: 'an', page: 1 }),
      act: async (page) => {
        const box = page.getByRole('searchbox', { name: 'Search members' });
        await box.fill('an');
        await box.press('Enter');
      },
    },
    {
      name: 'next page',
      expected: await names({ ...byName, search: 'an', page: 2 }),
      act: (page) => page.getByRole('button', { name: 'Next page' }).click(),
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Figures and the report

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const kbCell = (f: Figure) => `${kb(f.median)} (${kb(f.min)}–${kb(f.max)})`;

type Row = { label: string; unit: 'ms' | 'bytes' | 'count'; value: (run: Run) => number };

function rowsFor(changes: Change[]): Row[] {
  return [
    { label: 'login page → its form on screen', unit: 'ms', value: (run) => run.loginForm.ms },
    {
      label: '  script arrived before the form',
      unit: 'bytes',
      value: (run) => run.loginForm.scriptBytes,
    },
    {
      label: '  script asked for before the form',
      unit: 'bytes',
      value: (run) => run.loginForm.requestedScriptBytes,
    },
    {
      label: 'sign-in → first card (overview, the landing page)',
      unit: 'ms',
      value: (run) => run.landing.ms,
    },
    { label: 'sign-in → first post (next=/feed)', unit: 'ms', value: (run) => run.signIn.ms },
    {
      label: 'members link, new tab (warm cache) → first row',
      unit: 'ms',
      value: (r) => r.warmLink.ms,
    },
    {
      label: 'members link, new context (cold) → first row',
      unit: 'ms',
      value: (r) => r.coldLink.ms,
    },
    ...changes.map((change): Row => ({
      label: `${change.name} → new rows`,
      unit: 'ms',
      value: (run) => run.changes[change.name]!.ms,
    })),
    {
      label: 'bytes: login page + sign-in → first card',
      unit: 'bytes',
      value: (run) => run.landing.total.bytes,
    },
    { label: '  requests', unit: 'count', value: (run) => run.landing.total.requests },
    {
      label: 'bytes: login page + sign-in → first post',
      unit: 'bytes',
      value: (run) => run.signIn.total.bytes,
    },
    { label: '  requests', unit: 'count', value: (run) => run.signIn.total.requests },
    { label: 'bytes: after the click', unit: 'bytes', value: (run) => run.signIn.traffic.bytes },
    { label: '  requests', unit: 'count', value: (run) => run.signIn.traffic.requests },
    {
      label: 'bytes: members link (cold) → first row',
      unit: 'bytes',
      value: (r) => r.coldLink.traffic.bytes,
    },
  ];
}

/** The targets of the brief, by row label and profile. */
function targetFor(label: string, profile: NetworkProfile): number | null {
  const byProfile = (values: Partial<Record<NetworkProfile['name'], number>>) =>
    values[profile.name] ?? null;
  if (label.startsWith('sign-in')) return byProfile({ '4g': 1500, loopback: 400 });
  if (label.startsWith('members link')) return byProfile({ '4g': 1000, loopback: 300 });
  if (label.endsWith('→ new rows')) return profile.rttMs > 0 ? profile.rttMs + 100 : 100;
  if (label.startsWith('bytes: login page')) return byProfile({ '4g': 200_000 });
  return null;
}

function cellOf(f: Figure, unit: Row['unit']): string {
  const value = unit === 'ms' ? msCell(f) : unit === 'bytes' ? kbCell(f) : `${int(f.median)}`;
  if (f.ok === null) return value;
  const limit = unit === 'bytes' ? kb(f.target!) : `${int(f.target!)}`;
  return `${value} ${f.ok ? 'ok' : 'MISSED'} ≤${limit}`;
}

function printWaterfall(
  title: string,
  entries: WaterfallEntry[],
  endMs: number,
  end: string,
): void {
  console.info(`\n${title}`);
  console.info('   start    dur      bytes  request');
  for (const entry of entries) {
    const start = `${entry.start >= 0 ? '+' : ''}${int(entry.start)}`.padStart(7);
    const duration = (entry.duration === null ? '…' : int(entry.duration)).padStart(6);
    const bytes = (entry.cached ? 'cache' : kb(entry.bytes)).padStart(10);
    console.info(`  ${start} ${duration} ${bytes}  ${entry.method.padEnd(7)} ${entry.path}`);
  }
  console.info(`  ${`+${int(endMs)}`.padStart(7)}   ${end} (… = still running then)`);
}

// ---------------------------------------------------------------------------------------------

function options() {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { 'stand-in': { type: 'boolean' }, 'no-stand-in': { type: 'boolean' } },
    strict: true,
  });
  const env = process.env.BENCH_UX_STAND_IN;
  const standIn =
    values['stand-in'] || env === 'only'
      ? 'only'
      : values['no-stand-in'] || env === 'off'
        ? 'off'
        : 'on';
  const names = (process.env.BENCH_UX_PROFILES ?? 'loopback,broadband,4g')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const profiles = names.map((name) => {
    const profile = PROFILES.find((candidate) => candidate.name === name);
    if (!profile) throw new Error(`Unknown profile "${name}" (${PROFILES.map((p) => p.name)})`);
    return profile;
  });
  return { standIn, profiles };
}

async function runProfiles(setup: Setup, profiles: readonly NetworkProfile[]) {
  const runs = new Map<NetworkProfile, Run[]>(profiles.map((profile) => [profile, []]));
  for (let round = 1; round <= RUNS; round++) {
    for (const profile of profiles) {
      const started = performance.now();
      const run = await runOnce(setup, profile);
      runs.get(profile)!.push(run);
      console.info(
        `  run ${round}/${RUNS} ${profile.label.padEnd(9)} login form ${int(run.loginForm.ms)} ms, sign-in ${int(run.signIn.ms)} ms, link ${int(run.warmLink.ms)} / ${int(run.coldLink.ms)} ms, changes ${Object.values(
          run.changes,
        )
          .map((step) => int(step.ms))
          .join(' / ')} ms  (${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
    }
  }
  return runs;
}

async function main(): Promise<void> {
  const { standIn, profiles } = options();
  const setupStarted = performance.now();
  const credentials = ensureBenchData(DATA_DIR).admin;
  if (!existsSync(path.join(ROOT, 'dist', 'index.html')) && !process.env.BENCH_DIST_DIR) {
    console.info('Building the app (dist/ is missing)…');
    execSync('npx vite build --logLevel warn', { cwd: ROOT, stdio: 'inherit' });
  }
  const server = await startServerProcess({
    dataDir: DATA_DIR,
    distDir: path.resolve(ROOT, process.env.BENCH_DIST_DIR ?? 'dist'),
  });
  const auth = `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`;
  const browser = await chromium.launch(chromiumLaunchOptions());
  const proxy = await startDelayingProxy(server.url, {
    delayMs: SITE_DELAY_MS + (PROFILES.find((p) => p.name === 'broadband')?.rttMs ?? 0),
  });
  try {
    const spaces = (await (
      await fetch(`${server.url}/wp-json/fluent-community/v2/spaces`, {
        headers: { Authorization: auth },
      })
    ).json()) as { spaces: { slug: string }[] };
    if (!spaces.spaces.some((space) => space.slug === SPACE)) {
      throw new Error(`No space "${SPACE}" (${spaces.spaces.map((s) => s.slug).join(', ')}).`);
    }
    const link = `${server.url}${paths.spaceMembers(SPACE, new URLSearchParams(LINK_FILTERS))}`;
    const setup: Setup = {
      browser,
      base: server.url,
      site: server.url,
      credentials,
      link,
      changes: await changesFor(server.url, auth),
    };
    const loopback = PROFILES.find((profile) => profile.name === 'loopback')!;
    console.info(
      `Chromium ${browser.version()}, server ${server.url} over ${BENCH_SIZE.users.toLocaleString('en')} members / ${BENCH_SIZE.posts.toLocaleString('en')} posts (ready in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s).`,
    );
    console.info(`Link: ${link.slice(server.url.length)}; ${RUNS} fresh runs per profile.`);
    console.info('Warm-up pass (loopback, not counted)…');
    await runOnce(setup, loopback);

    const results: Record<string, unknown> = {
      date: new Date().toISOString(),
      chromium: browser.version(),
      runs: RUNS,
      space: SPACE,
      link: link.slice(server.url.length),
      profiles: Object.fromEntries(PROFILES.map((p) => [p.name, p])),
    };
    let missed = false;
    const rows = rowsFor(setup.changes);

    if (standIn !== 'only' && profiles.length > 0) {
      const runs = await runProfiles(setup, profiles);
      const table: Record<string, Record<string, Figure>> = {};
      const cells = rows.map((row) => [
        row.label,
        ...profiles.map((profile) => {
          const f = figure(runs.get(profile)!.map(row.value), targetFor(row.label, profile));
          (table[row.label] ??= {})[profile.name] = f;
          if (f.ok === false) missed = true;
          return cellOf(f, row.unit);
        }),
      ]);
      console.info(
        `\nPerceived speed, Chromium ${VIEWPORT.width}×${VIEWPORT.height}, space "${SPACE}": median (min–max) of ${RUNS} fresh runs, ms\n`,
      );
      printTable(['step', ...profiles.map((profile) => profile.label)], cells);
      console.info(
        '\nTargets: sign-in → first post ≤ 1,500 ms (4G), ≤ 400 ms (loopback); members link → first row ≤ 1,000 / ≤ 300 ms;\n' +
          'each change ≤ RTT + 100 ms (250 ms 4G, 140 ms broadband), ≤ 100 ms loopback; login page + sign-in → first post ≤ 200 KB (4G).',
      );
      const waterfallProfile =
        profiles.find((profile) => profile.name === WATERFALL) ?? profiles[profiles.length - 1]!;
      const chosen = medianRun(runs.get(waterfallProfile)!, (run) => run.signIn.ms);
      printWaterfall(
        `Sign-in waterfall, ${waterfallProfile.label} (the median run, ${int(chosen.signIn.ms)} ms): ms from the click on "Sign in"`,
        chosen.signIn.traffic.waterfall,
        chosen.signIn.ms,
        'first post on screen',
      );
      const cold = medianRun(runs.get(waterfallProfile)!, (run) => run.coldLink.ms);
      printWaterfall(
        `Members link waterfall, new context (cold), ${waterfallProfile.label} (the median run, ${int(cold.coldLink.ms)} ms): ms from navigation start`,
        cold.coldLink.traffic.waterfall,
        cold.coldLink.ms,
        'first row on screen',
      );
      results.table = table;
      results.signInWaterfall = chosen.signIn.traffic.waterfall;
      results.coldLinkWaterfall = cold.coldLink.traffic.waterfall;
      results.runsByProfile = Object.fromEntries(
        profiles.map((profile) => [profile.name, runs.get(profile)]),
      );
    }

    if (standIn !== 'off') {
      const broadband = PROFILES.find((profile) => profile.name === 'broadband')!;
      console.info(
        `\nReal-site stand-in: the API at ${proxy.url} (another origin), every answer held ${SITE_DELAY_MS} ms (site) + ${broadband.rttMs} ms (round trip); broadband.`,
      );
      const standInSetup: Setup = { ...setup, site: proxy.url };
      proxy.reset();
      const runs = (await runProfiles(standInSetup, [broadband])).get(broadband)!;
      const proxied = proxy.counts();
      const stepsOf: Array<[string, (run: Run) => TimedStep]> = [
        ['sign-in → first card (overview)', (run) => run.landing],
        ['sign-in → first post (next=/feed)', (run) => run.signIn],
        ['members link, new tab (warm cache) → first row', (run) => run.warmLink],
        ['members link, new context (cold) → first row', (run) => run.coldLink],
        ...setup.changes.map((change): [string, (run: Run) => TimedStep] => [
          `${change.name} → new rows`,
          (run) => run.changes[change.name]!,
        ]),
      ];
      const figures: Record<string, Figure & { api: number; preflights: number }> = {};
      const cells = stepsOf.map(([label, step]) => {
        const f = figure(
          runs.map((run) => step(run).ms),
          null,
        );
        const api = median(runs.map((run) => step(run).traffic.api));
        const preflights = median(runs.map((run) => step(run).traffic.preflights));
        figures[label] = { ...f, api, preflights };
        return [label, msCell(f), String(api), String(preflights)];
      });
      console.info(`\nStand-in, broadband: median (min–max) of ${RUNS} fresh runs, ms\n`);
      printTable(['step', 'time', 'API requests', 'preflights (OPTIONS)'], cells);
      console.info(
        `\nAPI requests and preflights: those started between the user's event and the rows or post on screen (median over runs).\n` +
          `The proxy saw ${proxied.requests} requests in all, ${proxied.preflights} of them preflights (OPTIONS).`,
      );
      const chosen = medianRun(runs, (run) => run.signIn.ms);
      printWaterfall(
        `Sign-in waterfall, stand-in (the median run, ${int(chosen.signIn.ms)} ms): ms from the click on "Sign in"`,
        chosen.signIn.traffic.waterfall,
        chosen.signIn.ms,
        'first post on screen',
      );
      results.standIn = {
        delayMs: SITE_DELAY_MS,
        proxied,
        figures,
        runs,
        signInWaterfall: chosen.signIn.traffic.waterfall,
      };
    }

    mkdirSync(path.dirname(OUT), { recursive: true });
    // Each run's own waterfall stays out: the median runs' are kept above.
    const json = JSON.stringify(
      results,
      (key, value) => (key === 'waterfall' ? undefined : value),
      2,
    );
    writeFileSync(OUT, `${json}\n`);
    const shown = path.relative(ROOT, OUT);
    console.info(`\nResults written to ${shown.startsWith('..') ? OUT : shown}.`);
    if (missed) process.exitCode = 1;
  } finally {
    await browser.close();
    await proxy.stop();
    await server.stop();
  }
}

await main();
