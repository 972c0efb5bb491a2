/**
 * `npm run bench:insights`: what the insights cost over the benchmark database (20k members,
 * 200k posts over three years; bench/support/dataset.ts, seeded once into .bench/server-data).
 * The overview has two sources (docs/decisions/038): our server, which lists `community-desk/v1`
 * in its REST index and counts every card and chart in one answer; and a plain FluentCommunity
 * site (our server with INSIGHTS_ROUTES=0), where sign-in reads only what is cheap and the
 * month's posts are read when the admin asks. Parts 1–3 measure our server, part 4 a plain site.
 *
 * Setup (setup.ts): the dataset is made sure of (seeded when missing or out of date; when another
 * process is writing it, this waits until it is done), then copied with SQLite's online backup into
 * a temporary directory (one server per data directory: the copy leaves .bench/server-data free for
 * other benches), and the reference server starts over the copy as a child process. It serves the
 * app built from the current sources into a temporary directory (BENCH_DIST_DIR serves an existing
 * build instead). The first start over a copy runs SQLite's quick_check
 * (server/store/sqlite/integrity.ts): 10–20 s of the setup. Then, in Node: the site's boundaries,
 * targets and the posts of the last 30 days (site.ts; "the month's posts", printed beside the
 * overview's figures), and our server's count of the overview asked twice as the dashboard asks
 * it: the first time (the server counts) and kept (the answer it keeps until the data changes).
 * Every browser run after that meets the kept answer; the first time is what the first admin after
 * a change waits for.
 *
 * 1. The walks, in Node (walks.ts, over the site as site.ts finds it): the app's API client
 *    (src/api/client.ts) with the bench admin's application password, over a fetch that asks for
 *    compressed answers as a browser does (`Accept-Encoding: br, gzip`) and times every request
 *    (timing-fetch.ts). Each walk is the data layer's own function with the app's page fetchers and
 *    retry rule, with the app's boundaries (the overview's `now`: the site's clock from its REST
 *    index, floored to the hour, as use-site-now.ts does; feedWindows, weekBoundaries). These are
 *    the read path's walks: what a space's and a course's insights read on any site, and what a
 *    plain site's overview reads once its month is asked for (our server's overview walks none):
 *    - the biggest space's memberships (walkSpaceMemberships: walkPages over its members, then
 *      over its join requests when it has some), and every course's students (walkPages);
 *    - post counts at the 4 card boundaries (7, 14, 30, 60 days back) and at the 13 week edges
 *      (findFeedPositions over feedDatesFetcher), of the whole feed and of each top space (the
 *      5 spaces with the most posts among those of the last 30 days, as use-top-spaces.ts
 *      ranks them);
 *    - the posts of the last 30 days (walkFeedWindow over feedPostsFetcher);
 *    - once, as the warm-up and printed under the table: a plain site's overview walks as its
 *      page runs them (the cards' counts, then the 30-day window from the month's count, then the
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
 * 2. The pages against our server, in Chromium (pages.ts, its probe page-probe.ts and its requests
 *    api-traffic.ts; test/browser.ts launch options, 1280×900, no network emulation: loopback).
 *    Each run is a fresh browser context (empty HTTP cache, IndexedDB and storage, so no persisted
 *    walk helps): /login is opened (not timed), the form filled as a person would ("Remember me
 *    on this device" ticked), and once the network is quiet, from the click on "Sign in" (the
 *    click event's time, on the page's clock) to:
 *    (a) the first card with a number (a StatCard or the pending-requests card no longer
 *        `aria-busy`), (b) every card filled, (c) the first chart drawn and (d) all charts
 *        drawn: every ChartPanel (a section with a "Show table" button) holds an
 *        `svg[role=img]` or its "No data" text, as many panels as the page has, and no skeleton
 *        is left in <main>. The overview draws 5 panels from our server's answer (posts per week
 *        by space; the most active spaces, authors and posts; members per week) and 4 from a
 *        plain site's month once read (no members per week): the bench tells the probe which
 *        source the server is (page-probe.ts OVERVIEW_PANELS) and checks it in the REST index.
 *        A space's insights draw 4, a course's 2.
 *    A MutationObserver installed before the page's scripts sees each state, and the time is
 *    taken in the next animation frame (the frame that paints it). Then the biggest space's
 *    insights and the biggest course's insights are opened by URL, each in a new tab of the same
 *    context (the tab before it closed; HTTP cache and session kept, the space's and course's
 *    walks not yet read): from navigation start to all charts drawn. In the last run, the three
 *    pages once more, each in a new tab: the space's and course's walks now come back from
 *    IndexedDB ("warm"; the overview asks its answer again, kept by the server).
 *    API requests: those under /wp-json/ seen by the DevTools protocol, from the click (or
 *    navigation start) to the charts, and until the network is quiet after them; "repeated"
 *    counts requests for a URL already asked during the same page load. Main thread: Chromium's
 *    own counters (`Performance.getMetrics`: TaskDuration, ScriptDuration) from the click (or
 *    the new tab) to the charts, for how much of the time the page itself was working. Each
 *    card's own time is printed for the median run.
 *    The overview's own figures, beside the month's posts: its API bytes as sent (CDP
 *    `encodedDataLength`: compressed bodies and headers) of the requests sent from the click to
 *    all charts, and how many of them asked our insights routes (1 expected). Then the overview
 *    alone over emulated 4G (settings.ts OVERVIEW_4G: `Network.emulateNetworkConditions` with
 *    150 ms latency and 200,000 bytes/s each way, set on the tab before /login opens), a fresh
 *    context per run, from the click on "Sign in" to all charts.
 *
 * 3. The floor (floor.ts): the posts of the last 30 days, read by a blank page in
 *    Chromium with no app code (4 in flight, `response.json()`), from the reference server and
 *    from a static copy of the same JSON served from memory: what a plain site's overview pays
 *    for its month's read, whatever its code does. Median of 3 per source.
 *
 * 4. A plain site, in Chromium (plain-site.ts): the server is stopped and started again over the
 *    same data copy with INSIGHTS_ROUTES=0 (its namespace out of the REST index, its routes
 *    unanswered; one server per data directory, so not both at once). Each run a fresh context:
 *    from the click on "Sign in" until the cards are filled and the network has been quiet for a
 *    second, every API request sign-in made by itself (how many, bytes as sent, whether any was a
 *    `/feeds` page of 100 whole posts or asked our insights routes); then from the click on "Read
 *    the last 30 days" (MonthReadOffer.tsx) to its 4 chart panels drawn (and to the comments and
 *    reactions cards filled): the month's read, its requests (until the charts and until quiet),
 *    bytes and main thread. The offer's own estimate of the read is printed beside it.
 *
 * The load average is printed before and after: other processes on the machine (2 cores) slow
 * the server and the browser alike, and every figure with them.
 *
 * Targets (exit code 1 when one is missed; settings.ts TARGETS): the walk of the 20k-member space
 * ≤ 3,000 ms, and its insights page → all charts ≤ 3,000 ms; against our server, overview sign-in
 * → all cards ≤ 300 ms, → all charts ≤ 800 ms (over 4G ≤ 1,500 ms), its API bytes until the
 * charts ≤ 50 KB and exactly 1 insights request; a plain site's sign-in by itself ≤ 40 API
 * requests and ≤ 1 MB, with no page of whole posts and no insights request. The month's read on a
 * plain site has no target: it reports.
 *
 * Results also go to .bench/insights-results.json: `dataset`, `boundaries`, `monthPosts` (the
 * month walk's count), `serverCount` (coldMs, keptMs, posts30), `walks` and
 * `overviewWalksTogether` (part 1), `pages` (each step's figure by its label) and `pageRuns`,
 * `overview` (monthPosts, apiBytesUntilCharts, apiRequestsUntilCharts, insightsRequests, and
 * `fourG`: cards, charts, apiBytesUntilCharts, apiRequestsUntilCharts, insightsRequests) and
 * `overview4gRuns` (part 2), `floor` (part 3), `plainSite` (monthPosts, offer, `signIn`: cards,
 * apiRequests, apiBytes, wholePostPages, insightsRequests, busy; `monthRead`: charts,
 * engagementCards, apiRequestsUntilCharts, apiRequests, apiBytes, busy, script) and
 * `plainSiteRuns` (part 4), `loadAverage`. Each figure is { runs, median, min, max, target, ok }.
 *
 * The tables are printed by report.ts (numbers written as format.ts says); the settings below
 * and the targets are in settings.ts.
 *
 * BENCH_INSIGHTS_RUNS=n (5), BENCH_INSIGHTS_OUT=file, BENCH_INSIGHTS_DATA_DIR=dir (serve that
 * data directory itself instead of a copy), BENCH_DIST_DIR=dir (serve that build),
 * BENCH_BUSY_MONTH=1 (the same 20k members and 200k posts over 240 days instead of three years,
 * so the last 30 days hold ~38k posts: seeded once into .bench/server-data-busy-month, ~7 min;
 * results to .bench/insights-results-busy-month.json).
 * `-- --node` runs only the walks, `-- --browser` the pages, the floor and the plain site,
 * `-- --floor` the floor, `-- --plain` the plain site (they combine); none: every part.
 */
import { chromium, type Browser } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumLaunchOptions } from '../../../test/browser';
import * as z from 'zod/mini';
import { INSIGHTS_NAMESPACE } from '../../../contract';
import type { AccountCredentials } from '../../../server/demo/credentials';
import { int } from '../../support/figures';
import { BENCH_BUSY_SPAN_DAYS, BENCH_SIZE, BENCH_SPAN_DAYS } from '../../support/dataset';
import { startServerProcess, type ServerProcess } from '../../support/server-process';
import { measureMonthFloor, readMonthPages, type MonthFloor } from './floor';
import { kb, numberText, oneDecimal } from './format';
import { benchOverview4g, benchPages, type BrowserSetup } from './pages';
import { benchPlainSite } from './plain-site';
import { printFloor, printOverview, printPages, printPlainSite, printWalks } from './report';
import { BUSY_MONTH, FLOOR_RUNS, OUT, OVERVIEW_4G, ROOT, RUNS, TARGETS } from './settings';
import { prepareData, prepareDist } from './setup';
import { countOverviewOnServer, discoverSite } from './site';
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
      plain: { type: 'boolean' },
    },
    strict: true,
  });
  const { node = false, browser = false, floor = false, plain = false } = values;
  // No part named: all of them. `--browser` takes the floor and the plain site with it.
  if (!node && !browser && !floor && !plain) {
    return { node: true, browser: true, floor: true, plain: true };
  }
  return { node, browser, floor: browser || floor, plain: browser || plain };
}

/** Whether the server's REST index lists our insights namespace (decision 038). */
async function listsInsights(server: ServerProcess): Promise<boolean> {
  const answer = await fetch(`${server.url}/wp-json/?_fields=namespaces`);
  const index = z.object({ namespaces: z.array(z.string()) }).parse(await answer.json());
  return index.namespaces.includes(INSIGHTS_NAMESPACE);
}

/**
 * The server is what the part measures it as: our server (its insights listed) or a plain site
 * (not listed): else the probe would wait for panels the page never draws.
 */
async function expectSource(server: ServerProcess, counted: boolean): Promise<void> {
  if ((await listsInsights(server)) !== counted) {
    throw new Error(
      `The server at ${server.url} ${counted ? 'does not list' : 'lists'} ${INSIGHTS_NAMESPACE} in its REST index.`,
    );
  }
}

/** Part 4's server: the same data, its insights routes switched off (a plain site). */
async function restartAsPlainSite(
  server: ServerProcess,
  dataDir: string,
  distDir: string,
): Promise<ServerProcess> {
  // One server per data directory (its lock): the copy is free once the first one has stopped.
  await server.stop();
  const started = performance.now();
  const plain = await startServerProcess({ dataDir, distDir, env: { INSIGHTS_ROUTES: '0' } });
  await expectSource(plain, false);
  console.info(
    `\nServer restarted as a plain site (INSIGHTS_ROUTES=0) at ${plain.url} in ${oneDecimal((performance.now() - started) / 1000)} s.`,
  );
  return plain;
}

function describeTargets(site: Awaited<ReturnType<typeof discoverSite>>): string {
  return (
    `\nTargets: the walk of the ${numberText(site.targets.biggestSpace.members)}-member space ≤ ${int(TARGETS.spaceWalk)} ms (in Node and its insights page in Chromium); ` +
    `overview sign-in → all cards ≤ ${int(TARGETS.overviewCards)} ms, → all charts ≤ ${int(TARGETS.overviewCharts)} ms (over ${OVERVIEW_4G.label}: ≤ ${int(TARGETS.overviewCharts4g)} ms), ` +
    `its API bytes until the charts ≤ ${kb(TARGETS.overviewBytes)}, 1 insights request; ` +
    `a plain site's sign-in by itself ≤ ${TARGETS.plainRequests} API requests and ≤ ${kb(TARGETS.plainBytes)}, no page of whole posts.`
  );
}

function browserSetup(
  browser: Browser,
  server: ServerProcess,
  admin: AccountCredentials,
  site: Awaited<ReturnType<typeof discoverSite>>,
): BrowserSetup {
  const course = site.targets.courses[0];
  if (!course) throw new Error('The site has no course.');
  return {
    browser,
    base: server.url,
    overview: 'counted',
    admin,
    spaceSlug: site.targets.biggestSpace.slug,
    courseId: course.id,
  };
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
    const spanDays = BUSY_MONTH ? BENCH_BUSY_SPAN_DAYS : BENCH_SPAN_DAYS;
    console.info(
      `Server ${server.url} over ${numberText(BENCH_SIZE.users)} members / ${numberText(BENCH_SIZE.posts)} posts over ${numberText(spanDays)} days${BUSY_MONTH ? ' (the busy month)' : ''} (ready in ${oneDecimal((performance.now() - setupStarted) / 1000)} s).`,
    );
    await expectSource(server, true);
    const results: Record<string, unknown> = {
      date: new Date().toISOString(),
      runs: RUNS,
      dataset: { ...BENCH_SIZE, spanDays, busyMonth: BUSY_MONTH },
    };
    let missed = false;

    const site = await discoverSite(server.url, data.admin);
    results.boundaries = site.bounds;
    results.monthPosts = site.monthPosts;
    results.serverCount = await countOverviewOnServer(site);
    if (parts.node) {
      const { results: walks, together } = await benchWalks(site);
      missed = printWalks(walks, together) || missed;
      results.walks = walks;
      results.overviewWalksTogether = { ...together, timings: undefined };
    }

    if (parts.browser || parts.floor || parts.plain) {
      browser = await chromium.launch(chromiumLaunchOptions());
      const setup = browserSetup(browser, server, data.admin, site);
      results.chromium = browser.version();
      if (parts.browser) {
        const runs = await benchPages(setup);
        const rows = printPages(setup, runs);
        missed = rows.some((row) => row.f.ok === false) || missed;
        results.pages = Object.fromEntries(rows.map((row) => [row.label, row.f]));
        results.pageRuns = runs;
        console.info(`\nThe overview over ${OVERVIEW_4G.label}, ${RUNS} fresh contexts:`);
        const fourG = await benchOverview4g(setup);
        const overview = printOverview(runs, fourG, site.monthPosts);
        missed = overview.missed || missed;
        results.overview = overview.figures;
        results.overview4gRuns = fourG;
      }
      if (parts.floor) results.floor = await benchFloor(setup, site.bounds.last30);
      if (parts.plain) {
        server = await restartAsPlainSite(server, data.dataDir, dist.distDir);
        const plainSetup: BrowserSetup = { ...setup, base: server.url, overview: 'read' };
        const plainRuns = await benchPlainSite(plainSetup);
        const plain = printPlainSite(plainRuns, site.monthPosts);
        missed = plain.missed || missed;
        results.plainSite = plain.figures;
        results.plainSiteRuns = plainRuns;
      }
    }

    console.info(describeTargets(site));
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
