/**
 * `npm run bench:login-form` (also run by `npm run bench:bundle`): the login screen's form
 * over Chromium's emulated 4G — the time from navigation start to the frame that shows its
 * Username field, and the script that arrived (and was asked for) before it
 * (bench/browser/login-form/measure.ts). The reference server serves the built app (dist/, built
 * first when missing) over the small demo community in `.bench/login-form-data` (seeded once).
 * Medians of BENCH_LOGIN_FORM_RUNS fresh runs (5) after one untimed run, over
 * BENCH_LOGIN_FORM_PROFILES (4g; also loopback, broadband). BENCH_DIST_DIR=dir (dist).
 */
import { chromium } from '@playwright/test';
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startServerProcess } from '../../support/server-process';
import { figure, int, msCell, printTable } from '../../support/figures';
import { PROFILES } from '../../support/network';
import { chromiumLaunchOptions } from '../../../test/browser';
import { measureLoginForm, type LoginFormTiming } from './measure';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const RUNS = Math.max(1, Number(process.env.BENCH_LOGIN_FORM_RUNS ?? 5) || 5);
const DATA_DIR = path.join(ROOT, '.bench', 'login-form-data');
const DIST_DIR = path.resolve(ROOT, process.env.BENCH_DIST_DIR ?? 'dist');

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

async function main(): Promise<void> {
  const profiles = (process.env.BENCH_LOGIN_FORM_PROFILES ?? '4g').split(',').map((name) => {
    const profile = PROFILES.find((candidate) => candidate.name === name.trim().toLowerCase());
    if (!profile) throw new Error(`Unknown profile "${name}" (${PROFILES.map((p) => p.name)})`);
    return profile;
  });
  if (!existsSync(path.join(DIST_DIR, 'index.html'))) {
    console.info('Building the app (dist/ is missing)…');
    execSync('npx vite build --logLevel warn', { cwd: ROOT, stdio: 'inherit' });
  }
  const server = await startServerProcess({ dataDir: DATA_DIR, distDir: DIST_DIR });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    await measureLoginForm(browser, server.url, PROFILES[0]!);
    const runs = new Map<string, LoginFormTiming[]>(profiles.map((p) => [p.name, []]));
    for (let round = 0; round < RUNS; round++) {
      for (const profile of profiles) {
        runs.get(profile.name)!.push(await measureLoginForm(browser, server.url, profile));
      }
    }
    console.info(
      `\nLogin form, /login in a fresh context → its Username field on screen: median (min–max) of ${RUNS} runs\n`,
    );
    const row = (label: string, value: (run: LoginFormTiming) => number, bytes: boolean) => [
      label,
      ...profiles.map((profile) => {
        const f = figure(runs.get(profile.name)!.map(value));
        return bytes ? `${kb(f.median)} (${kb(f.min)}–${kb(f.max)})` : msCell(f);
      }),
    ];
    printTable(
      ['login form', ...profiles.map((profile) => profile.label)],
      [
        row('form on screen, ms', (run) => run.ms, false),
        row('script arrived before it', (run) => run.scriptBytes, true),
        [
          '  files',
          ...profiles.map((p) => int(figure(runs.get(p.name)!.map((r) => r.scripts)).median)),
        ],
        row('script asked for before it', (run) => run.requestedScriptBytes, true),
        [
          '  files',
          ...profiles.map((p) =>
            int(figure(runs.get(p.name)!.map((r) => r.requestedScripts)).median),
          ),
        ],
      ],
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
