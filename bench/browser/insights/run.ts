/**
 * `npm run bench:insights`: what the insights cost over the benchmark database (20k members,
 * 200k posts over three years; bench/support/dataset.ts, seeded once into .bench/server-data).
 *
 * Setup (setup.ts): the dataset is made sure of (seeded when missing or out of date; when another
 * process is writing it, this waits until it is done), then copied with SQLite's online backup into
 * a temporary directory (one server per data directory: the copy leaves .bench/server-data free for
 * other benches), and the reference server starts over the copy as a child process. It serves the
 * app built from the current sources into a temporary directory (BENCH_DIST_DIR serves an existing
 * build instead). The first start over a copy runs SQLite's quick_check
 * (server/store/sqlite/integrity.ts): 10–20 s of the setup.
 *
 * 1. The walks, in Node (walks.ts, over the site as site.ts finds it): the app's API client
 *    (src/api/client.ts) with the bench admin's application password, over a fetch that asks for
 *    compressed answers as a browser does (`Accept-Encoding: br, gzip`) and times every request
 *    (timing-fetch.ts). Each walk is the data layer's own function with the app's page fetchers and
 *    retry rule, with the app's boundaries (the overview's `now`: the site's clock from its REST
 *    index, floored to the hour, as use-site-now.ts does; feedWindows, weekBoundaries):
 *    - the biggest space's memberships (walkSpaceMemberships: walkPages over its members, then
 *      over its join requests when it has some), and every course's students (walkPages);
 *    - post counts at the 4 card boundaries (7, 14, 30, 60 days back) and at the 13 week edges
 *      (findFeedPositions over feedDatesFetcher), of the whole feed and of each top space (the
 *      5 spaces with the most posts among those of the last 30 days, as use-top-spaces.ts
 *      ranks them);
 *    - the posts of the last 30 days (walkFeedWindow over feedPostsFetcher);
 *    - once, as the warm-up and printed under the table: the overview's walks run as the page
 *      runs them (the cards' counts, then the 30-day window from the month's count, then the
 *      weekly totals and the top spaces' weekly counts at once, at the week edges older than
 *      the window, all on one API client), with when each ended.
 *    That and one pass of the rosters warm the server (they read every page the others read); then
 *    each figure is the median of BENCH_INSIGHTS_RUNS (5) runs, each on an API client of its own
 *    (the data layer shares a feed page between walks of one client for a few seconds,
 *    shared-feed-pages.ts: nothing may carry over from run to run), with the fastest and slowest
 *    beside it. Requests: every request the walk made, counted by the fetch (retries included); the
 *    walk's own `requests` is beside it where it differs (a shared page counts for every walk that
 *    used it). Bytes: `Content-Length` of the compressed answers as sent (KB = 1,000 bytes), the
 *    JSON size beside it. Where the time goes, per request, for the median run: server (request
 *    sent → response headers: the server's work and compression; loopback adds next to nothing),
 *    transfer (headers → whole body) and client (body → the page's rows: JSON.parse and zod, plus
 *    any wait for the event loop, which the walk's other pages in flight share).
 *
 * 2. The pages, in Chromium (pages.ts, its probe page-probe.ts and its requests api-traffic.ts;
 *    test/browser.ts launch options, 1280×900, no network emulation: loopback). Each run is a
 *    fresh browser context (empty HTTP cache, IndexedDB and storage, so no persisted walk helps):
 *    /login is opened (not timed), the form filled as a person would
 *    ("Remember me on this device" ticked), and once the network is quiet, from the click on
 *    "Sign in" (the click event's time, on the page's clock) to:
 *    (a) the first card with a number (a StatCard or the pending-requests card no longer
 *        `aria-busy`), (b) every card filled, (c) the first chart drawn and (d) all charts
 *        drawn: every ChartPanel (a section with a "Show table" button) holds an
 *        `svg[role=img]` or its "No data" text, as many panels as the page has (4 on the
 *        overview and a space's insights, 2 on a course's), and no skeleton is left in <main>.
 *    A MutationObserver installed before the page's scripts sees each state, and the time is
 *    taken in the next animation frame (the frame that paints it). Then the biggest space's
 *    insights and the biggest course's insights are opened by URL, each in a new tab of the same
 *    context (the tab before it closed; HTTP cache and session kept, the space's and course's
 *    walks not yet read): from navigation start to all charts drawn. In the last run, the three
 *    pages once more, each in a new tab: their walks now come back from IndexedDB ("warm").
 *    API requests: those under /wp-json/ seen by the DevTools protocol, from the click (or
 *    navigation start) to the charts, and until the network is quiet after them; "repeated"
 *    counts requests for a URL already asked during the same page load. Main thread: Chromium's
 *    own counters (`Performance.getMetrics`: TaskDuration, ScriptDuration) from the click (or
 *    the new tab) to the charts, for how much of the time the page itself was working. Each
 *    card's own time is printed for the median run. No untimed browser run: the walks in Node
 *    have warmed the server just before.
 *
 * 3. The floor (floor.ts): the posts of the last 30 days, read by a blank page in
 *    Chromium with no app code (4 in flight, `response.json()`), from the reference server and
 *    from a static copy of the same JSON served from memory: what any overview pays before its
 *    engagement cards can be filled, whatever its code does. Median of 3 per source.
 *
 * The load average is printed before and after: other processes on the machine (2 cores) slow
 * the server and the browser alike, and every figure with them.
 *
 * Targets (exit code 1 when one is missed): the walk of the 20k-member space ≤ 3,000 ms, and
 * its insights page → all charts ≤ 3,000 ms; overview sign-in → all cards ≤ 300 ms; overview
 * sign-in → all charts ≤ 1,500 ms. Results also go to .bench/insights-results.json.
 *
 * The tables are printed by report.ts (numbers written as format.ts says); the settings below
 * and the targets are in settings.ts.
 *
 * BENCH_INSIGHTS_RUNS=n (5), BENCH_INSIGHTS_OUT=file, BENCH_INSIGHTS_DATA_DIR=dir (serve that
 * data directory itself instead of a copy), BENCH_DIST_DIR=dir (serve that build). `-- --node`
 * runs only the walks, `-- --browser` only the pages and the floor, `-- --floor` the floor.
 */
import { chromium, type Browser } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumLaunchOptions } from '../../../test/browser';
import { int } from '../../support/figures';
import { BENCH_SIZE } from '../../support/dataset';
import { startServerProcess } from '../../support/server-process';
import { measureMonthFloor, readMonthPages, type MonthFloor } from './floor';
import { numberText, oneDecimal } from './format';
import { benchPages, type BrowserSetup } from './pages';
import { printFloor, printPages, printWalks } from './report';
import { FLOOR_RUNS, OUT, ROOT, RUNS, TARGETS } from './settings';
import { prepareData, prepareDist } from './setup';
import { discoverSite } from './site';
import { benchWalks } from './walks';

/** Part 3 (floor.ts): the month's posts read by a blank page, from two sources. */
async function benchFloor(setup: BrowserSetup, since: Date): Promise<MonthFloor> {
  const month = await readMonthPages(setup.base, setup.admin, since);
  const floor = await measureMonthFloor(setup.browser, setup.base, setup.admin, month, FLOOR_RUNS);
  printFloor(floor);
  return floor;
}

function options() {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      node: { type: 'boolean' },
      browser: { type: 'boolean' },
      floor: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.floor === true && values.node !== true && values.browser !== true) {
    return { node: false, browser: false, floor: true };
  }
  const onlyOne = values.node !== values.browser;
  const browser = !onlyOne || values.browser === true;
  return { node: !onlyOne || values.node === true, browser, floor: browser };
}

/** Says how busy the machine is: figures taken beside other work are slower. */
function reportLoad(when: string): number {
  const [oneMinute] = loadavg();
  const cores = availableParallelism();
  const busy =
    oneMinute! > cores
      ? ': other processes compete, the figures are slower than on a quiet machine'
      : '';
  console.info(`Load average ${when}: ${oneMinute!.toFixed(1)} on ${cores} cores${busy}.`);
  return oneMinute!;
}

async function main(): Promise<void> {
  const parts = options();
  const loadAtStart = reportLoad('at the start');
  const setupStarted = performance.now();
  const data = await prepareData();
  let dist: Awaited<ReturnType<typeof prepareDist>> | null = null;
  let server: Awaited<ReturnType<typeof startServerProcess>> | null = null;
  let browser: Browser | null = null;
  try {
    dist = await prepareDist();
    server = await startServerProcess({ dataDir: data.dataDir, distDir: dist.distDir });
    console.info(
      `Server ${server.url} over ${numberText(BENCH_SIZE.users)} members / ${numberText(BENCH_SIZE.posts)} posts (ready in ${oneDecimal((performance.now() - setupStarted) / 1000)} s).`,
    );
    const results: Record<string, unknown> = { date: new Date().toISOString(), runs: RUNS };
    let missed = false;

    const site = await discoverSite(server.url, data.admin);
    results.boundaries = site.bounds;
    if (parts.node) {
      const { results: walks, together } = await benchWalks(site);
      missed = printWalks(walks, together) || missed;
      results.walks = walks;
      results.overviewWalksTogether = { ...together, timings: undefined };
    }

    if (parts.browser || parts.floor) {
      const course = site.targets.courses[0];
      if (!course) throw new Error('The site has no course.');
      browser = await chromium.launch(chromiumLaunchOptions());
      const setup: BrowserSetup = {
        browser,
        base: server.url,
        admin: data.admin,
        spaceSlug: site.targets.biggestSpace.slug,
        courseId: course.id,
      };
      results.chromium = browser.version();
      if (parts.browser) {
        const runs = await benchPages(setup);
        const rows = printPages(setup, runs);
        missed = rows.some((row) => row.f.ok === false) || missed;
        results.pages = Object.fromEntries(rows.map((row) => [row.label, row.f]));
        results.pageRuns = runs;
      }
      if (parts.floor) results.floor = await benchFloor(setup, site.bounds.last30);
    }

    console.info(
      `\nTargets: the walk of the ${numberText(site.targets.biggestSpace.members)}-member space ≤ ${int(TARGETS.spaceWalk)} ms (in Node and its insights page in Chromium); ` +
        `overview sign-in → all cards ≤ ${int(TARGETS.overviewCards)} ms, → all charts ≤ ${int(TARGETS.overviewCharts)} ms.`,
    );
    results.loadAverage = { start: loadAtStart, end: reportLoad('at the end') };
    mkdirSync(path.dirname(OUT), { recursive: true });
    writeFileSync(OUT, `${JSON.stringify(results, null, 2)}\n`);
    const shown = path.relative(ROOT, OUT);
    console.info(`Results written to ${shown.startsWith('..') ? OUT : shown}.`);
    if (missed) process.exitCode = 1;
  } finally {
    await browser?.close();
    await server?.stop();
    data.cleanup();
    dist?.cleanup();
  }
}

await main();
