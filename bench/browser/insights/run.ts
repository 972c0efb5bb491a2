/**
 * `npm run bench:insights`: what the insights cost over the benchmark database (20k members,
 * 200k posts over three years; bench/support/dataset.ts, seeded once into .bench/server-data).
 *
 * Setup: the dataset is made sure of (seeded when missing or out of date; when another
 * process is writing it, this waits until it is done), then copied with SQLite's online backup
 * into a temporary directory (one server per data directory: the copy leaves .bench/server-data
 * free for other benches), and the reference server starts over the copy as a child process.
 * It serves the app built from the current sources into a temporary directory (BENCH_DIST_DIR
 * serves an existing build instead). The first start over a copy runs SQLite's quick_check
 * (server/store/sqlite/integrity.ts): 10–20 s of the setup.
 *
 * 1. The walks, in Node: the app's API client (src/api/client.ts) with the bench admin's
 *    application password, over a fetch that asks for compressed answers as a browser does
 *    (`Accept-Encoding: br, gzip`) and times every request. Each walk is the data layer's own
 *    function with the app's page fetchers and retry rule, with the app's boundaries (the
 *    overview's `now`: the site's clock from its REST index, floored to the hour, as
 *    use-site-now.ts does; feedWindows, weekBoundaries):
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
 *    That and one pass of the rosters warm the server (they read every page the others read);
 *    then each figure is the median of BENCH_INSIGHTS_RUNS (5) runs, each on an API client of
 *    its own (the data layer shares a feed page between walks of one client for a few seconds,
 *    shared-feed-pages.ts: nothing may carry over from run to run), with the fastest and
 *    slowest beside it. Requests: every request the walk made, counted by the fetch (retries
 *    included); the walk's own `requests` is beside it where it differs (a shared page counts
 *    for every walk that used it). Bytes: `Content-Length` of the compressed answers as sent
 *    (KB = 1,000 bytes), the JSON size beside it. Where the time goes, per request, for the median run: server (request sent →
 *    response headers: the server's work and compression; loopback adds next to nothing),
 *    transfer (headers → whole body) and client (body → the page's rows: JSON.parse and zod,
 *    plus any wait for the event loop, which the walk's other pages in flight share).
 *
 * 2. The pages, in Chromium (scripts/browser.ts launch options, 1280×900, no network emulation:
 *    loopback). Each run is a fresh browser context (empty HTTP cache, IndexedDB and storage, so
 *    no persisted walk helps): /login is opened (not timed), the form filled as a person would
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
 * BENCH_INSIGHTS_RUNS=n (5), BENCH_INSIGHTS_OUT=file, BENCH_INSIGHTS_DATA_DIR=dir (serve that
 * data directory itself instead of a copy), BENCH_DIST_DIR=dir (serve that build). `-- --node`
 * runs only the walks, `-- --browser` only the pages and the floor, `-- --floor` the floor.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import * as z from 'zod/mini';
import { ENDPOINTS, MAX_PER_PAGE, restRoute } from '../../../contract';
import { BENCH_DATA_DIR, BENCH_SIZE, ensureBenchData } from '../../support/dataset';
import { startServerProcess } from '../../support/server-process';
import { measureMonthFloor, readMonthPages, type MonthFloor } from './floor';
import type { AccountCredentials } from '../../../server/demo/credentials';
import { LOCK_FILE_NAME } from '../../../server/data-dir-lock';
import { DATABASE_FILE_NAME } from '../../../server/store/sqlite/open';
import { createApiClient, type ApiClient } from '../../../src/api/client';
import type { WindowPost } from '../../../src/features/insights/data/window-post';
import { membersResponseSchema } from '../../../src/api/schemas/member';
import { coursesResponseSchema, spacesResponseSchema } from '../../../src/api/schemas/space';
import { paths } from '../../../src/app/paths';
import { feedWindows } from '../../../src/features/insights/aggregate/feed-windows';
import { offsetFromTimezone, siteNow } from '../../../src/features/insights/aggregate/site-time';
import { weekBoundaries } from '../../../src/features/insights/aggregate/week-boundaries';
import {
  feedDatesFetcher,
  feedPostsFetcher,
} from '../../../src/features/insights/data/feed-fetchers';
import { findFeedPositions } from '../../../src/features/insights/data/feed-positions';
import { COUNT_PAGE_SIZE } from '../../../src/features/insights/data/use-feed-counts';
import { retryTransientPage } from '../../../src/features/insights/data/page-retry';
import {
  courseStudentsFetcher,
  spaceMembershipsFetcher,
  studentKey,
} from '../../../src/features/insights/data/roster-fetchers';
import { walkSpaceMemberships } from '../../../src/features/insights/data/space-memberships-walk';
import { walkFeedWindow } from '../../../src/features/insights/data/walk-feed-window';
import { walkPages } from '../../../src/features/insights/data/walk-pages';
import { topSpacesOf } from '../../../src/features/insights/overview/use-top-spaces';
import { siteClockFromIndex } from '../../../src/lib/site-clock';
import { PROFILES, watchNetwork, type NetworkLog } from '../../support/network';
import { chromiumLaunchOptions } from '../../../scripts/browser';
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
const RUNS = Math.max(1, Number(process.env.BENCH_INSIGHTS_RUNS ?? 5) || 5);
const OUT = path.resolve(ROOT, process.env.BENCH_INSIGHTS_OUT ?? '.bench/insights-results.json');
const VIEWPORT = { width: 1280, height: 900 };
const WAIT_MS = 60_000;
const HOUR_MS = 60 * 60 * 1000;
/** The issue's targets, ms. */
/** Readings of the month per source in part 3 (the floor). */
const FLOOR_RUNS = 3;

const TARGETS = { spaceWalk: 3_000, overviewCards: 300, overviewCharts: 1_500 } as const;
/** How long the dataset's files must stay untouched before it is taken as not being written. */
const QUIET_DATA_MS = 20_000;
const MAX_DATA_WAIT_MS = 15 * 60_000;

// ---------------------------------------------------------------------------------------------
// Figures and tables (the same shape as bench-ux's)

const kb = (bytes: number) =>
  `${(bytes / 1000).toLocaleString('en', { maximumFractionDigits: 1 })} KB`;
const oneDecimal = (value: number) => value.toFixed(1);

function targetCell(f: Figure): string {
  if (f.ok === null) return '';
  return `${f.ok ? 'ok' : 'MISSED'} ≤${int(f.target!)}`;
}

// ---------------------------------------------------------------------------------------------
// The data directory

/** Processes other than this one that hold `file` open (Linux /proc; none where unreadable). */
function otherHolders(file: string): number[] {
  const holders: number[] = [];
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return holders;
  }
  for (const pid of pids) {
    if (Number(pid) === process.pid) continue;
    try {
      const fds = readdirSync(`/proc/${pid}/fd`);
      if (fds.some((fd) => readlinkSync(`/proc/${pid}/fd/${fd}`) === file)) {
        holders.push(Number(pid));
      }
    } catch {
      // Gone, or not ours to read.
    }
  }
  return holders;
}

/** The newest modification time of the files in `dir`, epoch ms (0 when empty or missing). */
function newestWrite(dir: string): number {
  try {
    return Math.max(0, ...readdirSync(dir).map((name) => statSync(path.join(dir, name)).mtimeMs));
  } catch {
    return 0;
  }
}

/**
 * Waits while another process seeds the dataset: its database is open elsewhere without a
 * server holding the directory's lock, or its files changed in the last QUIET_DATA_MS.
 * Calling ensureBenchData meanwhile would delete the half-written data under the seeder.
 */
async function waitWhileSeeded(dir: string): Promise<void> {
  const file = path.join(dir, DATABASE_FILE_NAME);
  const started = Date.now();
  let told = false;
  for (;;) {
    const served = existsSync(path.join(dir, LOCK_FILE_NAME));
    const seeding = !served && otherHolders(file).length > 0;
    const recent = Date.now() - newestWrite(dir) < QUIET_DATA_MS;
    if (!seeding && !(recent && !served)) return;
    if (Date.now() - started > MAX_DATA_WAIT_MS) {
      throw new Error(`${dir} was still being written after ${MAX_DATA_WAIT_MS / 60_000} min.`);
    }
    if (!told) {
      console.info(`${dir} is being written by another process (seeding?): waiting…`);
      told = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

interface BenchData {
  dataDir: string;
  admin: AccountCredentials;
  /** Removes the copy, if one was made. */
  cleanup: () => void;
}

/**
 * The dataset, made sure of, and a copy of it for this bench's server: SQLite's online backup
 * (consistent even while another server writes the original), plus the directory's other files
 * but its lock.
 */
async function prepareData(): Promise<BenchData> {
  const own = process.env.BENCH_INSIGHTS_DATA_DIR;
  if (own) {
    const dataDir = path.resolve(own);
    return { dataDir, admin: ensureBenchData(dataDir).admin, cleanup: () => {} };
  }
  await waitWhileSeeded(BENCH_DATA_DIR);
  const { admin } = ensureBenchData(BENCH_DATA_DIR);
  const copy = mkdtempSync(path.join(tmpdir(), 'bench-insights-data-'));
  const cleanup = () => rmSync(copy, { recursive: true, force: true });
  try {
    const started = performance.now();
    const source = new Database(path.join(BENCH_DATA_DIR, DATABASE_FILE_NAME), {
      readonly: true,
      fileMustExist: true,
    });
    try {
      await source.backup(path.join(copy, DATABASE_FILE_NAME));
    } finally {
      source.close();
    }
    for (const name of readdirSync(BENCH_DATA_DIR)) {
      if (name === LOCK_FILE_NAME || name.startsWith(DATABASE_FILE_NAME)) continue;
      copyFileSync(path.join(BENCH_DATA_DIR, name), path.join(copy, name));
    }
    console.info(
      `Copied the dataset to ${copy} in ${oneDecimal((performance.now() - started) / 1000)} s.`,
    );
    return { dataDir: copy, admin, cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}

/** The app built from the current sources (or BENCH_DIST_DIR), and how to remove the build. */
async function prepareDist(): Promise<{ distDir: string; cleanup: () => void }> {
  if (process.env.BENCH_DIST_DIR) {
    return { distDir: path.resolve(process.env.BENCH_DIST_DIR), cleanup: () => {} };
  }
  const distDir = mkdtempSync(path.join(tmpdir(), 'bench-insights-dist-'));
  const started = performance.now();
  await build({ root: ROOT, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
  console.info(`Built the app in ${oneDecimal((performance.now() - started) / 1000)} s.`);
  return { distDir, cleanup: () => rmSync(distDir, { recursive: true, force: true }) };
}

// ---------------------------------------------------------------------------------------------
// Part 1: the walks, in Node

/** One request as the timing fetch saw it (performance.now() times). */
interface RequestTiming {
  url: string;
  sentAt: number;
  headersAt: number;
  bodyAt: number;
  /** When the page fetcher that made it returned its rows; NaN outside a timed fetcher. */
  parsedAt: number;
  /** The JSON as decoded. */
  bytes: number;
  /** As sent: Content-Length of a compressed answer, else the body's length. */
  wireBytes: number;
}

/** The page fetcher call running in this async context, to which its request belongs. */
const pageCalls = new AsyncLocalStorage<{ timing: RequestTiming | null }>();

/** Marks the end of each call of a page fetcher on the request it made. */
function timedPages<A extends unknown[], R>(
  fetchPage: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return (...args) => {
    const call: { timing: RequestTiming | null } = { timing: null };
    return pageCalls.run(call, async () => {
      try {
        return await fetchPage(...args);
      } finally {
        if (call.timing) call.timing.parsedAt = performance.now();
      }
    });
  };
}

function urlOf(input: string | URL | Request): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/** A fetch that asks for compression as browsers do and logs each request's timing. */
function createTimingFetch() {
  let log: RequestTiming[] = [];
  const timingFetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('Accept-Encoding', 'br, gzip');
    const timing: RequestTiming = {
      url: urlOf(input),
      sentAt: performance.now(),
      headersAt: Number.NaN,
      bodyAt: Number.NaN,
      parsedAt: Number.NaN,
      bytes: 0,
      wireBytes: 0,
    };
    log.push(timing);
    const call = pageCalls.getStore();
    if (call) call.timing = timing;
    const response = await fetch(input, { ...init, headers });
    timing.headersAt = performance.now();
    const body = new Uint8Array(await response.arrayBuffer());
    timing.bodyAt = performance.now();
    const length = response.headers.get('Content-Length');
    const compressed = response.headers.has('Content-Encoding') && length !== null;
    timing.bytes = body.byteLength;
    timing.wireBytes = compressed ? Number(length) : body.byteLength;
    // The body is already decoded: hand it on as is, with the status the client checks.
    return new Response(body, { status: response.status, statusText: response.statusText });
  };
  return {
    fetch: timingFetch,
    /** The requests logged since the last call. */
    take: (): RequestTiming[] => {
      const taken = log;
      log = [];
      return taken;
    },
  };
}

type TimingFetch = ReturnType<typeof createTimingFetch>;

/** What one run of a walk returns besides its time: its own request count and its answer. */
interface WalkOutcome {
  /** Requests by the walk's own count. */
  requests: number;
  /** What it found, for the table: "20,000 members", "412 / 830 posts". */
  answer: string;
  /** Milestones inside the run (ms from its start), for the walks run together. */
  marks?: Record<string, number>;
}

/** A walk to time: it must throw when it did not read everything. */
interface WalkBench {
  name: string;
  target: number | null;
  /** Part of the untimed pass: together these read every page the others read. */
  warmUp: boolean;
  run: (client: ApiClient) => Promise<WalkOutcome>;
}

/** One timed run of a walk, with every request it made. */
interface WalkRun extends WalkOutcome {
  ms: number;
  timings: RequestTiming[];
}

const numberText = (value: number) => value.toLocaleString('en');

function completeOrThrow(name: string, walk: { complete: boolean; error?: unknown }): void {
  if (!walk.complete) {
    throw new Error(`${name}: the walk did not finish`, { cause: walk.error });
  }
}

/** The boundaries the overview uses, from the site's clock as use-site-now.ts reads it. */
interface OverviewBoundaries {
  now: Date;
  cardEdges: Date[];
  last30: Date;
  weekEdges: Date[];
}

async function overviewBoundaries(base: string): Promise<OverviewBoundaries> {
  const answer = await fetch(`${base}/wp-json/?_fields=gmt_offset,timezone_string`);
  const index = z
    .object({ gmt_offset: z.optional(z.number()), timezone_string: z.optional(z.string()) })
    .parse(await answer.json());
  const clock = siteClockFromIndex(index);
  const instant = new Date();
  const offset = offsetFromTimezone(clock.timezone, clock.gmtOffsetHours, instant);
  const wallClock = siteNow(instant, offset).getTime();
  const now = new Date(wallClock - (wallClock % HOUR_MS));
  const windows = feedWindows(now);
  return {
    now,
    cardEdges: [
      windows.last7.start,
      windows.previous7.start,
      windows.last30.start,
      windows.previous30.start,
    ],
    last30: windows.last30.start,
    weekEdges: [...weekBoundaries(now, 12).edges],
  };
}

/** The slugs of the month's top spaces, as the overview ranks them (use-top-spaces.ts). */
function topSpaceSlugs(posts: readonly WindowPost[]): string[] {
  return topSpacesOf(posts).map((space) => space.slug);
}

function countsWalk(name: string, space: string | null, edges: readonly Date[]): WalkBench {
  return {
    name,
    target: null,
    warmUp: false,
    run: async (client) => {
      const found = await findFeedPositions(timedPages(feedDatesFetcher(client, space)), edges, {
        perPage: COUNT_PAGE_SIZE,
        retry: retryTransientPage,
      });
      completeOrThrow(name, found);
      const counts = found.positions.map((position) => position.count ?? position.atLeast);
      const shown =
        counts.length <= 4
          ? counts.map(numberText).join(' / ')
          : `${numberText(counts[counts.length - 1]!)}…${numberText(counts[0]!)}`;
      return { requests: found.requests, answer: `${shown} posts` };
    },
  };
}

function windowWalk(since: Date): WalkBench {
  const name = 'posts of the last 30 days (window walk)';
  return {
    name,
    target: null,
    warmUp: false,
    run: async (client) => {
      const walked = await walkFeedWindow(timedPages(feedPostsFetcher(client, null)), {
        since,
        retry: retryTransientPage,
      });
      completeOrThrow(name, walked);
      return { requests: walked.requests, answer: `${numberText(walked.posts.length)} posts` };
    },
  };
}

/**
 * The overview's walks in the page's order (OverviewRoute.tsx): the cards' counts; then the
 * month's posts, from the month's count; then the weekly totals and the top spaces' weekly
 * counts together.
 */
function overviewAsThePage(bounds: OverviewBoundaries): WalkBench {
  const name = "overview's walks, as the page runs them";
  return {
    name,
    target: null,
    warmUp: true,
    run: async (client) => {
      const started = performance.now();
      const marks: Record<string, number> = {};
      const mark = (key: string) => (marks[key] = performance.now() - started);
      const counts = async (edges: readonly Date[], space: string | null) =>
        findFeedPositions(timedPages(feedDatesFetcher(client, space)), edges, {
          perPage: COUNT_PAGE_SIZE,
          retry: retryTransientPage,
        });
      const cards = await counts(bounds.cardEdges, null);
      mark('cards');
      const monthCount = cards.positions[bounds.cardEdges.indexOf(bounds.last30)]?.count ?? null;
      const month = await walkFeedWindow(timedPages(feedPostsFetcher(client, null)), {
        since: bounds.last30,
        retry: retryTransientPage,
        ...(monthCount === null
          ? {}
          : {
              startFrom: {
                since: bounds.last30.getTime(),
                expected: monthCount,
                probed: [],
                read: { rows: [], pages: [], lastPage: null, total: null },
              },
            }),
      });
      mark('30-day window');
      // The weeks the month covers are counted from its posts: only the older edges are searched.
      const olderEdges = bounds.weekEdges.filter((edge) => edge < bounds.last30);
      const [weekly, ...bySpace] = await Promise.all([
        counts(olderEdges, null).then((found) => {
          mark('weekly totals');
          return found;
        }),
        ...topSpaceSlugs(month.posts).map((slug) => counts(olderEdges, slug)),
      ]);
      mark('top spaces weekly');
      const walks = [cards, month, weekly!, ...bySpace];
      walks.forEach((walk) => completeOrThrow(name, walk));
      return {
        requests: walks.reduce((sum, walk) => sum + walk.requests, 0),
        answer: `${walks.length} walks`,
        marks,
      };
    },
  };
}

interface Targets {
  biggestSpace: { slug: string; members: number };
  courses: { id: number; title: string; students: number }[];
}

/** The spaces (with their sizes, from one small members page each) and courses of the site. */
async function findTargets(client: ApiClient): Promise<Targets> {
  const { spaces } = await client.get(restRoute(ENDPOINTS.spaces), {
    schema: spacesResponseSchema,
  });
  const sized = await Promise.all(
    spaces
      .filter((space) => space.type !== 'course')
      .map(async (space) => {
        const page = await client.get(
          restRoute(ENDPOINTS.spaceMembers, { spaceSlug: space.slug }),
          { schema: membersResponseSchema, params: { per_page: 1 } },
        );
        return { slug: space.slug, members: page.members.total };
      }),
  );
  const biggestSpace = sized.sort((a, b) => b.members - a.members)[0];
  if (!biggestSpace) throw new Error('The site has no space.');
  const { courses } = await client.get(restRoute(ENDPOINTS.courses), {
    schema: coursesResponseSchema,
    params: { per_page: MAX_PER_PAGE },
  });
  return {
    biggestSpace,
    courses: courses.data
      .map((course) => ({ id: course.id, title: course.title, students: course.students_count }))
      .sort((a, b) => b.students - a.students),
  };
}

function walkBenches(targets: Targets, bounds: OverviewBoundaries, topSpaces: string[]) {
  const { slug, members } = targets.biggestSpace;
  const spaceWalk: WalkBench = {
    name: `memberships of "${slug}" (${numberText(members)} members)`,
    target: TARGETS.spaceWalk,
    warmUp: true,
    run: async (client) => {
      const walked = await walkSpaceMemberships(
        {
          active: timedPages(spaceMembershipsFetcher(client, slug, 'active')),
          pending: timedPages(spaceMembershipsFetcher(client, slug, 'pending')),
        },
        { retry: retryTransientPage },
      );
      completeOrThrow(slug, walked);
      const active = walked.active?.rows.length ?? 0;
      const pending = walked.pending?.rows.length ?? 0;
      return {
        requests: walked.requests,
        answer: `${numberText(active)} members + ${numberText(pending)} requests`,
      };
    },
  };
  const courseWalks = targets.courses.map((course): WalkBench => ({
    name: `students of course ${course.id} "${course.title}"`,
    target: null,
    warmUp: true,
    run: async (client) => {
      const walked = await walkPages(timedPages(courseStudentsFetcher(client, course.id)), {
        keyOf: studentKey,
        retry: retryTransientPage,
      });
      completeOrThrow(course.title, walked);
      return { requests: walked.requests, answer: `${numberText(walked.rows.length)} students` };
    },
  }));
  return [
    spaceWalk,
    ...courseWalks,
    countsWalk('post counts at the 4 card boundaries (feed)', null, bounds.cardEdges),
    countsWalk('post counts at the 13 week edges (feed)', null, bounds.weekEdges),
    ...topSpaces.map((space) => countsWalk(`  … of space "${space}"`, space, bounds.weekEdges)),
    windowWalk(bounds.last30),
  ];
}

/**
 * One run of `walk` with an API client of its own: the data layer may share pages between the
 * walks of one client for a few seconds (shared-feed-pages.ts), which must not carry a page
 * over from one run to the next.
 */
async function timeWalk(walk: WalkBench, site: Site): Promise<WalkRun> {
  const { wire } = site;
  const client = site.newClient();
  wire.take();
  const started = performance.now();
  const outcome = await walk.run(client);
  const ms = performance.now() - started;
  return { ...outcome, ms, timings: wire.take() };
}

/** Per request, on average over the run: server, transfer and client time (see above). */
function whereTimeGoes(timings: readonly RequestTiming[]) {
  const mean = (values: number[]) =>
    values.length === 0
      ? Number.NaN
      : values.reduce((sum, value) => sum + value, 0) / values.length;
  const parsed = timings.filter((timing) => !Number.isNaN(timing.parsedAt));
  return {
    server: mean(timings.map((timing) => timing.headersAt - timing.sentAt)),
    transfer: mean(timings.map((timing) => timing.bodyAt - timing.headersAt)),
    client: mean(parsed.map((timing) => timing.parsedAt - timing.bodyAt)),
    jsonBytes: mean(timings.map((timing) => timing.bytes)),
    /** The same URL asked again within the run. */
    repeated: timings.length - new Set(timings.map((timing) => timing.url)).size,
  };
}

interface WalkResult {
  name: string;
  ms: Figure;
  requests: number;
  walkRequests: number;
  answer: string;
  wireBytes: number;
  jsonBytes: number;
  perRequest: ReturnType<typeof whereTimeGoes>;
}

/** The site as the walks see it: its API clients, the boundaries, what to walk. */
interface Site {
  /** A new API client over the timing fetch. */
  newClient: () => ApiClient;
  wire: TimingFetch;
  targets: Targets;
  bounds: OverviewBoundaries;
  topSpaces: string[];
}

async function discoverSite(base: string, admin: AccountCredentials): Promise<Site> {
  const wire = createTimingFetch();
  const newClient = () =>
    createApiClient({
      root: { form: 'pretty', url: `${base}/wp-json/` },
      credentials: admin,
      fetch: wire.fetch,
      timeoutMs: 60_000,
    });
  const client = newClient();
  const targets = await findTargets(client);
  const bounds = await overviewBoundaries(base);
  const month = await walkFeedWindow(feedPostsFetcher(client, null), { since: bounds.last30 });
  const topSpaces = topSpaceSlugs(month.posts);
  wire.take();
  console.info(
    `Overview's now (site clock, floored to the hour): ${bounds.now.toISOString().slice(0, 16)}; ` +
      `top spaces of the month: ${topSpaces.join(', ')}; biggest space: ${targets.biggestSpace.slug}; ` +
      `courses (students): ${targets.courses.map((course) => `${course.id} (${numberText(course.students)})`).join(', ')}.`,
  );
  return { newClient, wire, targets, bounds, topSpaces };
}

async function benchWalks(site: Site) {
  const walks = walkBenches(site.targets, site.bounds, site.topSpaces);
  console.info("Warm-up (not counted): the rosters, and the overview's walks together…");
  for (const walk of walks.filter((each) => each.warmUp)) await timeWalk(walk, site);
  const together = await timeWalk(overviewAsThePage(site.bounds), site);

  const results: WalkResult[] = [];
  for (const walk of walks) {
    const runs: WalkRun[] = [];
    for (let round = 0; round < RUNS; round++) runs.push(await timeWalk(walk, site));
    const chosen = medianRun(runs, (run) => run.ms);
    const result: WalkResult = {
      name: walk.name,
      ms: figure(
        runs.map((run) => run.ms),
        walk.target,
      ),
      requests: chosen.timings.length,
      walkRequests: chosen.requests,
      answer: chosen.answer,
      wireBytes: chosen.timings.reduce((sum, timing) => sum + timing.wireBytes, 0),
      jsonBytes: chosen.timings.reduce((sum, timing) => sum + timing.bytes, 0),
      perRequest: whereTimeGoes(chosen.timings),
    };
    results.push(result);
    console.info(`  ${walk.name}: ${msCell(result.ms)} ms, ${result.requests} requests`);
  }
  return { results, together };
}

function printWalks(results: readonly WalkResult[], together: WalkRun): boolean {
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

// ---------------------------------------------------------------------------------------------
// Part 2: the pages, in Chromium

/** Runs in every document before its scripts: see the doc comment, part 2. */
const PROBE = `(() => {
  if (window.__insights) return;
  const probe = (window.__insights = {
    t0: NaN, firstCardAt: NaN, cardsAt: NaN, firstChartAt: NaN, chartsAt: NaN, cards: 0, panels: 0,
    cardTimes: {},
  });
  const cardLabel = (card) => (card.querySelector('p, h2')?.textContent ?? '').trim();
  const expectedPanels = () => {
    const at = location.pathname;
    if (at === '/') return 4;
    if (/^\\/spaces\\/[^/]+\\/insights$/.test(at)) return 4;
    if (/^\\/courses\\/[^/]+\\/insights$/.test(at)) return 2;
    return Infinity;
  };
  const due = new Set();
  const check = () => {
    const main = document.querySelector('main#main');
    if (!main) return;
    const before = due.size;
    const cards = [...main.querySelectorAll('[aria-busy]')].filter((el) => el.tagName !== 'TABLE');
    const filled = cards.filter((el) => el.getAttribute('aria-busy') === 'false');
    if (Number.isNaN(probe.firstCardAt) && filled.length > 0) due.add('firstCardAt');
    for (const card of filled) {
      const label = cardLabel(card);
      if (!(label in probe.cardTimes)) due.add('card:' + label);
    }
    if (Number.isNaN(probe.cardsAt) && cards.length > 0 && filled.length === cards.length) {
      probe.cards = cards.length;
      due.add('cardsAt');
    }
    const panels = [...main.querySelectorAll('section')].filter((section) =>
      [...section.querySelectorAll('button')].some((button) =>
        /^Show (table|chart)/.test(button.getAttribute('aria-label') ?? button.textContent.trim())));
    const drawn = panels.filter((panel) =>
      panel.querySelector('svg[role="img"]') || panel.textContent.includes('No data:'));
    if (Number.isNaN(probe.firstChartAt) && drawn.length > 0) due.add('firstChartAt');
    const skeletons = main.querySelectorAll('[class*="skeleton-pulse"]').length;
    if (Number.isNaN(probe.chartsAt) && skeletons === 0 && drawn.length === panels.length &&
        panels.length >= expectedPanels()) {
      probe.panels = panels.length;
      due.add('chartsAt');
    }
    if (before === 0 && due.size > 0) {
      requestAnimationFrame(() => {
        const now = performance.now();
        for (const key of due) {
          if (key.startsWith('card:')) probe.cardTimes[key.slice(5)] ??= now;
          else if (Number.isNaN(probe[key])) probe[key] = now;
        }
        due.clear();
      });
    }
  };
  new MutationObserver(check).observe(document, {
    childList: true, subtree: true, characterData: true,
    attributes: true, attributeFilter: ['aria-busy', 'class'],
  });
  addEventListener('click', (event) => { if (event.isTrusted) probe.t0 = event.timeStamp; }, true);
})()`;

interface Probe {
  t0: number;
  firstCardAt: number;
  cardsAt: number;
  firstChartAt: number;
  chartsAt: number;
  cards: number;
  panels: number;
  /** When each card got its number, by its label. */
  cardTimes: Record<string, number>;
  timeOrigin: number;
}

async function waitForCharts(page: Page, what: string): Promise<Probe> {
  try {
    // A function, not a string: the page's CSP forbids eval, which a string predicate needs.
    await page.waitForFunction(
      () => !Number.isNaN((window as unknown as { __insights: Probe }).__insights.chartsAt),
      undefined,
      { timeout: WAIT_MS },
    );
  } catch (error) {
    const text = await page
      .locator('main')
      .innerText()
      .catch(() => '');
    console.error(`Timed out waiting for ${what} at ${page.url()}:\n${text.slice(0, 2000)}`);
    throw error;
  }
  return page.evaluate(
    `({ ...window.__insights, timeOrigin: performance.timeOrigin })`,
  ) as Promise<Probe>;
}

/** API requests of a page load, by where they went. */
interface ApiTraffic {
  /** Sent between the start and the charts. */
  untilCharts: number;
  /** Sent from the start until the network was quiet after the charts. */
  total: number;
  /** Of `total`, those for a URL already asked since the start. */
  repeated: number;
  bytes: number;
  /** ms from the start to the first request for the feed: what the page did before asking. */
  firstFeedAt: number | null;
  groups: RequestGroup[];
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

interface RequestGroup {
  name: string;
  requests: number;
  distinct: number;
  /** ms from the start. */
  firstSent: number;
  lastDone: number;
  bytes: number;
}

/** What a request is for, by its route and the parameters that tell walks apart. */
function groupOf(url: URL): string {
  const route = url.pathname.replace(/^.*\/wp-json\//, '');
  if (route.endsWith('/feeds')) {
    const space = url.searchParams.get('space');
    return space ? `feeds, space ${space}` : 'feeds, all spaces';
  }
  if (/\/spaces\/[^/]+\/members$/.test(route)) {
    const status = url.searchParams.get('status');
    const perPage = url.searchParams.get('per_page');
    return perPage === '1'
      ? 'members per_page=1 (pending counts)'
      : `members ${status ?? 'active'} per_page=${perPage ?? '?'}`;
  }
  return route === '' ? '(REST index)' : route;
}

function apiTraffic(net: NetworkLog, probe: Probe, from: number, chartsAt: number): ApiTraffic {
  const api = net
    .requests()
    .filter((request) => request.url.includes('/wp-json/') && request.method !== 'OPTIONS')
    .map((request) => ({
      request,
      sent: net.toPageMs(request.sentAt, probe.timeOrigin) - from,
      done:
        request.finishedAt === null
          ? Number.NaN
          : net.toPageMs(request.finishedAt, probe.timeOrigin) - from,
    }))
    .filter(({ sent }) => sent >= 0)
    .sort((a, b) => a.sent - b.sent);
  const seen = new Set<string>();
  let repeated = 0;
  for (const { request } of api) {
    if (seen.has(request.url)) repeated += 1;
    seen.add(request.url);
  }
  const groups = new Map<string, RequestGroup & { urls: Set<string> }>();
  for (const { request, sent, done } of api) {
    const name = groupOf(new URL(request.url));
    const group = groups.get(name) ?? {
      name,
      requests: 0,
      distinct: 0,
      firstSent: sent,
      lastDone: 0,
      bytes: 0,
      urls: new Set<string>(),
    };
    group.requests += 1;
    group.urls.add(request.url);
    group.distinct = group.urls.size;
    group.lastDone = Math.max(group.lastDone, Number.isNaN(done) ? 0 : done);
    group.bytes += request.bytes;
    groups.set(name, group);
  }
  const firstFeed = api.find(({ request }) => new URL(request.url).pathname.endsWith('/feeds'));
  return {
    untilCharts: api.filter(({ sent }) => sent <= chartsAt - from).length,
    total: api.length,
    repeated,
    bytes: api.reduce((sum, { request }) => sum + request.bytes, 0),
    firstFeedAt: firstFeed ? firstFeed.sent : null,
    groups: [...groups.values()].map(({ urls: _urls, ...group }) => group),
  };
}

/** One page's timing, from its start (click or navigation start), ms. */
interface PageTiming {
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

interface BrowserRun {
  overview: PageTiming;
  space: PageTiming;
  course: PageTiming;
  warm?: { overview: PageTiming; space: PageTiming; course: PageTiming };
}

interface BrowserSetup {
  browser: Browser;
  base: string;
  admin: AccountCredentials;
  spaceSlug: string;
  courseId: number;
}

async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  // tsx compiles this file with esbuild's keepNames, which may wrap functions sent to the page
  // in a `__name(fn, "name")` helper that only exists in Node: give the page one.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  await context.addInitScript(PROBE);
  return context;
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

/** The renderer's main thread so far: time in tasks, and in script among them, ms. */
interface MainThread {
  task: number;
  script: number;
}

/** Chromium's own counters (`Performance.getMetrics`; the domain is enabled with the tab). */
async function mainThread(net: NetworkLog): Promise<MainThread> {
  const { metrics } = (await net.cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  const seconds = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
  return { task: seconds('TaskDuration') * 1000, script: seconds('ScriptDuration') * 1000 };
}

/** The main thread's work between two readings of the same renderer. */
function busySince(before: MainThread, after: MainThread): MainThread {
  return { task: after.task - before.task, script: after.script - before.script };
}

/** What a new tab's renderer has done before its first navigation: nothing to speak of. */
const NEW_RENDERER: MainThread = { task: 0, script: 0 };

/** A new tab, its network watched (loopback) and Chromium's performance counters on. */
async function openTab(context: BrowserContext): Promise<{ page: Page; net: NetworkLog }> {
  const page = await context.newPage();
  const loopback = PROFILES.find((profile) => profile.name === 'loopback')!;
  const net = await watchNetwork(page, loopback);
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

async function signInToOverview(setup: BrowserSetup, page: Page, net: NetworkLog) {
  await page.goto(`${setup.base}${paths.login()}`);
  await waitForSiteAddress(page);
  await page.getByLabel('Username').fill(setup.admin.username);
  await page.getByLabel('Application password').fill(setup.admin.password);
  await page.getByRole('checkbox', { name: /Remember me on this device/ }).check();
  await net.settle(500);
  const before = await mainThread(net);
  await page.getByRole('button', { name: 'Sign in' }).click();
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

/** One fresh context: sign in to the overview, then the space's and course's insights. */
async function browserRun(setup: BrowserSetup, warm: boolean): Promise<BrowserRun> {
  const context = await newContext(setup.browser);
  try {
    const { page, net } = await openTab(context);
    const spaceUrl = `${setup.base}${paths.spaceInsights(setup.spaceSlug)}`;
    const courseUrl = `${setup.base}${paths.courseInsights(setup.courseId)}`;
    const run: BrowserRun = {
      overview: await signInToOverview(setup, page, net),
      space: await openPage(context, spaceUrl, "the space's insights"),
      course: await openPage(context, courseUrl, "the course's insights"),
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

async function benchPages(setup: BrowserSetup): Promise<BrowserRun[]> {
  const runs: BrowserRun[] = [];
  for (let round = 1; round <= RUNS; round++) {
    const started = performance.now();
    const run = await browserRun(setup, round === RUNS);
    runs.push(run);
    console.info(
      `  run ${round}/${RUNS}: overview cards ${int(run.overview.cards)} ms, charts ${int(run.overview.charts)} ms; ` +
        `space ${int(run.space.charts)} ms; course ${int(run.course.charts)} ms ` +
        `(${oneDecimal((performance.now() - started) / 1000)} s)`,
    );
  }
  return runs;
}

function printPages(setup: BrowserSetup, runs: readonly BrowserRun[]) {
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

// ---------------------------------------------------------------------------------------------

/** Part 3 (floor.ts): the month's posts read by a blank page, from two sources. */
async function benchFloor(setup: BrowserSetup, since: Date): Promise<MonthFloor> {
  const month = await readMonthPages(setup.base, setup.admin, since);
  const floor = await measureMonthFloor(setup.browser, setup.base, setup.admin, month, FLOOR_RUNS);
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
