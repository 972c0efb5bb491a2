import type { ContentCoding } from '../../server/http/accept-encoding';
import { compressBody } from '../../server/http/compression';
import { measure, type Measurement } from './measure';

/**
 * What REST compression costs per request (server/http/rest-compression.ts,
 * docs/decisions/018): the big answers measured at 1 connection as the bench's other rows
 * do — no Accept-Encoding, so uncompressed — then as a browser over https asks
 * (`br, gzip`: brotli) and over plain http (`gzip, deflate`: gzip). The p50 difference is
 * the time compressing takes, give or take the machine's noise; the last column is that time
 * alone — the server's own settings on the same answer, timed here (median of 20) — and
 * the bytes per response (headers included) what it saves. Selected with
 * BENCH_ONLY=compression; the rows count against the same p50/p99 target.
 */
export interface CompressionRow {
  name: string;
  measurement: Measurement;
}

/** Paths are relative to the FluentCommunity namespace; all run as the demo admin. */
const TARGETS = [
  { name: 'feeds default (200k)', path: '/feeds' },
  { name: 'feeds per_page=20', path: '/feeds?per_page=20' },
  { name: 'members default (20k)', path: '/spaces/general/members' },
] as const;

const CODINGS: readonly {
  label: string;
  acceptEncoding: string | null;
  coding: ContentCoding | null;
}[] = [
  { label: 'none', acceptEncoding: null, coding: null },
  { label: 'br', acceptEncoding: 'br, gzip', coding: 'br' },
  { label: 'gzip', acceptEncoding: 'gzip, deflate', coding: 'gzip' },
];

export const COMPRESSION_ROW_PREFIX = 'compression';

/** Every row's name, for BENCH_ONLY: `compression: feeds per_page=20, br`. */
export function compressionRowName(target: string, coding: string): string {
  return `${COMPRESSION_ROW_PREFIX}: ${target}, ${coding}`;
}

const ms = (value: number) => value.toFixed(2).padStart(7);

/** The median time, in ms, the server's settings take to compress `body`. */
function compressionTime(body: Uint8Array, coding: ContentCoding): number {
  const times: number[] = [];
  for (let run = 0; run < 20; run += 1) {
    const started = performance.now();
    compressBody(body, coding);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[10] ?? Number.NaN;
}

export async function measureCompression(
  namespaceUrl: string,
  authorization: string,
  seconds: number,
  selected: (name: string) => boolean,
): Promise<CompressionRow[]> {
  const rows: CompressionRow[] = [];
  const wanted = TARGETS.flatMap((target) =>
    CODINGS.map((coding) => ({
      target,
      coding,
      name: compressionRowName(target.name, coding.label),
    })),
  ).filter(({ name }) => selected(name));
  if (wanted.length === 0) return rows;
  console.info(
    `\n${'compression (1 connection)'.padEnd(34)} coding     p50      p99   bytes/response  p50 cost  compressing`,
  );
  const plainP50 = new Map<string, number>();
  const bodies = new Map<string, Uint8Array>();
  for (const { target, coding, name } of wanted) {
    const url = `${namespaceUrl}${target.path}`;
    const headers: Record<string, string> = { Authorization: authorization };
    if (coding.acceptEncoding) headers['Accept-Encoding'] = coding.acceptEncoding;
    await measure(url, headers, 1, 1); // warm-up
    const measurement = await measure(url, headers, 1, seconds);
    rows.push({ name, measurement });
    if (coding.coding === null) plainP50.set(target.name, measurement.p50);
    const plain = plainP50.get(target.name);
    const cost =
      coding.coding === null || plain === undefined
        ? ''
        : `${measurement.p50 - plain >= 0 ? '+' : ''}${(measurement.p50 - plain).toFixed(2)} ms`;
    let body = bodies.get(target.name);
    if (!body) {
      const response = await fetch(url, {
        headers: { Authorization: authorization, 'Accept-Encoding': 'identity' },
      });
      body = new Uint8Array(await response.arrayBuffer());
      bodies.set(target.name, body);
    }
    const zlib = coding.coding ? `${compressionTime(body, coding.coding).toFixed(2)} ms` : '';
    const bytes = Math.round(measurement.bytesPerResponse ?? 0).toLocaleString('en-US');
    console.info(
      `${target.name.padEnd(34)} ${coding.label.padEnd(6)} ${ms(measurement.p50)}  ${ms(measurement.p99)} ${bytes.padStart(16)}  ${cost.padStart(8)}  ${zlib.padStart(11)}`,
    );
  }
  return rows;
}
