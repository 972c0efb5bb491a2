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
import type { PlainRun } from './plain-site';
import { FLOOR_RUNS, OVERVIEW_4G, RUNS, TARGETS, VIEWPORT } from './settings';
import { whereTimeGoes } from './timing-fetch';
import type { WalkResult, WalkRun } from './walks';

/* What `npm run bench:insights` prints: the tables of its four parts (see run.ts). */

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
    `\nA plain site's overview walks in the page's order, once its month is asked for (one run, the warm-up; no browser): ${marks}.\n` +
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
    // A new tab boots the whole app first; the walk's target where there is one to walk.
    setup.overview === 'counted' ? null : TARGETS.spaceWalk,
  );
  add(
    `course ${setup.courseId} insights: open → all charts`,
    (r) => r.course.charts,
    (r) => r.course,
  );
  add(
    `space "${setup.spaceSlug}" insights: members tab → all charts`,
    (r) => r.spaceFromList.charts,
    (r) => r.spaceFromList,
    setup.overview === 'counted' ? TARGETS.spaceInsights : null,
  );
  add(
    `course ${setup.courseId} insights: students tab → all charts`,
    (r) => r.courseFromList.charts,
    (r) => r.courseFromList,
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

/** A figure's median and range, each value written by `write`. */
const rangeCell = (f: Figure, write: (value: number) => string) =>
  `${write(f.median)} (${write(f.min)}–${write(f.max)})`;
const count = (value: number) => int(value);
const megabytes = (bytes: number) =>
  `${(bytes / 1_000_000).toLocaleString('en', { maximumFractionDigits: 1 })} MB`;
/** "ok ≤50 KB": a target written as its figure is. */
const targetIn = (f: Figure, write: (value: number) => string) =>
  f.ok === null ? '' : `${f.ok ? 'ok' : 'MISSED'} ≤${write(f.target!)}`;
/** A figure that must be `expected` in every run (not only in the median one). */
function exactly(values: readonly number[], expected: number): Figure {
  return { ...figure(values, expected), ok: values.every((value) => value === expected) };
}
const exactlyCell = (f: Figure) =>
  f.ok === null ? '' : `${f.ok ? 'ok' : 'MISSED'} =${int(f.target!)} every run`;

/** The overview against our server: its load over loopback and over emulated 4G. */
export interface OverviewFigures {
  /** Posts of the last 30 days on the site (the month the server counted). */
  monthPosts: number;
  /** API bytes as sent, from the click on "Sign in" to all charts (loopback). */
  apiBytesUntilCharts: Figure;
  apiRequestsUntilCharts: Figure;
  /** Requests to our server's insights routes in the page load (1 expected). */
  insightsRequests: Figure;
  fourG: {
    cards: Figure;
    charts: Figure;
    apiBytesUntilCharts: Figure;
    apiRequestsUntilCharts: Figure;
    insightsRequests: Figure;
  };
}

/**
 * The overview's own figures against our server, beside the month it counted: what one page
 * load asks the server, and the same sign-in over emulated 4G. Returns whether a target was
 * missed.
 */
export function printOverview(
  runs: readonly BrowserRun[],
  fourG: readonly PageTiming[],
  monthPosts: number,
): { figures: OverviewFigures; missed: boolean } {
  const loop = runs.map((run) => run.overview);
  const figures: OverviewFigures = {
    monthPosts,
    apiBytesUntilCharts: figure(
      loop.map((page) => page.traffic.untilChartsBytes),
      TARGETS.overviewBytes,
    ),
    apiRequestsUntilCharts: figure(loop.map((page) => page.traffic.untilCharts)),
    insightsRequests: exactly(
      loop.map((page) => page.traffic.insights),
      1,
    ),
    fourG: {
      cards: figure(fourG.map((page) => page.cards)),
      charts: figure(
        fourG.map((page) => page.charts),
        TARGETS.overviewCharts4g,
      ),
      apiBytesUntilCharts: figure(fourG.map((page) => page.traffic.untilChartsBytes)),
      apiRequestsUntilCharts: figure(fourG.map((page) => page.traffic.untilCharts)),
      insightsRequests: exactly(
        fourG.map((page) => page.traffic.insights),
        1,
      ),
    },
  };
  const loopCharts = figure(
    loop.map((page) => page.charts),
    TARGETS.overviewCharts,
  );
  console.info(
    `\nThe overview against our server (one answer for ${numberText(monthPosts)} posts of the last 30 days), ` +
      `median (min–max) of ${RUNS} fresh contexts each, from the click on "Sign in" to all charts; ` +
      `API bytes as sent (compressed, headers included) of the requests sent until then\n`,
  );
  printTable(
    ['network', 'ms', 'target', 'API requests', 'API bytes', 'target', 'insights requests', ''],
    [
      [
        'loopback',
        msCell(loopCharts),
        targetCell(loopCharts),
        rangeCell(figures.apiRequestsUntilCharts, count),
        rangeCell(figures.apiBytesUntilCharts, kb),
        targetIn(figures.apiBytesUntilCharts, kb),
        rangeCell(figures.insightsRequests, count),
        exactlyCell(figures.insightsRequests),
      ],
      [
        OVERVIEW_4G.label,
        msCell(figures.fourG.charts),
        targetCell(figures.fourG.charts),
        rangeCell(figures.fourG.apiRequestsUntilCharts, count),
        rangeCell(figures.fourG.apiBytesUntilCharts, kb),
        '',
        rangeCell(figures.fourG.insightsRequests, count),
        exactlyCell(figures.fourG.insightsRequests),
      ],
    ],
  );
  console.info(`\nOver ${OVERVIEW_4G.label}: all cards at ${msCell(figures.fourG.cards)} ms.`);
  const chosen = medianRun(fourG, (page) => page.charts);
  console.info(
    `\nOverview over ${OVERVIEW_4G.label}, the median run (all charts at ${int(chosen.charts)} ms): API requests by kind, ms from the click`,
  );
  printTrafficTable(chosen.traffic);
  const missed = [
    figures.apiBytesUntilCharts,
    figures.insightsRequests,
    figures.fourG.charts,
    figures.fourG.insightsRequests,
  ].some((f) => f.ok === false);
  return { figures, missed };
}

/** A plain site: what sign-in reads by itself, and the month's read when asked. */
export interface PlainFigures {
  monthPosts: number;
  /** What the offer said the read would cost, in the median run. */
  offer: string;
  signIn: {
    cards: Figure;
    apiRequests: Figure;
    apiBytes: Figure;
    /** `/feeds` pages of 100 whole posts (none expected). */
    wholePostPages: Figure;
    insightsRequests: Figure;
    busy: Figure;
  };
  monthRead: {
    charts: Figure;
    engagementCards: Figure;
    apiRequestsUntilCharts: Figure;
    apiRequests: Figure;
    apiBytes: Figure;
    busy: Figure;
    script: Figure;
  };
}

/** Part 4: a plain site's sign-in and its month's read. Returns whether a target was missed. */
export function printPlainSite(
  runs: readonly PlainRun[],
  monthPosts: number,
): { figures: PlainFigures; missed: boolean } {
  const signIns = runs.map((run) => run.signIn);
  const reads = runs.map((run) => run.monthRead);
  const byCards = medianRun(runs, (run) => run.signIn.cards);
  const figures: PlainFigures = {
    monthPosts,
    offer: byCards.signIn.offer,
    signIn: {
      cards: figure(signIns.map((run) => run.cards)),
      apiRequests: figure(
        signIns.map((run) => run.traffic.total),
        TARGETS.plainRequests,
      ),
      apiBytes: figure(
        signIns.map((run) => run.traffic.bytes),
        TARGETS.plainBytes,
      ),
      wholePostPages: exactly(
        signIns.map((run) => run.traffic.wholePostPages),
        0,
      ),
      insightsRequests: exactly(
        signIns.map((run) => run.traffic.insights),
        0,
      ),
      busy: figure(signIns.map((run) => run.busy.task)),
    },
    monthRead: {
      charts: figure(reads.map((run) => run.charts)),
      engagementCards: figure(reads.map((run) => run.engagementCards)),
      apiRequestsUntilCharts: figure(reads.map((run) => run.traffic.untilCharts)),
      apiRequests: figure(reads.map((run) => run.traffic.total)),
      apiBytes: figure(reads.map((run) => run.traffic.bytes)),
      busy: figure(reads.map((run) => run.busy.task)),
      script: figure(reads.map((run) => run.busy.script)),
    },
  };
  const { signIn, monthRead } = figures;
  console.info(
    `\nA plain site (our server with INSIGHTS_ROUTES=0, loopback; ${numberText(monthPosts)} posts in the last 30 days), ` +
      `median (min–max) of ${RUNS} fresh contexts. Sign-in: from the click on "Sign in" until the cards are filled and ` +
      `the network is quiet. The month: from the click on "Read the last 30 days" to its ${reads[0]?.panelCount ?? 4} charts drawn. ` +
      `API bytes as sent (compressed, headers included)\n`,
  );
  printTable(
    ['plain site', 'median (min–max)', 'target'],
    [
      ['sign-in → all cards filled, ms', msCell(signIn.cards), ''],
      [
        'sign-in by itself: API requests until quiet',
        rangeCell(signIn.apiRequests, count),
        targetIn(signIn.apiRequests, count),
      ],
      [
        'sign-in by itself: API bytes until quiet',
        rangeCell(signIn.apiBytes, kb),
        targetIn(signIn.apiBytes, kb),
      ],
      [
        `sign-in by itself: /feeds pages of ${MAX_PER_PAGE} whole posts`,
        rangeCell(signIn.wholePostPages, count),
        exactlyCell(signIn.wholePostPages),
      ],
      [
        'sign-in by itself: insights requests',
        rangeCell(signIn.insightsRequests, count),
        exactlyCell(signIn.insightsRequests),
      ],
      ['sign-in: main thread busy until quiet, ms', rangeCell(signIn.busy, int), ''],
      ['month read: click → all charts drawn, ms', msCell(monthRead.charts), ''],
      [
        'month read: click → comments and reactions cards, ms',
        msCell(monthRead.engagementCards),
        '',
      ],
      [
        'month read: API requests until charts',
        rangeCell(monthRead.apiRequestsUntilCharts, count),
        '',
      ],
      ['month read: API requests until quiet', rangeCell(monthRead.apiRequests, count), ''],
      ['month read: API bytes until quiet', rangeCell(monthRead.apiBytes, megabytes), ''],
      [
        'month read: main thread busy until charts (script), ms',
        `${rangeCell(monthRead.busy, int)} (${int(monthRead.script.median)})`,
        '',
      ],
    ],
  );
  console.info(`\nThe offer, before the read (the median run): "${figures.offer}"`);
  console.info(
    `\nPlain site sign-in, the median run (cards at ${int(byCards.signIn.cards)} ms): API requests by kind, ms from the click`,
  );
  printTrafficTable(byCards.signIn.traffic);
  const byRead = medianRun(runs, (run) => run.monthRead.charts);
  console.info(
    `\nPlain site month read, the median run (all charts at ${int(byRead.monthRead.charts)} ms): API requests by kind, ms from the click`,
  );
  printTrafficTable(byRead.monthRead.traffic);
  const missed = [
    signIn.apiRequests,
    signIn.apiBytes,
    signIn.wholePostPages,
    signIn.insightsRequests,
  ].some((f) => f.ok === false);
  return { figures, missed };
}
