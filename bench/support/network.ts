import type { CDPSession, Page } from '@playwright/test';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * The network side of `npm run bench:ux` (bench/browser/ux/run.ts): the emulated profiles, a log
 * of every request a page makes (read from the DevTools protocol, so it sees CORS preflights
 * and exact transferred sizes), and the delaying proxy that stands in for a real site.
 */

export interface NetworkProfile {
  name: 'loopback' | 'broadband' | '4g';
  label: string;
  /** The round trip the profile adds (CDP `latency`), 0 for loopback. */
  rttMs: number;
  /** `Network.emulateNetworkConditions` parameters; null: no emulation at all. */
  conditions: { latency: number; downloadThroughput: number; uploadThroughput: number } | null;
}

const MBIT = 1_000_000 / 8;

export const PROFILES: readonly NetworkProfile[] = [
  { name: 'loopback', label: 'loopback', rttMs: 0, conditions: null },
  {
    name: 'broadband',
    label: 'broadband',
    rttMs: 40,
    conditions: { latency: 40, downloadThroughput: 10 * MBIT, uploadThroughput: 5 * MBIT },
  },
  {
    name: '4g',
    label: '4G',
    rttMs: 150,
    conditions: { latency: 150, downloadThroughput: 1.6 * MBIT, uploadThroughput: 0.75 * MBIT },
  },
];

export interface LoggedRequest {
  id: string;
  url: string;
  method: string;
  /** CDP resource type: Document, Script, Fetch, Image, Preflight, … */
  type: string;
  /** CDP monotonic clock, seconds. */
  sentAt: number;
  finishedAt: number | null;
  failed: boolean;
  /** `encodedDataLength` at loadingFinished: headers and body as transferred. */
  bytes: number;
  status: number | null;
  fromCache: boolean;
}

export interface NetworkLog {
  cdp: CDPSession;
  requests: () => LoggedRequest[];
  /** Requests started and not finished or failed. */
  inFlight: () => LoggedRequest[];
  /** Resolves once no request has been running for `quietMs` (gives up after `timeoutMs`). */
  settle: (quietMs?: number, timeoutMs?: number) => Promise<void>;
  /** A CDP timestamp (seconds) on the page's clock (ms since `timeOrigin`, epoch ms). */
  toPageMs: (cdpSeconds: number, timeOrigin: number) => number;
}

/**
 * Opens a CDP session on `page`, enables the Network domain and applies the profile's
 * conditions. Call it before the page's first navigation: emulation is per page (target), so
 * each new page or tab needs its own.
 */
export async function watchNetwork(page: Page, profile: NetworkProfile): Promise<NetworkLog> {
  const cdp = await page.context().newCDPSession(page);
  const byId = new Map<string, LoggedRequest>();
  const all: LoggedRequest[] = [];
  // CDP timestamps are on a monotonic clock; `wallTime` is the same instant in epoch seconds.
  const wallOffsets: number[] = [];

  cdp.on('Network.requestWillBeSent', (event) => {
    wallOffsets.push(event.wallTime - event.timestamp);
    const previous = byId.get(event.requestId);
    if (previous && event.redirectResponse) {
      previous.finishedAt = event.timestamp;
      previous.status = event.redirectResponse.status;
      previous.bytes = event.redirectResponse.encodedDataLength;
    }
    const entry: LoggedRequest = {
      id: event.requestId,
      url: event.request.url,
      method: event.request.method,
      type: event.type ?? 'Other',
      sentAt: event.timestamp,
      finishedAt: null,
      failed: false,
      bytes: 0,
      status: null,
      fromCache: false,
    };
    byId.set(event.requestId, entry);
    all.push(entry);
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const entry = byId.get(event.requestId);
    if (entry) entry.fromCache = true;
  });
  cdp.on('Network.responseReceived', (event) => {
    const entry = byId.get(event.requestId);
    if (!entry) return;
    entry.status = event.response.status;
    if (event.response.fromDiskCache || event.response.fromPrefetchCache) entry.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = byId.get(event.requestId);
    if (!entry) return;
    entry.finishedAt = event.timestamp;
    entry.bytes = event.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (event) => {
    const entry = byId.get(event.requestId);
    if (!entry) return;
    entry.finishedAt = event.timestamp;
    entry.failed = true;
  });

  await cdp.send('Network.enable');
  if (profile.conditions) {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.conditions });
  }

  const inFlight = () => all.filter((request) => request.finishedAt === null);
  return {
    cdp,
    requests: () => [...all],
    inFlight,
    async settle(quietMs = 300, timeoutMs = 15_000) {
      const started = Date.now();
      let quietSince = started;
      while (Date.now() - quietSince < quietMs) {
        if (inFlight().length > 0) quietSince = Date.now();
        if (Date.now() - started > timeoutMs) {
          const urls = inFlight().map((request) => request.url);
          console.warn(`Requests still running after ${timeoutMs} ms: ${urls.join(', ')}`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    toPageMs(cdpSeconds, timeOrigin) {
      const sorted = [...wallOffsets].sort((a, b) => a - b);
      const offset = sorted[Math.floor(sorted.length / 2)] ?? 0;
      return (cdpSeconds + offset) * 1000 - timeOrigin;
    },
  };
}

export interface DelayingProxy {
  /** e.g. `http://127.0.0.1:41235`: what the user types as the site address. */
  url: string;
  /** Requests seen since the last `reset`, and how many were CORS preflights (OPTIONS). */
  counts: () => { requests: number; preflights: number };
  reset: () => void;
  stop: () => Promise<void>;
}

/**
 * A stand-in for a real WordPress site: an HTTP proxy on another port (so another origin)
 * that forwards every request to `target` and holds each response `delayMs` before its
 * headers go out, as a site that takes that long to answer would. CORS preflights (OPTIONS)
 * are held `preflightExtraMs` longer: Chromium sends them outside DevTools network emulation,
 * so without this they would skip the emulated round trip that every other request pays.
 */
export async function startDelayingProxy(
  target: string,
  { delayMs, preflightExtraMs = 0 }: { delayMs: number; preflightExtraMs?: number },
): Promise<DelayingProxy> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  let requests = 0;
  let preflights = 0;
  const server = http.createServer((request, response) => {
    requests += 1;
    const preflight = request.method === 'OPTIONS';
    if (preflight) preflights += 1;
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: upstream.host },
        agent,
      },
      (answer) => {
        setTimeout(
          () => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
          delayMs + (preflight ? preflightExtraMs : 0),
        );
      },
    );
    forwarded.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'text/plain' });
      response.end(`Proxy error: ${error.message}`);
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts: () => ({ requests, preflights }),
    reset: () => {
      requests = 0;
      preflights = 0;
    },
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
