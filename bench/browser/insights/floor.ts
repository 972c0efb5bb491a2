import type { Browser, Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants } from 'node:zlib';
import * as z from 'zod/mini';
import { ENDPOINTS, MAX_PER_PAGE, restRoute } from '../../../contract';
import type { AccountCredentials } from '../../../server/demo/credentials';
import { basicAuthorization } from '../../../src/api/client';
import { medianRun } from '../../support/figures';

/**
 * The overview's floor (bench:insights, part 3): what reading the month's posts costs a
 * browser on this machine with no app code at all. The engagement cards (comments and
 * reactions on the month's posts) and three of the charts need every post of the last 30
 * days, and only the feed pages carry a post's counts, each page with every comment of its
 * posts. So no overview can fill those cards before a browser has fetched and parsed these
 * pages. Two sources, each fetched by a blank page (4 requests in flight, `response.json()`),
 * timed on the page's clock, with the renderer main thread's busy time (`TaskDuration`):
 * - the reference server itself, as the admin: its per-page work included;
 * - a static copy: the same JSON, brotli-compressed once as the server does (quality 4) and
 *   served from memory by a plain node:http server, so the server's cost is next to nothing and
 *   what is left is the browser's (receiving, decompressing, parsing) and the loopback's.
 */

/** The month's `latest` pages as JSON text, read once in Node. */
export interface MonthPages {
  bodies: string[];
  posts: number;
  bytes: number;
}

const datesPage = z.object({
  feeds: z.object({ data: z.array(z.object({ created_at: z.string() })) }),
});

/** A site time ("YYYY-MM-DD HH:MM:SS") on the same scale as the overview's window edges. */
const siteInstant = (text: string) => new Date(`${text.replace(' ', 'T')}Z`).getTime();

function feedPageUrl(base: string, page: number): string {
  const query = new URLSearchParams({
    per_page: String(MAX_PER_PAGE),
    page: String(page),
    order_by_type: 'latest',
  });
  return `${base}/wp-json/${restRoute(ENDPOINTS.feeds)}?${query}`;
}

/** Reads `latest` pages of 100 until one ends before `since` (the overview's 30-day edge). */
export async function readMonthPages(
  base: string,
  admin: AccountCredentials,
  since: Date,
): Promise<MonthPages> {
  const bodies: string[] = [];
  let posts = 0;
  for (let page = 1; ; page++) {
    const response = await fetch(feedPageUrl(base, page), {
      headers: { Authorization: basicAuthorization(admin) },
    });
    if (!response.ok) throw new Error(`Feed page ${page}: HTTP ${response.status}`);
    const text = await response.text();
    const dates = datesPage.parse(JSON.parse(text)).feeds.data;
    bodies.push(text);
    posts += dates.filter((post) => siteInstant(post.created_at) >= since.getTime()).length;
    const last = dates.at(-1);
    if (!last || dates.length < MAX_PER_PAGE || siteInstant(last.created_at) < since.getTime()) {
      break;
    }
  }
  const bytes = bodies.reduce((sum, body) => sum + Buffer.byteLength(body), 0);
  return { bodies, posts, bytes };
}

/** Serves the pages from memory, brotli 4 as the server sends them, and a blank page at `/`. */
async function serveStaticCopy(month: MonthPages): Promise<{ url: string; server: Server }> {
  const compressed = month.bodies.map((body) =>
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  );
  const server = createServer((request, response) => {
    const match = /^\/month\/(\d+)$/.exec(request.url ?? '');
    const body = match ? compressed[Number(match[1]) - 1] : undefined;
    if (body) {
      response.writeHead(200, {
        'Content-Type': 'application/json; charset=UTF-8',
        'Content-Encoding': 'br',
        'Content-Length': body.byteLength,
      });
      response.end(body);
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=UTF-8' });
    response.end('<!doctype html><title>floor</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server };
}

/** How long a freshly loaded page is left to settle before the month is read. */
const SETTLE_MS = 1_000;

/** One reading of the month by a page already open on the source's origin. */
interface FloorRun {
  ms: number;
  /** The renderer's main thread busy meanwhile (Chromium's TaskDuration), ms. */
  busy: number;
}

type Cdp = Awaited<ReturnType<ReturnType<Page['context']>['newCDPSession']>>;

/** The renderer main thread's busy time so far (counted from `Performance.enable`), ms. */
async function taskMs(cdp: Cdp): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
}

async function readInPage(
  page: Page,
  urls: readonly string[],
  authorization: string | null,
): Promise<FloorRun> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const before = await taskMs(cdp);
  const ms = await page.evaluate(
    async ({ urls, authorization }) => {
      const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
      let next = 0;
      let posts = 0;
      const started = performance.now();
      const reader = async () => {
        while (next < urls.length) {
          const url = urls[next++]!;
          const response = await fetch(url, { headers });
          const page = (await response.json()) as { feeds: { data: unknown[] } };
          posts += page.feeds.data.length;
        }
      };
      await Promise.all([reader(), reader(), reader(), reader()]);
      if (posts === 0) throw new Error('No posts read');
      return performance.now() - started;
    },
    { urls: [...urls], authorization },
  );
  const busy = (await taskMs(cdp)) - before;
  await cdp.detach();
  return { ms, busy };
}

export interface MonthFloor {
  pages: number;
  posts: number;
  bytes: number;
  server: FloorRun;
  staticCopy: FloorRun;
}

/** The month read `runs` times from each source (a fresh context each time), medians. */
export async function measureMonthFloor(
  browser: Browser,
  base: string,
  admin: AccountCredentials,
  month: MonthPages,
  runs: number,
): Promise<MonthFloor> {
  const copy = await serveStaticCopy(month);
  try {
    const serverUrls = month.bodies.map((_, index) => feedPageUrl(base, index + 1));
    const copyUrls = month.bodies.map((_, index) => `${copy.url}/month/${index + 1}`);
    const server: FloorRun[] = [];
    const staticCopy: FloorRun[] = [];
    for (let run = 0; run < runs; run++) {
      for (const source of ['server', 'copy'] as const) {
        const context = await browser.newContext();
        // As in part 2: tsx may wrap the function sent to the page in a Node-only `__name`.
        await context.addInitScript('globalThis.__name = (fn) => fn;');
        try {
          const page = await context.newPage();
          // On the server's origin, its login page (the REST answers forbid scripts), left to
          // settle first: the dashboard's own code is idle before the reading starts.
          await page.goto(source === 'server' ? `${base}/login` : copy.url, { waitUntil: 'load' });
          await page.waitForTimeout(SETTLE_MS);
          const result =
            source === 'server'
              ? await readInPage(page, serverUrls, basicAuthorization(admin))
              : await readInPage(page, copyUrls, null);
          (source === 'server' ? server : staticCopy).push(result);
        } finally {
          await context.close();
        }
      }
    }
    return {
      pages: month.bodies.length,
      posts: month.posts,
      bytes: month.bytes,
      server: medianRun(server, (run) => run.ms),
      staticCopy: medianRun(staticCopy, (run) => run.ms),
    };
  } finally {
    await new Promise((resolve) => copy.server.close(resolve));
  }
}
