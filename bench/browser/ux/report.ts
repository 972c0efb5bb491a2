import {
  figure,
  int,
  median,
  medianRun,
  msCell,
  printTable,
  type Figure,
} from '../../support/figures';
import type { NetworkProfile } from '../../support/network';
import type { Change } from './changes';
import type { Run } from './runs';
import { RUNS, SPACE, VIEWPORT, WATERFALL } from './settings';
import type { TimedStep } from './steps';
import type { WaterfallEntry } from './traffic';

/* What `npm run bench:ux` prints: the steps by profile, the stand-in's, and waterfalls. */

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const kbCell = (f: Figure) => `${kb(f.median)} (${kb(f.min)}–${kb(f.max)})`;

type Row = { label: string; unit: 'ms' | 'bytes' | 'count'; value: (run: Run) => number };

function rowsFor(changes: Change[]): Row[] {
  return [
    { label: 'login page → its form on screen', unit: 'ms', value: (run) => run.loginForm.ms },
    {
      label: '  script arrived before the form',
      unit: 'bytes',
      value: (run) => run.loginForm.scriptBytes,
    },
    {
      label: '  script asked for before the form',
      unit: 'bytes',
      value: (run) => run.loginForm.requestedScriptBytes,
    },
    {
      label: 'sign-in → first card (overview, the landing page)',
      unit: 'ms',
      value: (run) => run.landing.ms,
    },
    { label: 'sign-in → first post (next=/feed)', unit: 'ms', value: (run) => run.signIn.ms },
    {
      label: 'members link, new tab (warm cache) → first row',
      unit: 'ms',
      value: (r) => r.warmLink.ms,
    },
    {
      label: 'members link, new context (cold) → first row',
      unit: 'ms',
      value: (r) => r.coldLink.ms,
    },
    ...changes.map((change): Row => ({
      label: `${change.name} → new rows`,
      unit: 'ms',
      value: (run) => run.changes[change.name]!.ms,
    })),
    {
      label: 'bytes: login page + sign-in → first card',
      unit: 'bytes',
      value: (run) => run.landing.total.bytes,
    },
    { label: '  requests', unit: 'count', value: (run) => run.landing.total.requests },
    {
      label: 'bytes: login page + sign-in → first post',
      unit: 'bytes',
      value: (run) => run.signIn.total.bytes,
    },
    { label: '  requests', unit: 'count', value: (run) => run.signIn.total.requests },
    { label: 'bytes: after the click', unit: 'bytes', value: (run) => run.signIn.traffic.bytes },
    { label: '  requests', unit: 'count', value: (run) => run.signIn.traffic.requests },
    {
      label: 'bytes: members link (cold) → first row',
      unit: 'bytes',
      value: (r) => r.coldLink.traffic.bytes,
    },
  ];
}

/** The targets of the brief, by row label and profile. */
function targetFor(label: string, profile: NetworkProfile): number | null {
  const byProfile = (values: Partial<Record<NetworkProfile['name'], number>>) =>
    values[profile.name] ?? null;
  if (label.startsWith('sign-in')) return byProfile({ '4g': 1500, loopback: 400 });
  if (label.startsWith('members link')) return byProfile({ '4g': 1000, loopback: 300 });
  if (label.endsWith('→ new rows')) return profile.rttMs > 0 ? profile.rttMs + 100 : 100;
  if (label.startsWith('bytes: login page')) return byProfile({ '4g': 200_000 });
  return null;
}

function cellOf(f: Figure, unit: Row['unit']): string {
  const value = unit === 'ms' ? msCell(f) : unit === 'bytes' ? kbCell(f) : `${int(f.median)}`;
  if (f.ok === null) return value;
  const limit = unit === 'bytes' ? kb(f.target!) : `${int(f.target!)}`;
  return `${value} ${f.ok ? 'ok' : 'MISSED'} ≤${limit}`;
}

export function printWaterfall(
  title: string,
  entries: WaterfallEntry[],
  endMs: number,
  end: string,
): void {
  console.info(`\n${title}`);
  console.info('   start    dur      bytes  request');
  for (const entry of entries) {
    const start = `${entry.start >= 0 ? '+' : ''}${int(entry.start)}`.padStart(7);
    const duration = (entry.duration === null ? '…' : int(entry.duration)).padStart(6);
    const bytes = (entry.cached ? 'cache' : kb(entry.bytes)).padStart(10);
    console.info(`  ${start} ${duration} ${bytes}  ${entry.method.padEnd(7)} ${entry.path}`);
  }
  console.info(`  ${`+${int(endMs)}`.padStart(7)}   ${end} (… = still running then)`);
}

/** The figures of one profile table, for the results file. */
export interface ProfilesReport {
  /** Some figure missed its target. */
  missed: boolean;
  table: Record<string, Record<string, Figure>>;
  signInWaterfall: WaterfallEntry[];
  coldLinkWaterfall: WaterfallEntry[];
}

/**
 * Every step by profile against its target, then the sign-in and cold members-link waterfalls
 * of WATERFALL's median runs.
 */
export function printProfiles(
  runs: Map<NetworkProfile, Run[]>,
  profiles: readonly NetworkProfile[],
  changes: Change[],
): ProfilesReport {
  const rows = rowsFor(changes);
  let missed = false;
  const table: Record<string, Record<string, Figure>> = {};
  const cells = rows.map((row) => [
    row.label,
    ...profiles.map((profile) => {
      const f = figure(runs.get(profile)!.map(row.value), targetFor(row.label, profile));
      (table[row.label] ??= {})[profile.name] = f;
      if (f.ok === false) missed = true;
      return cellOf(f, row.unit);
    }),
  ]);
  console.info(
    `\nPerceived speed, Chromium ${VIEWPORT.width}×${VIEWPORT.height}, space "${SPACE}": median (min–max) of ${RUNS} fresh runs, ms\n`,
  );
  printTable(['step', ...profiles.map((profile) => profile.label)], cells);
  console.info(
    '\nTargets: sign-in → first post ≤ 1,500 ms (4G), ≤ 400 ms (loopback); members link → first row ≤ 1,000 / ≤ 300 ms;\n' +
      'each change ≤ RTT + 100 ms (250 ms 4G, 140 ms broadband), ≤ 100 ms loopback; login page + sign-in → first post ≤ 200 KB (4G).',
  );
  const waterfallProfile =
    profiles.find((profile) => profile.name === WATERFALL) ?? profiles[profiles.length - 1]!;
  const chosen = medianRun(runs.get(waterfallProfile)!, (run) => run.signIn.ms);
  printWaterfall(
    `Sign-in waterfall, ${waterfallProfile.label} (the median run, ${int(chosen.signIn.ms)} ms): ms from the click on "Sign in"`,
    chosen.signIn.traffic.waterfall,
    chosen.signIn.ms,
    'first post on screen',
  );
  const cold = medianRun(runs.get(waterfallProfile)!, (run) => run.coldLink.ms);
  printWaterfall(
    `Members link waterfall, new context (cold), ${waterfallProfile.label} (the median run, ${int(cold.coldLink.ms)} ms): ms from navigation start`,
    cold.coldLink.traffic.waterfall,
    cold.coldLink.ms,
    'first row on screen',
  );
  return {
    missed,
    table,
    signInWaterfall: chosen.signIn.traffic.waterfall,
    coldLinkWaterfall: cold.coldLink.traffic.waterfall,
  };
}

/** The stand-in's figures, for the results file. */
export interface StandInReport {
  figures: Record<string, Figure & { api: number; preflights: number }>;
  signInWaterfall: WaterfallEntry[];
}

/**
 * The stand-in's steps with the API requests and preflights each started, what the proxy saw
 * in all, and the median run's sign-in waterfall.
 */
export function printStandIn(
  runs: readonly Run[],
  changes: Change[],
  proxied: { requests: number; preflights: number },
): StandInReport {
  const stepsOf: Array<[string, (run: Run) => TimedStep]> = [
    ['sign-in → first card (overview)', (run) => run.landing],
    ['sign-in → first post (next=/feed)', (run) => run.signIn],
    ['members link, new tab (warm cache) → first row', (run) => run.warmLink],
    ['members link, new context (cold) → first row', (run) => run.coldLink],
    ...changes.map((change): [string, (run: Run) => TimedStep] => [
      `${change.name} → new rows`,
      (run) => run.changes[change.name]!,
    ]),
  ];
  const figures: Record<string, Figure & { api: number; preflights: number }> = {};
  const cells = stepsOf.map(([label, step]) => {
    const f = figure(
      runs.map((run) => step(run).ms),
      null,
    );
    const api = median(runs.map((run) => step(run).traffic.api));
    const preflights = median(runs.map((run) => step(run).traffic.preflights));
    figures[label] = { ...f, api, preflights };
    return [label, msCell(f), String(api), String(preflights)];
  });
  console.info(`\nStand-in, broadband: median (min–max) of ${RUNS} fresh runs, ms\n`);
  printTable(['step', 'time', 'API requests', 'preflights (OPTIONS)'], cells);
  console.info(
    `\nAPI requests and preflights: those started between the user's event and the rows or post on screen (median over runs).\n` +
      `The proxy saw ${proxied.requests} requests in all, ${proxied.preflights} of them preflights (OPTIONS).`,
  );
  const chosen = medianRun(runs, (run) => run.signIn.ms);
  printWaterfall(
    `Sign-in waterfall, stand-in (the median run, ${int(chosen.signIn.ms)} ms): ms from the click on "Sign in"`,
    chosen.signIn.traffic.waterfall,
    chosen.signIn.ms,
    'first post on screen',
  );
  return { figures, signInWaterfall: chosen.signIn.traffic.waterfall };
}
