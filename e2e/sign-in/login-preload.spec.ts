import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROFILES } from '../../bench/support/network';
import { LOGIN_FORM_PROBE } from '../../bench/browser/login-form/measure';
import { expect, test } from '../support/fixtures';

/**
 * The login screen preloads the sign-in code and the landing page's code so that signing in
 * waits only on the network, but not before its form is on screen: over a slow link they
 * would share the bandwidth with the form's own code and delay it (docs/decisions/019,
 * "Third round"). Timed on the page's clock over Chromium's emulated 4G, as `bench:ux` does.
 */

interface ManifestChunk {
  file: string;
  imports?: string[];
}

const manifest = JSON.parse(
  readFileSync(path.resolve('dist', '.vite', 'manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;

/** The script files a manifest entry loads: itself and its static imports, recursively. */
function scriptsOf(keys: readonly string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk ${key} in dist/.vite/manifest.json`);
    if (seen.has(`/${chunk.file}`)) continue;
    seen.add(`/${chunk.file}`);
    scriptsOf(chunk.imports ?? [], seen);
  }
  return seen;
}

const FORM_CODE = scriptsOf(['index.html', 'src/features/auth/LoginPage.tsx']);
/** What signing in to the overview (the default landing page) runs, less the form's code. */
const PRELOADED = [
  ...scriptsOf([
    'src/features/auth/sign-in.ts',
    'src/app/landing-stage.ts',
    'src/app/layout/SignedInLayout.tsx',
    'src/features/overview/OverviewRoute.tsx',
  ]),
].filter((file) => !FORM_CODE.has(file));

test('the login screen starts its preloads only once the form is on screen', async ({ page }) => {
  const fourG = PROFILES.find((profile) => profile.name === '4g')?.conditions;
  if (!fourG) throw new Error('No 4G profile in bench/support/network.ts');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...fourG });
  await page.addInitScript(LOGIN_FORM_PROBE);

  await page.goto('/login');
  await expect(page.getByLabel('Username')).toBeVisible();
  // The preloads do happen, every one of them ...
  const started = () =>
    page.evaluate((files) => {
      const byPath = new Map(
        performance
          .getEntriesByType('resource')
          .map((entry) => [new URL(entry.name).pathname, entry.startTime] as const),
      );
      const shownAt = (window as unknown as { __loginForm: { shownAt: number } }).__loginForm
        .shownAt;
      return { shownAt, starts: files.map((file) => [file, byPath.get(file) ?? null] as const) };
    }, PRELOADED);
  await expect
    .poll(async () => (await started()).starts.filter(([, start]) => start === null))
    .toEqual([]);
  // ... each asked for after the frame that painted the form.
  const { shownAt, starts } = await started();
  expect(shownAt).toBeGreaterThan(0);
  expect(PRELOADED.length).toBeGreaterThan(0);
  const early = starts.filter(([, start]) => start !== null && start < shownAt);
  expect(early, `form painted at ${Math.round(shownAt)} ms`).toEqual([]);
});

test("signed out, the login screen's code is asked for beside the app's main script", async ({
  page,
}) => {
  const loginPage = `/${manifest['src/features/auth/LoginPage.tsx']!.file}`;
  const mainScript = `/${manifest['index.html']!.file}`;
  const events: string[] = [];
  let asked = () => {};
  const loginPageAsked = new Promise<void>((resolve) => (asked = resolve));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== loginPage) return;
    events.push('login code asked');
    asked();
  });
  // The main script is held until the login screen's code has been asked for (5 s at most):
  // a page that discovers that code only by running the main script shows the release first.
  await page.route(`**${mainScript}`, async (route) => {
    await Promise.race([loginPageAsked, new Promise((resolve) => setTimeout(resolve, 5000))]);
    events.push('main script released');
    await route.continue();
  });

  await page.goto('/spaces/general/members');
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(events).toEqual(['login code asked', 'main script released']);
});
