import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * Part 1's clock (see run.ts): a fetch that times every request the walks make, and the page
 * fetchers' calls marked on the requests they made, so each request's time splits into server,
 * transfer and client.
 */

/** One request as the timing fetch saw it (performance.now() times). */
export interface RequestTiming {
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
export function timedPages<A extends unknown[], R>(
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
export function createTimingFetch() {
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

export type TimingFetch = ReturnType<typeof createTimingFetch>;

/** Per request, on average over the run: server, transfer and client time (see above). */
export function whereTimeGoes(timings: readonly RequestTiming[]) {
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
