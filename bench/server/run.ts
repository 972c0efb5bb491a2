import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseDatabaseUrl } from '../../server/store/wordpress/database-url';
import { ensureWordPressCopy } from './wordpress-target';
import { databaseFile } from '../../server/store/sqlite/open';
import { defaultLaneSizes } from '../../server/store/sqlite/read-lanes';
import {
  BENCH_SPAN_DAYS,
  BENCH_TIERS,
  ensureBenchData,
  isBenchTier,
  type BenchTier,
} from '../support/dataset';
import { readSavedRows, tierComparison } from './tier-comparison';
import { measureCompression } from './compression';
import { measure, percentile, type Measurement } from './measure';
import {
  BENCH_QUERIES,
  courseInsightsPath,
  INSIGHTS_NAMESPACE,
  overviewInsightsPath,
  spaceInsightsPath,
} from './queries';
import { startServerProcess } from '../support/server-process';
import { prepareSignInAccounts } from './sign-in-accounts';
import {
  measureSlowNeighbour,
  measureWrongPasswordFlood,
  missesTarget,
  type LoadRow,
} from './under-load';

/**
 * `npm run bench:server`: seeds 20k members and 200k posts once (cached in .bench/), starts
 * the server as a child process on a random port, and measures every representative query
 * at 1 and 16 connections. Target at 1 connection: p50 < 5 ms and p99 < 25 ms. Then two
 * rows under load (under-load.ts): sign-ins during a wrong-password flood (p99 < 150 ms) and
 * cheap reads next to a slow neighbour (p99 < 25 ms). Between them, what compressing the big
 * answers costs per request (compression.ts).
 *
 * `-- --database mysql://USER:PASS@HOST:PORT/DB` measures the WordPress store instead, over
 * the same demo copied into that (scratch) database in WordPress's shape (wordpress-target.ts).
 * The flood row is left out there: it measures password checks, the same for both stores.
 * With `--local-copy` as well, the server keeps a local copy of that database (LOCAL_COPY=1,
 * docs/decisions/024) in a temporary directory; the bench waits for it, then measures.
 *
 * `-- --tier 2m` runs the same at ten times the size (200k members, 2M posts; dataset.ts
 * `BENCH_TIERS`, seeded once into its own directory), then prints its rows beside the same
 * store's last 200k run, with how each grew.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
/**
 * BENCH_ONLY=regex runs the matching queries (and load rows: "wrong-password flood", "slow
 * neighbour"; compression rows: "compression", see compression.ts) only.
 */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const TARGET = { p50: 5, p99: 25 };
const FLOOD_ROW = 'wrong-password flood';
const NEIGHBOUR_ROW = 'slow neighbour';

const ms = (value: number) => value.toFixed(2).padStart(7);

/**
 * Before a row is measured: the statement cache, the page cache, the auth cache, and what
 * each read worker keeps until the data changes (kept-until-change.ts). Each worker keeps its
 * own, so an answer counted anew in seconds (the insights of a 200k-member space) would be
 * counted again by each worker inside the measured seconds: as many requests at once as there
 * are workers, each awaited whatever it takes, give every worker its first.
 */
async function warmUp(url: string, headers: Record<string, string>): Promise<void> {
  await measure(url, headers, 1, 1);
  const { cheap, heavy } = defaultLaneSizes();
  await Promise.all(
    Array.from({ length: cheap + heavy }, () =>
      fetch(url, { headers }).then((response) => response.arrayBuffer()),
    ),
  );
}

/**
 * The insights counted anew each time, as after every change to the data: each request a
 * different `now` (a second apart), so nothing kept answers it. One at a time.
 */
const COUNTED_ANEW: readonly { row: string; path: (second: number) => string }[] = [
  {
    row: 'insights overview (counted anew)',
    path: (second) => overviewInsightsPath(new Date(), second),
  },
  {
    row: 'insights space general (counted anew)',
    path: (second) => spaceInsightsPath('general', new Date(), second),
  },
  {
    row: 'insights course 6 (counted anew)',
    path: (second) => courseInsightsPath(6, new Date(), second),
  },
];
const COUNTED_ANEW_ROWS = new Set(COUNTED_ANEW.map(({ row }) => row));
const COUNTED_ANEW_REQUESTS = 30;

async function measureCountedAnew(
  base: string,
  auth: string,
  pathAt: (second: number) => string,
): Promise<Measurement> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  for (let second = 1; second <= COUNTED_ANEW_REQUESTS; second += 1) {
    const url = `${base}/wp-json/${INSIGHTS_NAMESPACE}${pathAt(second)}`;
    const sent = performance.now();
    const response = await fetch(url, { headers: { Authorization: auth } });
    await response.arrayBuffer();
    if (response.ok) latencies.push(performance.now() - sent);
    else errors += 1;
  }
  latencies.sort((a, b) => a - b);
  return {
    connections: 1,
    requests: COUNTED_ANEW_REQUESTS,
    errors,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requestsPerSecond: (COUNTED_ANEW_REQUESTS * 1000) / (performance.now() - started),
  };
}

/**
 * Reads the database file once so the OS has it in memory: otherwise the first queries
 * measure the disk, not the server (the 200k-post database is ~0.9 GB).
 */
function warmPageCache(file: string): void {
  const fd = openSync(file, 'r');
  const buffer = Buffer.allocUnsafe(1 << 20);
  try {
    while (readSync(fd, buffer, 0, buffer.length, null) > 0);
  } finally {
    closeSync(fd);
  }
}

function benchArguments(argv: readonly string[]) {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      database: { type: 'string' },
      'local-copy': { type: 'boolean' },
      tier: { type: 'string', default: '200k' },
    },
    strict: true,
  });
  if (values['local-copy'] && !values.database) {
    throw new Error('--local-copy needs --database mysql://… (the site to copy).');
  }
  const tier = values.tier;
  if (!isBenchTier(tier)) {
    throw new Error(`--tier ${tier}: the tiers are ${Object.keys(BENCH_TIERS).join(' and ')}.`);
  }
  return { databaseUrl: values.database, localCopy: values['local-copy'] === true, tier };
}

/** How long the bench waits for the first local copy of the 200k-post site (longer for 2M). */
const LOCAL_COPY_WAIT_MS = 15 * 60_000;

/** Where a run's rows are saved: one file per store and tier (200k keeps its old names). */
function resultsFile(databaseUrl: string | undefined, localCopy: boolean, tier: BenchTier) {
  const store = databaseUrl ? (localCopy ? '-wordpress-copy' : '-wordpress') : '';
  return path.resolve('.bench', `server-results${store}${tier === '200k' ? '' : `-${tier}`}.json`);
}

async function main(): Promise<void> {
  const { databaseUrl, localCopy, tier } = benchArguments(process.argv.slice(2));
  const { size, dataDir } = BENCH_TIERS[tier];
  const credentials = ensureBenchData(dataDir, new Date(), BENCH_SPAN_DAYS, size);
  const selected = (name: string) => !ONLY || ONLY.test(name);
  const floodAccounts =
    selected(FLOOD_ROW) && !databaseUrl ? prepareSignInAccounts(dataDir, 40, 32) : null;
  if (databaseUrl) await ensureWordPressCopy(databaseUrl, dataDir);
  else warmPageCache(databaseFile(dataDir));
  // The copy goes to a directory of its own: never beside the cached demo.
  const copyDir = localCopy ? mkdtempSync(path.join(tmpdir(), 'community-desk-bench-copy-')) : null;
  const server = await startServerProcess({
    dataDir: copyDir ?? dataDir,
    databaseUrl,
    localCopy,
  });
  let copyReady = '';
  const copyWaitMs = LOCAL_COPY_WAIT_MS * Math.max(1, size.posts / BENCH_TIERS['200k'].size.posts);
  if (localCopy) {
    console.info('Waiting for the local copy of the site…');
    copyReady = await Promise.race([
      server.nextLine(/^Local copy ready:/),
      server.nextLine(/^Local copy not built:/).then((line) => {
        throw new Error(line);
      }),
      new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(new Error(`No local copy after ${copyWaitMs / 60_000} minutes.`)),
          copyWaitMs,
        ).unref(),
      ),
    ]);
  }
  const auth = `Basic ${Buffer.from(`${credentials.admin.username}:${credentials.admin.password}`).toString('base64')}`;
  const rows: { name: string; measurement: Measurement }[] = [];
  const loadRows: LoadRow[] = [];
  try {
    console.info(
      `Server ${server.url}, ${SECONDS}s per run. Latencies in ms; p95 is exact (see measure.ts).`,
    );
    console.info(
      `Tier ${tier}: ${size.users.toLocaleString('en')} members, ${size.posts.toLocaleString('en')} posts.`,
    );
    console.info(
      databaseUrl
        ? `Store: WordPress database ${parseDatabaseUrl(databaseUrl).describe}` +
            (localCopy ? `, read through a local copy. ${copyReady}` : '.')
        : `Store: SQLite demo in ${dataDir}.`,
    );
    // Other work on the machine shows in every figure: say how busy it was.
    console.info(
      `${availableParallelism()} CPUs, load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}.\n`,
    );
    console.info(`${'query'.padEnd(38)} conn      p50      p95      p99    req/s  errors`);
    for (const query of BENCH_QUERIES.filter((q) => selected(q.name))) {
      const url = `${server.url}/wp-json/${query.namespace ?? 'fluent-community/v2'}${query.path}`;
      const headers: Record<string, string> = query.anonymous ? {} : { Authorization: auth };
      await warmUp(url, headers);
      for (const connections of [1, 16]) {
        const measurement = await measure(url, headers, connections, SECONDS);
        rows.push({ name: query.name, measurement });
        const m = measurement;
        console.info(
          `${query.name.padEnd(38)} ${String(connections).padStart(4)} ${ms(m.p50)}  ${ms(m.p95)}  ${ms(m.p99)} ${m.requestsPerSecond.toFixed(0).padStart(8)} ${String(m.errors).padStart(7)}`,
        );
      }
    }
    for (const { row, path: pathAt } of COUNTED_ANEW) {
      if (!selected(row)) continue;
      const anew = await measureCountedAnew(server.url, auth, pathAt);
      rows.push({ name: row, measurement: anew });
      console.info(
        `${row.padEnd(38)} ${String(1).padStart(4)} ${ms(anew.p50)}  ${ms(anew.p95)}  ${ms(anew.p99)} ${anew.requestsPerSecond.toFixed(0).padStart(8)} ${String(anew.errors).padStart(7)}`,
      );
    }
    const namespace = `${server.url}/wp-json/fluent-community/v2`;
    rows.push(...(await measureCompression(namespace, auth, SECONDS, selected)));
    if (floodAccounts) {
      const setup = { baseUrl: server.url, signedIn: credentials.admin, seconds: SECONDS };
      loadRows.push(...(await measureWrongPasswordFlood({ ...setup, ...floodAccounts })));
    }
    if (selected(NEIGHBOUR_ROW)) {
      const namespaceUrl = `${server.url}/wp-json/fluent-community/v2`;
      loadRows.push(...(await measureSlowNeighbour(namespaceUrl, credentials.admin, SECONDS)));
    }
  } finally {
    await server.stop();
    if (copyDir) rmSync(copyDir, { recursive: true, force: true });
  }
  const saved = [...rows, ...loadRows];
  writeFileSync(resultsFile(databaseUrl, localCopy, tier), JSON.stringify(saved, null, 2));
  if (tier !== '200k') {
    // Side by side with the same store's last 200k run on this machine, to say how each grows.
    const small = readSavedRows(resultsFile(databaseUrl, localCopy, '200k'));
    console.info('');
    if (small) {
      console.info(`The same rows at 200k (the last run saved) and at ${tier}:\n`);
      for (const line of tierComparison(small, saved, ['200k', tier])) console.info(line);
    } else {
      console.info(
        `No 200k figures of this store saved yet: run this bench without --tier first to see both side by side.`,
      );
    }
  }
  // The insights counted anew are what a change to the data costs once, not a target.
  const missed = rows.filter(
    ({ name, measurement: m }) =>
      !COUNTED_ANEW_ROWS.has(name) &&
      m.connections === 1 &&
      (m.p50 >= TARGET.p50 || m.p99 >= TARGET.p99 || m.errors > 0),
  );
  if (rows.length > 0) {
    console.info(
      missed.length === 0
        ? `\nAll queries meet the target at 1 connection (p50 < ${TARGET.p50} ms, p99 < ${TARGET.p99} ms, no errors).`
        : `\nMissed the target at 1 connection: ${missed.map((row) => row.name).join(', ')}`,
    );
  }
  const missedUnderLoad = loadRows.filter(missesTarget);
  if (loadRows.length > 0) {
    console.info(
      missedUnderLoad.length === 0
        ? 'All rows under load meet their targets.'
        : `Missed the target under load: ${missedUnderLoad.map((row) => row.name).join(', ')}`,
    );
  }
  if (missed.length > 0 || missedUnderLoad.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
