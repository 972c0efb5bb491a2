import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { BENCH_DATA_DIR, ensureBenchData } from '../../support/dataset';
import { startServerProcess } from '../../support/server-process';
import { CHANGES } from './changes';
import { measureChange, type Measurement } from './measure';
import { WATCH_PAGE, watchRequests } from './probes';
import { chromiumLaunchOptions, signInThroughLoginScreen } from '../../../test/browser';
import { printReport } from './report';

/**
 * `npm run bench:members`: the members page against a space of 20k members (the cached
 * database of `npm run bench:server`, seeded once if missing). Builds the app, starts the
 * reference server as a child process, signs in with Chromium, opens the space's members and
 * applies filter changes one by one. For each change it prints the time from the user's event
 * to the first frame with the new rows in the DOM (the time of the page's own request beside
 * it), the API requests the change caused (the page itself, the prefetch of the next page,
 * anything else), and the most <tr> rows the table body held meanwhile.
 * Each round starts from a fresh page load (an empty query cache); times are medians.
 *
 * DIST_DIR=… serves that folder instead of building; BENCH_SPACE=… picks another space;
 * BENCH_ROUNDS=… sets the rounds (3).
 */
const SPACE = process.env.BENCH_SPACE ?? 'general';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

async function main(): Promise<void> {
  const credentials = ensureBenchData();
  const { username, password } = credentials.admin;
  const auth = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  const builtHere = process.env.DIST_DIR
    ? null
    : mkdtempSync(path.join(tmpdir(), 'bench-members-'));
  const distDir = process.env.DIST_DIR ?? builtHere!;
  if (builtHere) {
    console.info(`Building the app into ${builtHere}…`);
    await build({ logLevel: 'warn', build: { outDir: builtHere, emptyOutDir: true } });
  }
  const server = await startServerProcess({
    dataDir: BENCH_DATA_DIR,
    distDir: path.resolve(distDir),
  });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await signInThroughLoginScreen(page, server.url, { username, password });
    const context = {
      page,
      requests: watchRequests(page, SPACE),
      space: SPACE,
      base: server.url,
      auth,
    };
    const steps = [
      { name: 'open the space (link on /spaces)', filters: { page: 1, per_page: 20 } },
      ...CHANGES,
    ];
    const rounds: Measurement[][] = steps.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      await page.goto(`${server.url}/spaces`);
      const link = page
        .getByRole('region', { name: /All spaces/ })
        .locator(`a[href="/spaces/${SPACE}/members"]`);
      await link.waitFor();
      await page.evaluate(WATCH_PAGE);
      for (const [index, step] of steps.entries()) {
        const act = 'act' in step ? () => step.act(page) : () => link.click();
        rounds[index]!.push(await measureChange(context, step.filters, act));
      }
    }
    console.info(
      `\nMembers of "${SPACE}" (${BENCH_DATA_DIR}), ${ROUNDS} rounds from a fresh page load\n`,
    );
    const overflow = printReport(
      steps.map((step, index) => ({
        name: step.name,
        perPage: step.filters.per_page,
        rounds: rounds[index]!,
      })),
    );
    console.info(
      overflow.length === 0
        ? '\nThe table body never held more rows than per_page.'
        : `\nMORE ROWS THAN per_page in: ${overflow.join(', ')}`,
    );
    if (overflow.length > 0) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.stop();
    if (builtHere) rmSync(builtHere, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
