import autocannon from 'autocannon';
import { request } from 'node:http';
import type { AccountCredentials } from '../../server/demo/credentials';
import { startFlood, type FloodTally } from './flood-process';
import { measure, percentile, type Measurement } from './measure';

/**
 * The benchmark's "under load" rows: what a well-behaved client sees while someone else
 * misbehaves. Each prints its figures with its target beside them.
 */
export interface LoadRow {
  name: string;
  measurement: Measurement;
  /** p99 must stay under this many milliseconds. */
  targetP99: number;
}

const ms = (value: number) => value.toFixed(2).padStart(8);

export function printLoadRow(row: LoadRow): void {
  const { name, measurement: m, targetP99 } = row;
  const verdict = missesTarget(row) ? 'MISSED' : 'ok';
  console.info(
    `  ${name.padEnd(42)} n=${String(m.requests).padStart(5)}  p50 ${ms(m.p50)}  p99 ${ms(m.p99)}  errors ${String(m.errors).padStart(4)}   target p99 < ${targetP99} ms: ${verdict}`,
  );
}

export function missesTarget({ measurement: m, targetP99 }: LoadRow): boolean {
  return m.errors > 0 || !(m.p99 < targetP99);
}

const basic = ({ username, password }: AccountCredentials) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

/** One GET, timed from sending to the last byte; resolves with the status and milliseconds. */
function timedGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const sent = request(url, { headers }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** First sign-ins, one after the other: every account is new to the server, so each is a full password check. */
async function measureFirstSignIns(
  baseUrl: string,
  accounts: readonly AccountCredentials[],
): Promise<Measurement> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  for (const account of accounts) {
    const answer = await timedGet(`${baseUrl}/wp-json/wp/v2/users/me`, {
      Authorization: basic(account),
    });
    if (answer.status === 200) latencies.push(answer.ms);
    else errors += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    connections: 1,
    requests: accounts.length,
    errors,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requestsPerSecond: accounts.length / seconds,
  };
}

export interface FloodSetup {
  baseUrl: string;
  /** The signed-in user whose requests are measured (already remembered by the server). */
  signedIn: AccountCredentials;
  /** Never-used accounts: half are measured without the flood, half during it. */
  fresh: readonly AccountCredentials[];
  floodTargets: string[];
  seconds: number;
}

const FLOOD_CONNECTIONS = 32;
const SIGN_IN_TARGET_MS = 150;

/**
 * Another user's sign-ins while 32 connections send wrong passwords for other users: a
 * remembered credential (the dashboard's every request) and first sign-ins (a password
 * check each, competing with the flood's checks for the verification queue).
 */
export async function measureWrongPasswordFlood(setup: FloodSetup): Promise<LoadRow[]> {
  const { baseUrl, signedIn, fresh, floodTargets, seconds } = setup;
  const me = `${baseUrl}/wp-json/wp/v2/users/me`;
  const half = Math.floor(fresh.length / 2);
  console.info(
    `\nWrong-password flood: ${FLOOD_CONNECTIONS} connections, wrong passwords for ${floodTargets.length} other users.`,
  );
  const rows: LoadRow[] = [];
  const record = (name: string, measurement: Measurement) => {
    const row = { name, measurement, targetP99: SIGN_IN_TARGET_MS };
    rows.push(row);
    printLoadRow(row);
  };
  record(
    'first sign-in, no flood (reference)',
    await measureFirstSignIns(baseUrl, fresh.slice(0, half)),
  );

  await measure(me, { Authorization: basic(signedIn) }, 1, 1); // remembered from here on
  const flood = await startFlood({
    url: baseUrl,
    connections: FLOOD_CONNECTIONS,
    usernames: floodTargets,
  });
  let tally: FloodTally;
  try {
    record('first sign-in during the flood', await measureFirstSignIns(baseUrl, fresh.slice(half)));
    record(
      'signed-in users/me during the flood',
      await measure(me, { Authorization: basic(signedIn) }, 1, seconds),
    );
  } finally {
    tally = await flood.stop();
  }
  const answers = Object.entries(tally.byStatus)
    .map(([status, count]) => `${status} ×${count}`)
    .join(', ');
  console.info(
    `  the flood: ${tally.requests} requests from ${tally.sourceAddresses} address(es): ${answers}; socket errors ${tally.socketErrors}`,
  );
  return rows;
}

export const SLOW_FEED_QUERY = '/feeds?search=e&order_by_type=alphabetical&page=1900&per_page=100';
const NEIGHBOUR_CONNECTIONS = 8;
const NEIGHBOUR_TARGET_MS = 25;

/**
 * Cheap reads while 8 anonymous connections keep asking for the slowest feed page: does one
 * client's slow query hold up everyone else?
 */
export async function measureSlowNeighbour(
  namespaceUrl: string,
  signedIn: AccountCredentials,
  seconds: number,
): Promise<LoadRow[]> {
  console.info(
    `\nSlow neighbour: ${NEIGHBOUR_CONNECTIONS} anonymous connections on ${SLOW_FEED_QUERY}.`,
  );
  const headers = { Authorization: basic(signedIn) };
  const targets = [
    { name: 'spaces during the slow neighbour', path: '/spaces' },
    { name: 'members default during the slow neighbour', path: '/spaces/general/members' },
  ];
  for (const target of targets) await measure(`${namespaceUrl}${target.path}`, headers, 1, 1);
  const slowAnswers = new Map<number, number>();
  const hammer = autocannon(
    {
      url: `${namespaceUrl}${SLOW_FEED_QUERY}`,
      connections: NEIGHBOUR_CONNECTIONS,
      duration: seconds * targets.length + 60,
    },
    () => {}, // stopped below, once the measurements are done
  );
  hammer.on('response', (_client, status) =>
    slowAnswers.set(status, (slowAnswers.get(status) ?? 0) + 1),
  );
  const rows: LoadRow[] = [];
  try {
    for (const target of targets) {
      const measurement = await measure(`${namespaceUrl}${target.path}`, headers, 1, seconds);
      const row = { name: target.name, measurement, targetP99: NEIGHBOUR_TARGET_MS };
      rows.push(row);
      printLoadRow(row);
    }
  } finally {
    hammer.stop();
  }
  const answers = [...slowAnswers].map(([status, count]) => `${status} ×${count}`).join(', ');
  console.info(`  the slow neighbour's own answers meanwhile: ${answers || 'none'}`);
  return rows;
}
