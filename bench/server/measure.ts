import autocannon from 'autocannon';

export interface Measurement {
  connections: number;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  /** Mean bytes per response, headers included, as they crossed the socket (when measured). */
  bytesPerResponse?: number;
}

/** The exact percentile of sorted latencies (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/**
 * Runs autocannon against one URL. autocannon's own histogram keeps whole milliseconds, so
 * the latency of every response is collected here (sub-millisecond) and the percentiles are
 * computed exactly, p95 included. autocannon sends only the headers given: no
 * Accept-Encoding, so answers come uncompressed unless `headers` asks (compression.ts).
 */
export async function measure(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<Measurement> {
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, headers, connections, duration: seconds, pipelining: 1 },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, responseBytes, responseTime) => {
      bytes += responseBytes;
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      else errors += 1;
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    connections,
    requests: latencies.length + errors,
    errors: errors + result.errors + result.timeouts,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requestsPerSecond: result.requests.average,
    bytesPerResponse: latencies.length + errors > 0 ? bytes / (latencies.length + errors) : 0,
  };
}
