import { MAX_PER_PAGE } from '../../../contract';
import {
  figure,
  int,
  median,
  medianRun,
  msCell,
  printTable,
  type Figure,
} from '../../support/figures';
import type { ApiTraffic } from './api-traffic';
import type { MonthFloor } from './floor';
import { kb, numberText, oneDecimal, targetCell } from './format';
import type { BrowserRun, BrowserSetup, PageTiming } from './pages';
import { FLOOR_RUNS, RUNS, TARGETS, VIEWPORT } from './settings';
import { whereTimeGoes } from './timing-fetch';
import type { WalkResult, WalkRun } from './walks';

/* What `npm run bench:insights` prints: the tables of its three parts (see run.ts). */

export function printWalks(results: readonly WalkResult[], together: WalkRun): boolean {
  console.info(
    `\nWalks in Node over the reference server: median (min–max) of ${RUNS} runs; requests, bytes and per-request times of the median run\n`,
  );
  printTable(
    [
      'walk',
      'ms',
      'target',
      'requests',
      'read',
      'sent (JSON)',
      'ms/request: server',
      'transfer',
      'client',
    ],
    results.map((result) => [
      result.name,
      msCell(result.ms),
      targetCell(result.ms),
      result.requests === result.walkRequests
        ? String(result.requests)
        : `${result.requests} (walk says ${result.walkRequests})`,
      result.answer,
      `${kb(result.wireBytes)} (${kb(result.jsonBytes)})`,
      oneDecimal(result.perRequest.server),
      oneDecimal(result.perRequest.transfer),
      oneDecimal(result.perRequest.client),
    ]),
  );
  const marks = Object.entries(together.marks ?? {})
    .map(([key, at]) => `${key} at ${int(at)} ms`)
    .join(', ');
  const spent = whereTimeGoes(together.timings);
  const sent = together.timings.reduce((sum, timing) => sum + timing.wireBytes, 0);
  console.info(
    `\nThe overview's walks in the page's order (one run, the warm-up; no browser): ${marks}.\n` +
      `  ${together.timings.length} requests (the walks count ${together.requests}: pages shared between walks count for each), ` +
      `${spent.repeated} for a URL already asked in the run; ${kb(sent)} sent; per request: server ${oneDecimal(spent.server)} ms, ` +
      `transfer ${oneDecimal(spent.transfer)} ms, client ${oneDecimal(spent.client)} ms.`,
  );
  return results.some((result) => result.ms.ok === false);
}

/** A page load's API requests by kind, one row each. */
function printTrafficTable(traffic: ApiTraffic): void {
  printTable(
    ['requests for', 'requests', 'distinct URLs', 'first sent', 'last done', 'bytes'],
    traffic.groups.map((group) => [
      group.name,
      String(group.requests),
      String(group.distinct),
      int(group.firstSent),
      int(group.lastDone),
      kb(group.bytes),
    ]),
  );
}

export function printPages(setup: BrowserSetup, runs: readonly BrowserRun[]) {
  const rows: Array<{ label: string; f: Figure; pageOf: (run: BrowserRun) => PageTiming }> = [];
  const add = (
    label: string,
    value: (run: BrowserRun) => number,
    pageOf: (run: BrowserRun) => PageTiming,
    target: number | null = null,
  ) => rows.push({ label, f: figure(runs.map(value), target), pageOf });
  const overview = (run: BrowserRun) => run.overview;
  add('overview: sign-in → first card with a number', (r) => r.overview.firstCard, overview);
  add(
    'overview: sign-in → all cards filled',
    (r) => r.overview.cards,
    overview,
    TARGETS.overviewCards,
  );
  add('overview: sign-in → first chart drawn', (r) => r.overview.firstChart, overview);
  add(
    'overview: sign-in → all charts drawn',
    (r) => r.overview.charts,
    overview,
    TARGETS.overviewCharts,
  );
  add(
    `space "${setup.spaceSlug}" insights: open → all charts`,
    (r) => r.space.charts,
    (r) => r.space,
    TARGETS.spaceWalk,
  );
  add(
    `course ${setup.courseId} insights: open → all charts`,
    (r) => r.course.charts,
    (r) => r.course,
  );
  console.info(
    `\nPages in Chromium ${setup.browser.version()} (${VIEWPORT.width}×${VIEWPORT.height}, loopback), median (min–max) of ${RUNS} fresh contexts, ms\n`,
  );
  const medianOf = (pageOf: (run: BrowserRun) => PageTiming, value: (page: PageTiming) => number) =>
    int(median(runs.map((run) => value(pageOf(run)))));
  const requestCell = (pageOf: (run: BrowserRun) => PageTiming) =>
    `${medianOf(pageOf, (page) => page.traffic.untilCharts)} / ${medianOf(pageOf, (page) => page.traffic.total)} / ${medianOf(pageOf, (page) => page.traffic.repeated)}`;
  const busyCell = (pageOf: (run: BrowserRun) => PageTiming) =>
    `${medianOf(pageOf, (page) => page.busy.task)} (${medianOf(pageOf, (page) => page.busy.script)})`;
  printTable(
    [
      'step',
      'ms',
      'target',
      'API requests: until charts / all / repeated',
      'main thread busy until charts (script)',
    ],
    rows.map(({ label, f, pageOf }) => [
      label,
      msCell(f),
      targetCell(f),
      requestCell(pageOf),
      busyCell(pageOf),
    ]),
  );
  const last = runs[runs.length - 1]!;
  const counts = `${last.overview.cardCount} cards and ${last.overview.panelCount} charts on the overview, ${last.space.panelCount} on the space's insights, ${last.course.panelCount} on the course's`;
  console.info(`\n${counts}.`);
  if (last.warm) {
    const { warm } = last;
    console.info(
      '\nWarm (one run: each page again in a new tab, its walks read back from IndexedDB), from navigation start:',
    );
    printTable(
      [
        'page',
        'cards',
        'charts',
        'API requests: until charts / all / repeated',
        'main thread busy (script)',
      ],
      (
        [
          ['overview', warm.overview],
          [`space "${setup.spaceSlug}"`, warm.space],
          [`course ${setup.courseId}`, warm.course],
        ] as const
      ).map(([label, timing]) => [
        label,
        Number.isNaN(timing.cards) ? '–' : int(timing.cards),
        int(timing.charts),
        `${timing.traffic.untilCharts} / ${timing.traffic.total} / ${timing.traffic.repeated}`,
        `${int(timing.busy.task)} (${int(timing.busy.script)})`,
      ]),
    );
  }
  const byCards = medianRun(runs, (run) => run.overview.cards);
  const cardTimes = Object.entries(byCards.overview.cardTimes)
    .sort(([, a], [, b]) => a - b)
    .map(([label, at]) => `${label} ${int(at)}`)
    .join(', ');
  console.info(
    `\nOverview cards, the median run (all at ${int(byCards.overview.cards)} ms), ms from the click: ${cardTimes}.`,
  );
  const chosen = medianRun(runs, (run) => run.overview.charts);
  const feedAt = chosen.overview.traffic.firstFeedAt;
  console.info(
    `\nOverview, the median run (all charts at ${int(chosen.overview.charts)} ms): API requests by kind, ms from the click` +
      (feedAt === null
        ? ''
        : ` (the first feed request went at ${int(feedAt)} ms: sign-in and page load before it)`),
  );
  printTrafficTable(chosen.overview.traffic);
  const space = medianRun(runs, (run) => run.space.charts);
  console.info(
    `\nSpace insights, the median run (all charts at ${int(space.space.charts)} ms): API requests by kind, ms from navigation start`,
  );
  printTrafficTable(space.space.traffic);
  return rows;
}

/** Part 3: the month's posts read by a blank page, from two sources. */
export function printFloor(floor: MonthFloor): void {
  console.info(
    `\nThe overview's floor: the posts of the last 30 days (${numberText(floor.posts)}, on ${floor.pages} pages of ${MAX_PER_PAGE}, ` +
      `${kb(floor.bytes)} of JSON) read by a blank page in Chromium, no app code, 4 requests in flight, median of ${FLOOR_RUNS}. ` +
      `The engagement cards and three charts need every one of these posts.\n`,
  );
  printTable(
    ['source', 'ms', 'renderer main thread busy, ms'],
    [
      ['the reference server (as the admin)', int(floor.server.ms), int(floor.server.busy)],
      [
        'a static copy (the same JSON, brotli 4, from memory)',
        int(floor.staticCopy.ms),
        int(floor.staticCopy.busy),
      ],
    ],
  );
}
