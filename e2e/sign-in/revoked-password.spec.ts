import type { Page, Request, Route } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, signIn, test, type Account } from '../support/fixtures';

/**
 * A real site does not answer a revoked application password with 401 (behaviour.md, "What
 * real sites send"): `/feeds` and `/spaces` answer as for a visitor (200, public spaces only),
 * member lists answer 422 `permission_failed`, and only `wp/v2/users/me` says 401
 * `rest_not_logged_in`. Our server answers 401 everywhere, so these tests make its replies look
 * like a real site's with `page.route`, after signing in for real.
 *
 * The app must be driven by in-app links, never `page.goto`, once signed in: a reload asks
 * `users/me` at start-up anyway, and would hide whether the replies themselves are noticed.
 */

const MEMBERS_REFUSED = readFileSync(
  path.join(
    import.meta.dirname,
    '..',
    '..',
    'test',
    'fixtures',
    'api-samples',
    'error_members_bad_password.json',
  ),
  'utf8',
);
/** WordPress's answer to `users/me` when the request is anonymous. */
const NOT_LOGGED_IN = JSON.stringify({
  code: 'rest_not_logged_in',
  message: 'You are not currently logged in.',
  data: { status: 401 },
});

/** The REST route of a request, in either REST-root form (`/wp-json/…` or `?rest_route=/…`). */
function restRouteOf(url: URL): string {
  if (url.pathname.startsWith('/wp-json/')) return url.pathname.slice('/wp-json'.length);
  return url.searchParams.get('rest_route') ?? '';
}

const isUsersMe = (url: URL) => restRouteOf(url) === '/wp/v2/users/me';
const isFeeds = (url: URL) => restRouteOf(url) === '/fluent-community/v2/feeds';
const isSpaceList = (url: URL) => restRouteOf(url) === '/fluent-community/v2/spaces';
const isMemberList = (url: URL) =>
  /^\/fluent-community\/v2\/spaces\/[^/]+\/members$/.test(restRouteOf(url));

/** The same request without credentials: what a real site serves a revoked password. */
async function answerAsAnonymous(route: Route): Promise<void> {
  const headers = Object.fromEntries(
    Object.entries(route.request().headers()).filter(([name]) => name !== 'authorization'),
  );
  await route.fulfill({ response: await route.fetch({ headers }) });
}

interface Revocation {
  /** `false`: users/me still answers, so the 422s are a real lack of rights. */
  usersMeRefuses: boolean;
}

/**
 * From now on the site answers like a real one whose application password was revoked.
 * Returns the `users/me` requests made since (the credential checks).
 */
async function revokePassword(page: Page, { usersMeRefuses }: Revocation): Promise<Request[]> {
  const checks: Request[] = [];
  await page.route(isUsersMe, async (route) => {
    checks.push(route.request());
    if (usersMeRefuses) {
      await route.fulfill({ status: 401, contentType: 'application/json', body: NOT_LOGGED_IN });
    } else {
      await route.continue();
    }
  });
  await page.route(isFeeds, answerAsAnonymous);
  await page.route(isSpaceList, answerAsAnonymous);
  await page.route(isMemberList, (route) =>
    route.fulfill({ status: 422, contentType: 'application/json', body: MEMBERS_REFUSED }),
  );
  return checks;
}

/** The site accepts the (new) password again. */
async function restorePassword(page: Page): Promise<void> {
  await page.unrouteAll({ behavior: 'wait' });
}

async function expectSessionEnded(page: Page, returnTo: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in to Community Desk' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Your session has ended');
  await expect(page.getByRole('alert')).toContainText(
    'no longer accepts this application password',
  );
  expect(new URL(page.url()).searchParams.get('next')).toBe(returnTo);
}

async function signInAgain(page: Page, account: Account): Promise<void> {
  await expect(page.getByLabel('Username')).toHaveValue(account.username);
  await page.getByLabel('Application password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** In-app links only: the space list comes from the cache, the member list from the site. */
async function openDesignClubMembers(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Space members' }).click();
  await page
    .getByRole('region', { name: /All spaces/ })
    .getByRole('link', { name: 'Design Club', exact: true })
    .click();
}

test.describe('a password revoked on a real site', () => {
  test('a member list refused with 422 ends the session; signing in again returns to it', async ({
    page,
    credentials,
  }) => {
    await signIn(page, credentials.admin);
    await revokePassword(page, { usersMeRefuses: true });
    await openDesignClubMembers(page);

    await expectSessionEnded(page, '/spaces/design-club/members');
    await restorePassword(page);
    await signInAgain(page, credentials.admin);
    await expect(page).toHaveURL(/\/spaces\/design-club\/members$/);
    await expect(page.getByRole('table')).toBeVisible();
  });

  test('a feed that suddenly shows no private space ends the session', async ({
    page,
    credentials,
  }) => {
    // The feed is refetched only once stale (2 minutes), so the browser's clock jumps ahead. The
    // credential check is fresh for 1 minute: it is renewed on the way (still valid), so that
    // only the feed's reply can raise the alarm.
    await page.clock.install();
    await signIn(page, credentials.admin);
    // The admin's feed shows posts of the secret staff room.
    await expect(page.getByRole('feed', { name: 'Posts' })).toContainText('Staff Room');
    await page.clock.fastForward('01:30');
    const renewed = page.waitForResponse((response) => isUsersMe(new URL(response.url())));
    await page.getByRole('link', { name: 'Course students' }).click();
    expect((await renewed).status()).toBe(200);

    await revokePassword(page, { usersMeRefuses: true });
    // The inbox's posts in review are a feed too, polled by the shell: when the demo has a post
    // in review in the staff room at this moment, their reply would raise the alarm first, on
    // /courses. They keep answering as before, so that it is the feed's reply that is tested.
    await page.route(
      (url) => isFeeds(url) && url.searchParams.get('status') === 'pending',
      (route) => route.continue(),
    );
    await page.clock.fastForward('00:45');
    await page.getByRole('link', { name: 'Feed' }).click();

    await expectSessionEnded(page, '/feed');
    await restorePassword(page);
    await signInAgain(page, credentials.admin);
    await expect(page).toHaveURL(/\/feed$/);
    await expect(page.getByRole('feed', { name: 'Posts' })).toContainText('Staff Room');
  });

  test('coming back to the window a minute later re-checks the password', async ({
    page,
    credentials,
  }) => {
    await page.clock.install();
    await signIn(page, credentials.admin, { from: '/courses' });
    await expect(page).toHaveURL(/\/courses$/);

    await revokePassword(page, { usersMeRefuses: true });
    await page.clock.fastForward('01:05');
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));

    await expectSessionEnded(page, '/courses');
  });

  test('a 422 while users/me still answers keeps the session and explains the refusal', async ({
    page,
    credentials,
  }) => {
    await signIn(page, credentials.admin);
    const checks = await revokePassword(page, { usersMeRefuses: false });
    const check = page.waitForResponse((response) => checks.includes(response.request()));
    await openDesignClubMembers(page);

    const answer = await check;
    expect(answer.status()).toBe(200);
    await answer.finished();
    await expect(
      page.getByRole('heading', { name: 'This account cannot see these members' }),
    ).toBeVisible();
    // Still signed in once the check has come back: the next page loads from the site.
    await page.getByRole('link', { name: 'Course students' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('link', { name: /Figma Fundamentals/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });
});
