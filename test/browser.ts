import type { LaunchOptions, Page } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * How the tests and benchmarks start Chromium: CHROMIUM_PATH if set, else Debian's
 * /usr/bin/chromium when present, else Playwright's own downloaded browser. The flags keep
 * Chromium from calling home on a closed network and let it run as root in CI.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath =
    process.env.CHROMIUM_PATH ??
    (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  return { executablePath, args: CHROMIUM_ARGS };
}

/** Signs in through the login screen, as a person would. */
export async function signInThroughLoginScreen(
  page: Page,
  base: string,
  account: { username: string; password: string },
): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Application password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}
