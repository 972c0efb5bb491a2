import { expect, test } from '../support/fixtures';
import { LANGUAGE_KEY, unmarkedText } from '../support/unmarked-text';

/**
 * Every word the dashboard writes comes from a catalog (docs/decisions/040): in the
 * pseudo-language each translated message is accented, so any plain text left on a page was
 * written without one. Each of the admin's places is visited, with what opens on it.
 */
test.describe.configure({ mode: 'serial' });

const PLACES = [
  '/',
  '/inbox',
  '/feed',
  '/spaces',
  // A table's headers: a space's members (with its selection column) and its pending requests.
  '/spaces/design-club/members',
  '/spaces/design-club/members?status=pending',
  '/courses',
  '/action-log',
];

test('no page shows text that is not from a catalog', async ({ adminPage: page }) => {
  test.setTimeout(120_000);
  await page.evaluate((key) => localStorage.setItem(key, 'pseudo'), LANGUAGE_KEY);
  const found: Record<string, unknown> = {};
  for (const path of PLACES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // The page has drawn in the pseudo-language: the sidebar's first page is accented.
    await expect(page.locator('aside nav a').first()).not.toHaveText(/^[\x20-\x7e]*$/);
    await expect(page.locator('main h1').first()).toBeVisible();
    const unmarked = await unmarkedText(page);
    if (unmarked.length) found[path] = unmarked;
  }
  expect(found).toEqual({});
});
