import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { figure, int } from '../support/figures';
import { BENCH_DATA_DIR, BENCH_SIZE, ensureBenchData } from '../support/dataset';
import { LARGE_SPACE, measureBulkApproval } from './approvals';
import { measureInbox } from './inbox';

/**
 * `npm run bench:actions`: over the 20k-member / 200k-post bench community (seeded once into
 * .bench/):
 * - the time the dashboard's bulk run takes to approve 500 join requests of the 20k-member
 *   space against the demo server, and the requests per second it held;
 * - the inbox's time to its first item after sign-in, in Chromium on loopback (target
 *   ≤ 300 ms), from the sidebar, from a fresh load of `/inbox` and signing in from it, on the
 *   page's own clock (as bench:insights), with the driver's clock beside it.
 * `-- --requests N` approves another number; `-- --rounds N` measures the inbox N times (5);
 * DIST_DIR=… serves that build instead of building one.
 */
const TARGET_MS = 300;
const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '500' },
    rounds: { type: 'string', default: '5' },
  },
});
const requests = Number(values.requests);
const rounds = Number(values.rounds);

const credentials = ensureBenchData(BENCH_DATA_DIR);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const size = `${int(BENCH_SIZE.users)} members, ${int(BENCH_SIZE.posts)} posts`;
console.info(`${size}; ${availableParallelism()} CPUs, load average ${load()}`);

const run = await measureBulkApproval(BENCH_DATA_DIR, credentials, requests);
console.info(
  `Bulk approval in "${LARGE_SPACE}" (${int(BENCH_SIZE.users)} members), ${run.concurrency} in flight:`,
);
console.info(
  `  ${run.requests} requests approved in ${run.seconds.toFixed(2)} s: ${run.perSecond.toFixed(0)} req/s; per request p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms; ${run.failed} failed`,
);
console.info(`  pending requests before ${run.pendingBefore}, after ${run.pendingAfter}`);
if (run.failed > 0 || run.pendingAfter !== run.pendingBefore - run.requests) process.exitCode = 1;

const builtHere = process.env.DIST_DIR ? null : mkdtempSync(path.join(tmpdir(), 'bench-actions-'));
const distDir = path.resolve(process.env.DIST_DIR ?? builtHere!);
try {
  if (builtHere) {
    console.info(`Building the app into ${builtHere}…`);
    await build({ logLevel: 'warn', build: { outDir: builtHere, emptyOutDir: true } });
  }
  const inbox = await measureInbox(BENCH_DATA_DIR, distDir, credentials, rounds);
  console.info(
    `Inbox, time to the first join request (${rounds} rounds, median; target ≤ ${TARGET_MS} ms on the page's clock: from the click, or a fresh load's start, to the frame that shows it; the driver's clock adds Playwright's own round trips):`,
  );
  for (const [label, way] of [
    ['sidebar link after sign-in', inbox.fromSidebar],
    ['fresh load of /inbox', inbox.fromLoad],
    ['signing in from /inbox', inbox.fromSignIn],
  ] as const) {
    const measured = figure(way.page, TARGET_MS);
    const driver = figure(way.driver);
    console.info(
      `  ${label.padEnd(28)} ${int(measured.median).padStart(5)} ms  (runs ${measured.runs.join(', ')})  ${measured.ok ? 'ok' : 'MISSED'};  driver's clock ${int(driver.median)} ms`,
    );
  }
} finally {
  if (builtHere) rmSync(builtHere, { recursive: true, force: true });
}
console.info(`Load average after: ${load()}`);
