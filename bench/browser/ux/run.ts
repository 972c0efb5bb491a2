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
 * Files: page-probe.ts (what is timed), steps.ts (steps 1–3, the changes in changes.ts),
 * runs.ts (one run of every step, and the rounds), traffic.ts (the requests of a step, the
 * waterfalls), report.ts (the tables), settings.ts (the settings below); the network profiles
 * and the stand-in's proxy are shared with the other browser benches (bench/support/network.ts).
 *
 * BENCH_UX_RUNS=n (5), BENCH_UX_PROFILES=loopback,broadband,4g, BENCH_UX_SPACE=slug (general),
 * BENCH_UX_OUT=file (.bench/ux-results.json), BENCH_DIST_DIR=dir (dist). `-- --stand-in` runs
 * only the stand-in section, `-- --no-stand-in` leaves it out (or BENCH_UX_STAND_IN=only|off).
 * The data directory takes one server at a time: stop any other server using it first, or point
 * BENCH_UX_DATA_DIR at a copy of it.
 */
import { chromium } from '@playwright/test';
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumLaunchOptions } from '../../../test/browser';
import { paths } from '../../../src/routes/paths';
import { BENCH_SIZE, ensureBenchData } from '../../support/dataset';
import { PROFILES, startDelayingProxy } from '../../support/network';
import { startServerProcess } from '../../support/server-process';
import { changesFor } from './changes';
import { printProfiles, printStandIn } from './report';
import { runOnce, runProfiles } from './runs';
import { DATA_DIR, LINK_FILTERS, OUT, ROOT, RUNS, SITE_DELAY_MS, SPACE } from './settings';
import type { Setup } from './steps';

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

    if (standIn !== 'only' && profiles.length > 0) {
      const runs = await runProfiles(setup, profiles);
      const report = printProfiles(runs, profiles, setup.changes);
      if (report.missed) missed = true;
      results.table = report.table;
      results.signInWaterfall = report.signInWaterfall;
      results.coldLinkWaterfall = report.coldLinkWaterfall;
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
      const report = printStandIn(runs, setup.changes, proxied);
      results.standIn = {
        delayMs: SITE_DELAY_MS,
        proxied,
        figures: report.figures,
        runs,
        signInWaterfall: report.signInWaterfall,
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
