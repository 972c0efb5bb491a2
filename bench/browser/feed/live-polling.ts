/**
 * The cost of the live feed (src/features/feed/new-posts-query.ts, src/api/live-polling.ts),
 * measured for `npm run bench:feed` in its own signed-in page whose clock Playwright controls:
 * the feed stays open for LIVE_WINDOW_MINUTES while visible, then as long while hidden, the
 * clock fast-forwarded 30 s at a time instead of waited for, and every REST request counted.
 * One new-post check is also weighed: bytes on the wire (compressed) and of JSON.
 */
import type { Browser, Request } from '@playwright/test';
import { signInThroughLoginScreen } from '../../../test/browser';

const LIVE_WINDOW_MINUTES = Number(process.env.BENCH_LIVE_MINUTES ?? 5);
/**
 * A check's 30 s start again when its answer arrives (React Query re-arms the interval on every
 * update of the query), so the real period is 30 s plus a request: steps of 31 s follow it.
 */
const STEP_MS = 31_000;

export interface LivePollingCost {
  /** Page-time minutes of each window (visible, then hidden). */
  minutes: number;
  visiblePerMinute: number;
  visibleChecksPerMinute: number;
  hiddenPerMinute: number;
  checkBytes: { wire: number; json: number; posts: number };
}

/** The feed's new-post check: page 1, five posts, the pinned post in its place. */
export function isNewPostCheck(url: string): boolean {
  const { pathname, searchParams } = new URL(url);
  return (
    /\/fluent-community\/v2\/feeds$/.test(pathname) &&
    searchParams.get('per_page') === '5' &&
    searchParams.get('disable_sticky') === 'yes'
  );
}

const isRest = (url: string) => url.includes('/wp-json/') || url.includes('rest_route=');

export async function measureLivePolling(
  browser: Browser,
  base: string,
  account: { username: string; password: string },
): Promise<LivePollingCost> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    // tsx's keepNames wraps functions sent to the page in a Node-only `__name` (run.ts).
    await context.addInitScript('globalThis.__name = (fn) => fn;');
    const page = await context.newPage();
    await page.clock.install();
    await signInThroughLoginScreen(page, base, account);
    await page.goto(`${base}/feed`);
    await page.locator('article[aria-posinset="1"]').waitFor();

    const requests: Request[] = [];
    page.on('request', (request) => {
      if (isRest(request.url())) requests.push(request);
    });
    const pageTime = () => page.evaluate(() => Date.now());
    /** Runs the clock for the window; the requests made and the page-time minutes it took. */
    const runWindow = async () => {
      const from = requests.length;
      const started = await pageTime();
      for (let elapsed = 0; elapsed < LIVE_WINDOW_MINUTES * 60_000; elapsed += STEP_MS) {
        await page.clock.fastForward(STEP_MS);
        // Let a check the step started finish before the next step.
        const pending = requests.slice(from).map((request) => request.response());
        await Promise.all(pending);
      }
      return { made: requests.slice(from), minutes: ((await pageTime()) - started) / 60_000 };
    };

    const visible = await runWindow();
    const checks = visible.made.filter((request) => isNewPostCheck(request.url()));
    const oneCheck = checks[0];
    const response = oneCheck ? await oneCheck.response() : null;
    const body = response ? await response.body() : Buffer.alloc(0);
    const sizes = oneCheck ? await oneCheck.sizes() : null;
    const posts = body.length
      ? ((JSON.parse(body.toString('utf8')) as { feeds?: { data?: unknown[] } }).feeds?.data
          ?.length ?? 0)
      : 0;

    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => 'hidden',
      });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    const hidden = await runWindow();

    return {
      minutes: visible.minutes,
      visiblePerMinute: visible.made.length / visible.minutes,
      visibleChecksPerMinute: checks.length / visible.minutes,
      hiddenPerMinute: hidden.made.length / hidden.minutes,
      checkBytes: { wire: sizes?.responseBodySize ?? 0, json: body.length, posts },
    };
  } finally {
    await context.close();
  }
}
