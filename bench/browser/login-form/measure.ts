import type { Browser } from '@playwright/test';
import { watchNetwork, type NetworkProfile } from '../../support/network';

/*
 * How soon the login screen's form is on screen, for `npm run bench:ux` and
 * `npm run bench:login-form` (which `npm run bench:bundle` runs after its sizes): /login opened
 * in a fresh browser context (empty cache and storage) over an emulated network, timed on the
 * page's own clock from navigation start to the frame that shows the Username field (a
 * MutationObserver installed before the page's scripts notes the field on screen; the time is
 * taken in the next animation frame, the one that paints it). The scripts are read from the
 * DevTools protocol: those that arrived before that frame, and those asked for before it (the
 * form's own and anything started early, which shares the bandwidth with them).
 */

const WAIT_MS = 60_000;

/**
 * Runs in the document before its scripts: notes when the Username field is painted, on the
 * page's clock, in `window.__loginForm.shownAt` (also read by
 * e2e/sign-in/login-preload.spec.ts).
 */
export const LOGIN_FORM_PROBE = `(() => {
  if (window.__loginForm) return;
  const probe = (window.__loginForm = { shownAt: NaN });
  let due = false;
  const check = () => {
    if (due || !Number.isNaN(probe.shownAt)) return;
    const field = document.querySelector('input[name="username"]');
    if (!field) return;
    const box = field.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.top >= innerHeight) return;
    due = true;
    requestAnimationFrame(() => { probe.shownAt = performance.now(); });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})()`;

export interface LoginFormTiming {
  /** ms from navigation start to the frame showing the Username field. */
  ms: number;
  /** Script bytes (as transferred) that arrived before that frame, and how many files. */
  scriptBytes: number;
  scripts: number;
  /** Script files asked for before that frame, and their bytes (whenever they arrived). */
  requestedScripts: number;
  requestedScriptBytes: number;
}

export async function measureLoginForm(
  browser: Browser,
  base: string,
  profile: NetworkProfile,
): Promise<LoginFormTiming> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(LOGIN_FORM_PROBE);
    const page = await context.newPage();
    const net = await watchNetwork(page, profile);
    await page.goto(`${base}/login`, { waitUntil: 'commit' });
    await page.waitForFunction(
      () =>
        !Number.isNaN(
          (window as unknown as { __loginForm: { shownAt: number } }).__loginForm.shownAt,
        ),
      undefined,
      { timeout: WAIT_MS },
    );
    const { shownAt, timeOrigin } = (await page.evaluate(
      '({ shownAt: window.__loginForm.shownAt, timeOrigin: performance.timeOrigin })',
    )) as { shownAt: number; timeOrigin: number };
    // What was asked for before the form shows finishes downloading after it: wait for it.
    await net.settle(300);
    const scripts = net
      .requests()
      .filter((request) => request.type === 'Script' && !request.failed)
      .map((request) => ({
        request,
        sent: net.toPageMs(request.sentAt, timeOrigin),
        done: request.finishedAt === null ? null : net.toPageMs(request.finishedAt, timeOrigin),
      }));
    const arrived = scripts.filter(({ done }) => done !== null && done <= shownAt);
    const requested = scripts.filter(({ sent }) => sent <= shownAt);
    const bytes = (list: typeof scripts) =>
      list.reduce((sum, { request }) => sum + request.bytes, 0);
    return {
      ms: shownAt,
      scriptBytes: bytes(arrived),
      scripts: arrived.length,
      requestedScripts: requested.length,
      requestedScriptBytes: bytes(requested),
    };
  } finally {
    await context.close();
  }
}
