import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { BENCH_DATA_DIR, BENCH_SIZE, ensureBenchData } from '../support/dataset';
import { LARGE_SPACE, measureBulkApproval } from './approvals';

/**
 * `npm run bench:actions`: over the 20k-member / 200k-post bench community (seeded once into
 * .bench/), the time the dashboard's bulk run takes to approve 500 join requests of the
 * 20k-member space against the demo server, and the requests per second it held.
 * `-- --requests N` approves another number.
 */
const { values } = parseArgs({ options: { requests: { type: 'string', default: '500' } } });
const requests = Number(values.requests);

const credentials = ensureBenchData(BENCH_DATA_DIR);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
console.info(
  `${BENCH_SIZE.users.toLocaleString('en')} members, ${BENCH_SIZE.posts.toLocaleString('en')} posts; ${availableParallelism()} CPUs, load average ${load()}`,
);
const run = await measureBulkApproval(BENCH_DATA_DIR, credentials, requests);
console.info(
  `Bulk approval in "${LARGE_SPACE}" (${BENCH_SIZE.users.toLocaleString('en')} members), ${run.concurrency} in flight:`,
);
console.info(
  `  ${run.requests} requests approved in ${run.seconds.toFixed(2)} s: ${run.perSecond.toFixed(0)} req/s; per request p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms; ${run.failed} failed`,
);
console.info(`  pending requests before ${run.pendingBefore}, after ${run.pendingAfter}`);
console.info(`Load average after: ${load()}`);
if (run.failed > 0 || run.pendingAfter !== run.pendingBefore - run.requests) process.exitCode = 1;
