import { expect, signIn, test } from '../support/fixtures';
import { chartPanel, readChartTable } from '../support/page-readers';
import { keptWalks } from '../support/kept-insights';
import { answerAsPlainSite } from '../support/plain-site';
import { openDemoDatabase, spaceTitle } from '../support/demo-database';

/**
 * The insights an account kept on this device go with its sign-out: the next account to sign
 * in on the same browser finds none of them, and keeps its own.
 */

const MOST_ACTIVE_SPACES = 'Most active spaces, last 30 days';

test.describe('insights kept on the device', () => {
  test('signing out forgets the admin’s insights: the member who signs in next finds none of them', async ({
    page,
    credentials,
  }) => {
    test.slow();
    const { admin, member } = credentials;
    const db = openDemoDatabase();
    // A secret space the member is not in: only the admin's figures can name it.
    const secret = spaceTitle(db, 'staff-room');
    db.close();

    // Walks, and so what is kept on the device, are a plain site's way (support/plain-site.ts).
    await answerAsPlainSite(page);
    await signIn(page, admin, { from: '/login' });
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await page.getByRole('button', { name: 'Read the last 30 days' }).click();
    const adminSpaces = await readChartTable(chartPanel(page, MOST_ACTIVE_SPACES));
    expect(adminSpaces.rows.map((row) => row.label)).toContain(secret);
    await page.goto('/spaces/design-club/insights');
    await expect(chartPanel(page, 'Roles')).toBeVisible();
    // The admin's walks are on the device: the overview's and the space's, whole.
    await expect
      .poll(async () => {
        const kept = await keptWalks(page);
        return {
          onlyAdmins: kept.every((walk) => walk.user === admin.username),
          space: kept.some((walk) => walk.complete && walk.key.includes('"design-club"')),
          feed: kept.some((walk) => walk.complete && walk.key.includes('"feed-window"')),
        };
      })
      .toEqual({ onlyAdmins: true, space: true, feed: true });

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Community Desk' })).toBeVisible();
    await expect.poll(async () => (await keptWalks(page)).length).toBe(0);

    await signIn(page, member, { from: '/login' });
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    // Nothing of the admin's was kept: the member is offered the month to read, as anyone new.
    await page.getByRole('button', { name: 'Read the last 30 days' }).click();
    const memberSpaces = await readChartTable(chartPanel(page, MOST_ACTIVE_SPACES));
    expect(memberSpaces.rows.length).toBeGreaterThan(0);
    expect(memberSpaces.rows.map((row) => row.label)).not.toContain(secret);
    // The member's own walks are kept; nothing of the admin's is.
    await expect
      .poll(async () => (await keptWalks(page)).some((walk) => walk.user === member.username))
      .toBe(true);
    expect((await keptWalks(page)).filter((walk) => walk.user !== member.username)).toEqual([]);
  });
});
