/**
 * `npm run bench:feed`: the feed timeline under load, in a real Chromium.
 *
 * 1. A reference server over a database of at least 10,000 posts (seeded once into
 *    .bench/feed-data and reused; see data.ts), serving the built app (dist/, built
 *    first when missing).
 * 2. Chromium signs in as the demo admin, opens /feed (all spaces, latest first) and scrolls
 *    steadily — a fixed distance per animation frame, as a fling would — until 2,000 posts
 *    have gone by, pausing only when it reaches the bottom before the next page arrives.
 * 3. It prints: DOM elements at the end, JS heap used after a forced GC, API requests (and
 *    distinct URLs: no request may repeat; the live feed's new-post checks, which repeat by
 *    design, are counted apart), posts scrolled, and the 95th-percentile frame time while
 *    scrolling. Exit code 1 when a target is missed.
 * 4. The cost of live polling (live-polling.ts): REST requests per minute while the feed is
 *    visible and while it is hidden, over a clock-fast-forwarded window, and the size of one
 *    new-post check.
 *
 * Frame time is measured in the page with requestAnimationFrame: the time between two
 * consecutive frames is what the user sees, and it includes everything the main thread did in
 * between (React rendering new rows, style, layout, image decoding). Only frames that followed
 * a scroll step count, so waiting for the network (idle 16.7 ms frames) cannot flatter it.
 * Heap: Runtime.getHeapUsage (CDP) right after HeapProfiler.collectGarbage.
 */
import { chromium } from '@playwright/test';
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startServerProcess } from '../../support/server-process';
import { prepareFeedBenchData } from './data';
import { isNewPostCheck, measureLivePolling } from './live-polling';
import { chromiumLaunchOptions, signInThroughLoginScreen } from '../../../test/browser';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const POSTS_TO_SCROLL = Number(process.env.BENCH_FEED_POSTS ?? 2000);
/** Pixels per frame: 100 px at 60 fps is a fast, steady fling (6,000 px/s). */
const STEP = Number(process.env.BENCH_FEED_STEP ?? 100);
const TARGETS = { domElements: 3000, heapMb: 150, p95FrameMs: 20, checksPerMinute: 2 };

interface ScrollResult {
  frames: number[];
  postsScrolled: number;
  seconds: number;
  timedOut: boolean;
}

/** Runs in the page: scrolls by `step` each frame until `target` posts are above the fold. */
function scrollThroughFeed({ target, step }: { target: number; step: number }) {
  return new Promise<ScrollResult>((resolve) => {
    const frames: number[] = [];
    const started = performance.now();
    let previous = 0;
    let scrolledBefore = false;
    let frame = 0;
    let postsScrolled = 0;
    let waitingSince = 0;

    const postAtTop = () => {
      const element = document.elementFromPoint(window.innerWidth / 2, 120);
      const position = element?.closest('article')?.getAttribute('aria-posinset');
      return position ? Number(position) - 1 : postsScrolled;
    };

    const tick = (now: number) => {
      if (scrolledBefore && previous) frames.push(now - previous);
      previous = now;
      frame += 1;
      if (frame % 10 === 0) postsScrolled = Math.max(postsScrolled, postAtTop());
      if (postsScrolled >= target) {
        resolve({ frames, postsScrolled, seconds: (now - started) / 1000, timedOut: false });
        return;
      }
      const bottom = document.documentElement.scrollHeight - window.innerHeight;
      if (window.scrollY >= bottom - 1) {
        // At the bottom before the next page: wait, without counting these frames.
        scrolledBefore = false;
        waitingSince ||= now;
        if (now - waitingSince > 30_000) {
          resolve({ frames, postsScrolled, seconds: (now - started) / 1000, timedOut: true });
          return;
        }
      } else {
        waitingSince = 0;
        window.scrollBy(0, step);
        scrolledBefore = true;
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  const data = await prepareFeedBenchData(ROOT);
  if (!existsSync(path.join(ROOT, 'dist', 'index.html'))) {
    console.info('Building the app (dist/ is missing)…');
    execSync('npx vite build --logLevel warn', { cwd: ROOT, stdio: 'inherit' });
  }
  const server = await startServerProcess({
    dataDir: data.dir,
    distDir: path.resolve(ROOT, process.env.BENCH_DIST_DIR ?? 'dist'),
  });
  const base = server.url;
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // tsx compiles this file with esbuild's keepNames, which wraps the functions sent to the
    // page in a `__name(fn, "name")` helper that only exists in Node: give the page one.
    await context.addInitScript('globalThis.__name = (fn) => fn;');
    const page = await context.newPage();
    await signInThroughLoginScreen(page, base, data.credentials.admin);

    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wp-json/') || request.url().includes('rest_route=')) {
        requests.push(request.url());
      }
    });
    await page.goto(`${base}/feed`);
    await page.locator('article[aria-posinset="1"]').waitFor();

    console.info(`Scrolling through ${POSTS_TO_SCROLL} posts at ${STEP} px per frame…`);
    const scroll = await page.evaluate(scrollThroughFeed, { target: POSTS_TO_SCROLL, step: STEP });
    const domElements = await page.evaluate(() => document.getElementsByTagName('*').length);
    const articlesInDom = await page.locator('article').count();
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as {
      usedSize: number;
      totalSize: number;
    };
    const heapMb = heap.usedSize / 1024 / 1024;
    const p95 = percentile(scroll.frames, 95);
    const checksWhileScrolling = requests.filter(isNewPostCheck).length;
    const pages = requests.filter((url) => !isNewPostCheck(url));
    const distinct = new Set(pages).size;
    console.info(`Measuring live polling over ${process.env.BENCH_LIVE_MINUTES ?? 5} minutes…`);
    const live = await measureLivePolling(browser, base, data.credentials.admin);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

    const rows: Array<[string, string, boolean | null]> = [
      ['Database posts', `${data.posts.toLocaleString('en')}`, null],
      [
        'Posts scrolled',
        `${scroll.postsScrolled} in ${scroll.seconds.toFixed(1)} s`,
        scroll.postsScrolled >= POSTS_TO_SCROLL,
      ],
      [
        'DOM elements at the end',
        `${domElements} (${articlesInDom} posts in the DOM)`,
        domElements < TARGETS.domElements,
      ],
      ['JS heap used after GC', `${heapMb.toFixed(1)} MB`, heapMb < TARGETS.heapMb],
      [
        'API requests (distinct URLs)',
        `${pages.length} (${distinct}), + ${checksWhileScrolling} new-post checks`,
        pages.length === distinct,
      ],
      [
        'Frame time p95 while scrolling',
        `${p95.toFixed(1)} ms over ${scroll.frames.length} frames`,
        p95 < TARGETS.p95FrameMs,
      ],
      [
        'Frame time p50 / p99 / max',
        `${percentile(scroll.frames, 50).toFixed(1)} / ${percentile(scroll.frames, 99).toFixed(1)} / ${Math.max(...scroll.frames).toFixed(1)} ms`,
        null,
      ],
      [
        'Live: requests/min, visible',
        `${live.visiblePerMinute.toFixed(1)} (new-post checks ${live.visibleChecksPerMinute.toFixed(1)})`,
        live.visibleChecksPerMinute <= TARGETS.checksPerMinute,
      ],
      [
        'Live: requests/min, hidden',
        `${live.hiddenPerMinute.toFixed(1)} (each window ${live.minutes.toFixed(1)} min)`,
        live.hiddenPerMinute === 0,
      ],
      [
        'Live: one new-post check',
        `1 request, ${live.checkBytes.posts} posts, ${kb(live.checkBytes.wire)} on the wire (${kb(live.checkBytes.json)} JSON)`,
        live.checkBytes.posts > 0 && live.checkBytes.posts <= 5,
      ],
    ];
    console.info('\nFeed benchmark (Chromium, 1280×900, all spaces, latest first)');
    for (const [label, value, ok] of rows) {
      console.info(
        `  ${label.padEnd(32)} ${value.padEnd(58)} ${ok === null ? '' : ok ? 'ok' : 'MISSED'}`,
      );
    }
    console.info(
      `  Targets: < ${TARGETS.domElements} DOM elements, < ${TARGETS.heapMb} MB heap, p95 < ${TARGETS.p95FrameMs} ms, no request repeated; live: ≤ ${TARGETS.checksPerMinute} checks/min visible, none hidden.`,
    );
    if (scroll.timedOut) console.error('The feed stopped loading before the target was reached.');
    if (rows.some(([, , ok]) => ok === false)) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
