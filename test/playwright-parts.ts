import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './browser';

/** What every Playwright run here shares: the browser (test/browser.ts) and what a failure keeps. */
export const browserUse = {
  screenshot: 'only-on-failure',
  trace: 'retain-on-failure',
  launchOptions: chromiumLaunchOptions(),
} as const satisfies PlaywrightTestConfig['use'];

export const chromiumProjects: PlaywrightTestConfig['projects'] = [
  { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } },
];

/** The reference server on loopback at `port`, serving dist/, with `env` added. */
export function referenceServer(
  port: number,
  env: Record<string, string>,
): NonNullable<PlaywrightTestConfig['webServer']> {
  return {
    command: 'npx tsx server/index.ts',
    url: `http://127.0.0.1:${port}/wp-json/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', ...env },
  };
}
