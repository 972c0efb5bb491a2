import type { BrowserContext } from '@playwright/test';
import { int } from '../../support/figures';
import type { NetworkProfile } from '../../support/network';
import { measureLoginForm, type LoginFormTiming } from '../login-form/measure';
import { RUNS } from './settings';
import {
  measureChange,
  measureLink,
  measureSignIn,
  newContext,
  openTab,
  type Setup,
  type TimedStep,
} from './steps';
import type { Traffic } from './traffic';

/* One run of every step over a profile, in fresh contexts; and RUNS rounds over the profiles. */

export interface Run {
  /** /login in a fresh context, to its form on screen (bench/browser/login-form/measure.ts). */
  loginForm: LoginFormTiming;
  /** Sign-in from /login: lands on the overview (its first card). */
  landing: TimedStep & { total: Traffic };
  /** Sign-in from /login?next=/feed: the feed's first post. */
  signIn: TimedStep & { total: Traffic };
  warmLink: TimedStep;
  coldLink: TimedStep;
  changes: Record<string, TimedStep>;
}

/** One run of every step over one profile, in fresh contexts. */
export async function runOnce(setup: Setup, profile: NetworkProfile): Promise<Run> {
  // 0: the login form alone, in a context of its own.
  const loginForm = await measureLoginForm(setup.browser, setup.base, profile);
  // 1: sign in to the feed (next=/feed), in a context of its own.
  const toFeed = await newContext(setup.browser);
  let signIn: Run['signIn'];
  try {
    const tab = await openTab(toFeed, profile);
    signIn = await measureSignIn(setup, tab.page, tab.net, 'feed');
  } finally {
    await toFeed.close();
  }
  // 1 and 2a: sign in through the login screen to the overview, then open the link in a second tab.
  const signedIn = await newContext(setup.browser);
  let landing: Run['landing'];
  let warmLink: TimedStep;
  let storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  try {
    const first = await openTab(signedIn, profile);
    landing = await measureSignIn(setup, first.page, first.net, 'overview');
    // The overview goes on reading the month's posts (bench:insights times that): leave it, so
    // its walks do not share the network and the server with the link measured next.
    await first.page.goto('about:blank');
    await first.net.settle(500);
    const tab = await openTab(signedIn, profile);
    warmLink = await measureLink(tab.page, tab.net, setup.link);
    storageState = await signedIn.storageState();
  } finally {
    await signedIn.close();
  }
  // 2b and 3: a context with only the stored session, then the changes on that page.
  const cold = await newContext(setup.browser, storageState);
  try {
    const { page, net } = await openTab(cold, profile);
    const coldLink = await measureLink(page, net, setup.link);
    const changes: Record<string, TimedStep> = {};
    for (const change of setup.changes)
      changes[change.name] = await measureChange(page, net, change);
    return { loginForm, landing, signIn, warmLink, coldLink, changes };
  } finally {
    await cold.close();
  }
}

export async function runProfiles(setup: Setup, profiles: readonly NetworkProfile[]) {
  const runs = new Map<NetworkProfile, Run[]>(profiles.map((profile) => [profile, []]));
  for (let round = 1; round <= RUNS; round++) {
    for (const profile of profiles) {
      const started = performance.now();
      const run = await runOnce(setup, profile);
      runs.get(profile)!.push(run);
      console.info(
        `  run ${round}/${RUNS} ${profile.label.padEnd(9)} login form ${int(run.loginForm.ms)} ms, sign-in ${int(run.signIn.ms)} ms, link ${int(run.warmLink.ms)} / ${int(run.coldLink.ms)} ms, changes ${Object.values(
          run.changes,
        )
          .map((step) => int(step.ms))
          .join(' / ')} ms  (${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
    }
  }
  return runs;
}
