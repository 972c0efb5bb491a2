import { expect, signIn, test } from '../support/fixtures';
import { apiMembers, dataTable, rowNames, shownName } from '../support/tables';

/**
 * A site that answered and stops answering (docs/decisions/030): the page keeps its rows, the
 * shell says so, and everything comes back by itself once the site answers again. The shared
 * server keeps running: this page's requests to it are refused in the browser instead.
 */
const SITE_API = '**/wp-json/**';
const MEMBERS = '/spaces/general/members';

test('a members page keeps its rows while the site does not answer and recovers by itself', async ({
  adminPage: page,
  adminApi,
}) => {
  test.setTimeout(60_000);
  const byJoinDate = await apiMembers(adminApi, 'general', { per_page: 20 });
  const byName = await apiMembers(adminApi, 'general', {
    sort_by: 'display_name',
    sort_dir: 'ASC',
    per_page: 20,
  });
  const shown = byJoinDate.members.data.map((member) => shownName(member.xprofile));
  const sorted = byName.members.data.map((member) => shownName(member.xprofile));
  expect(sorted).not.toEqual(shown);

  await page.goto(MEMBERS);
  await expect(rowNames(page)).toHaveText(shown);

  let triesOfSorted = 0;
  await page.route(SITE_API, (route) => {
    if (route.request().url().includes('sort_by=display_name')) triesOfSorted += 1;
    return route.abort('connectionrefused');
  });
  const nameHeader = dataTable(page).getByRole('columnheader', { name: /Member/ });
  await nameHeader.getByRole('button').click();
  await expect(page).toHaveURL(/sort_by=display_name/);

  const notice = page.getByRole('status', { name: 'The site stopped answering' });
  await expect(notice).toBeVisible();
  // Past the two retries a site never reached gets (then its error would replace the rows).
  await expect.poll(() => triesOfSorted, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
  await expect(notice).toContainText('tries again by itself');
  await expect(rowNames(page)).toHaveText(shown);
  await expect(page.getByText(/Cannot reach the site/)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // The site answers again: no click, the next try finds it (the longest wait is 30 s).
  await page.unroute(SITE_API);
  await expect(rowNames(page)).toHaveText(sorted, { timeout: 35_000 });
  await expect(notice).toHaveCount(0);
});

test('Ctrl+K while the palette’s code cannot be downloaded keeps the page, with a retry', async ({
  page,
  credentials,
}) => {
  // Refused from the start, so that the idle-time preload fails as well.
  let refuse = true;
  await page.route('**/assets/PaletteOverlays-*.js', (route) =>
    refuse ? route.abort('connectionrefused') : route.fallback(),
  );
  await page.goto('/feed');
  await page.getByLabel('Username').fill(credentials.admin.username);
  await page.getByLabel('Application password').fill(credentials.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();

  await page.keyboard.press('Control+K');
  const failure = page
    .getByRole('alert')
    .filter({ hasText: 'The command palette could not open.' });
  await expect(failure).toContainText('could not be downloaded');
  // The shell and the page are still there.
  await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByText('Download failed')).toHaveCount(0);

  refuse = false;
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test('a page whose code cannot be downloaded fails inside the shell and comes back on "Try again"', async ({
  page,
  credentials,
}) => {
  let refuse = true;
  await page.route('**/assets/SpacesRoute-*.js', (route) =>
    refuse ? route.abort('connectionrefused') : route.fallback(),
  );
  await signIn(page, credentials.admin);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Space members' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'This page could not be shown' }),
  ).toBeVisible();
  await expect(page.getByText('Download failed')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  refuse = false;
  // Asked again in place: the app (and what it holds) is not reloaded.
  await page.evaluate(() => Object.assign(window, { stillThisApp: true }));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Space members' })).toBeVisible();
  expect(await page.evaluate(() => 'stillThisApp' in window)).toBe(true);
  await expect(page.getByText('Download failed')).toHaveCount(0);
});
