import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The demo accounts the reference server wrote to DATA_DIR/credentials.json. */
export interface Account {
  username: string;
  password: string;
}

export interface DemoCredentials {
  admin: Account;
  member: Account;
}

export function readCredentials(): DemoCredentials {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run the tests with `npx playwright test`.');
  return JSON.parse(
    readFileSync(path.join(dataDir, 'credentials.json'), 'utf8'),
  ) as DemoCredentials;
}

export interface SignInOptions {
  account?: Account;
  remember?: boolean;
  /** Where to start; the app redirects to the login screen and back. */
  from?: string;
}

/** Signs in through the login screen, like a person would. */
export async function signIn(
  page: Page,
  account: Account,
  { remember = false, from = '/feed' }: Omit<SignInOptions, 'account'> = {},
) {
  await page.goto(from);
  await expect(page.getByRole('heading', { name: 'Sign in to Community Desk' })).toBeVisible();
  const site = page.getByLabel('Site address');
  await expect(site).not.toHaveValue('');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Application password').fill(account.password);
  if (remember) await page.getByLabel(/Remember me on this device/).check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

interface Fixtures {
  credentials: DemoCredentials;
  /** A page already signed in as the demo admin. */
  adminPage: Page;
  /** The reference server's API, called as the demo admin (to compare what the UI shows). */
  adminApi: APIRequestContext;
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern
  credentials: async ({}, use) => {
    await use(readCredentials());
  },
  adminPage: async ({ page, credentials }, use) => {
    await signIn(page, credentials.admin);
    await use(page);
  },
  adminApi: async ({ playwright, baseURL, credentials }, use) => {
    const api = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: apiHeaders(credentials.admin),
    });
    await use(api);
    await api.dispose();
  },
});

/**
 * The headers of a test's own API requests: the account's application password, and a
 * connection for each request. A kept-alive connection idle for the server's 5 s is closed by
 * the server; on a busy machine the client could pick it again before it saw the close, and
 * the request failed with ECONNRESET (a browser retries such a request; this client does not).
 */
export function apiHeaders({ username, password }: { username: string; password: string }) {
  return {
    Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
    Connection: 'close',
  };
}

export { expect };
