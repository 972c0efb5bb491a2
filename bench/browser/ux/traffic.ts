import type { LoggedRequest, NetworkLog } from '../../support/network';
import type { Clock } from './page-probe';

/* The requests seen by the DevTools protocol during a timed step, on the page's clock. */

export interface WaterfallEntry {
  /** ms from the start of the measured interval (the click, the navigation). */
  start: number;
  /** ms to the end of the response; null: still running at the end of the interval. */
  duration: number | null;
  method: string;
  path: string;
  type: string;
  bytes: number;
  cached: boolean;
}

export interface Traffic {
  /** Requests finished by `end`, and their bytes. */
  requests: number;
  bytes: number;
  /** Requests started before `end` and still running. */
  running: number;
  /** API requests (under /wp-json/) started in the interval, and CORS preflights among them. */
  api: number;
  preflights: number;
  waterfall: WaterfallEntry[];
}

function shortPath(url: string): string {
  const parsed = new URL(url);
  const text = `${parsed.pathname}${parsed.search}`;
  return text.length > 110 ? `${text.slice(0, 109)}…` : text;
}

/** The traffic between `from` and `end` (page clock); `countFrom` where byte counting starts. */
export function trafficOf(
  net: NetworkLog,
  clock: Clock,
  { from, end, countFrom = from }: { from: number; end: number; countFrom?: number },
): Traffic {
  const timed = net.requests().map((request: LoggedRequest) => ({
    request,
    sent: net.toPageMs(request.sentAt, clock.timeOrigin),
    done: request.finishedAt === null ? null : net.toPageMs(request.finishedAt, clock.timeOrigin),
  }));
  const finished = timed.filter(
    ({ sent, done, request }) =>
      sent >= countFrom && done !== null && done <= end && !request.failed,
  );
  const inInterval = timed.filter(
    ({ sent, done }) => sent <= end && (done === null || done >= from),
  );
  const apiCalls = timed.filter(
    ({ sent, request }) => sent >= from && sent <= end && request.url.includes('/wp-json/'),
  );
  return {
    requests: finished.length,
    bytes: finished.reduce((sum, { request }) => sum + request.bytes, 0),
    running: timed.filter(({ sent, done }) => sent <= end && (done === null || done > end)).length,
    api: apiCalls.filter(({ request }) => request.method !== 'OPTIONS').length,
    preflights: apiCalls.filter(({ request }) => request.method === 'OPTIONS').length,
    waterfall: inInterval
      .sort((a, b) => a.sent - b.sent)
      .map(({ request, sent, done }) => ({
        start: sent - from,
        duration: done === null || done > end ? null : done - sent,
        method: request.method,
        path: shortPath(request.url),
        type: request.type,
        bytes: request.bytes,
        cached: request.fromCache,
      })),
  };
}
