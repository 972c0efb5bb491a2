import { expect, test } from '../support/fixtures';
import { apiFeedPage, feedOf, headingOf } from '../support/feed';

test.describe('the pinned post', () => {
  test('shows once, on top, in a space’s own feed', async ({ adminPage: page, adminApi }) => {
    const { sticky } = await apiFeedPage(adminApi, { space: 'general' });
    expect(sticky).not.toBeNull();
    await page.goto('/feed?space=general');
    const first = feedOf(page).getByRole('article').first();
    await expect(first.getByText('Pinned post', { exact: true })).toBeVisible();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(headingOf(sticky!));
    await expect(page.getByText('Pinned post', { exact: true })).toHaveCount(1);
    await expect(
      feedOf(page).getByRole('heading', { level: 2, name: headingOf(sticky!), exact: true }),
    ).toHaveCount(1);
  });

  for (const [where, url] of [
    ['with a search', '/feed?space=general&search=the'],
    ['with a topic', '/feed?space=general&topic_slug=help'],
    ['with "hide pinned"', '/feed?space=general&disable_sticky=yes'],
    ['on all spaces', '/feed'],
  ] as const) {
    test(`is not on top ${where}`, async ({ adminPage: page }) => {
      await page.goto(url);
      await expect(feedOf(page).getByRole('article').first()).toBeVisible();
      await expect(page.getByText('Pinned post', { exact: true })).toHaveCount(0);
    });
  }

  test('the "Hide pinned post" toggle sets disable_sticky', async ({ adminPage: page }) => {
    await page.goto('/feed?space=general');
    await expect(page.getByText('Pinned post', { exact: true })).toBeVisible();
    await page.getByLabel('Hide pinned post').check();
    await expect(page).toHaveURL(/disable_sticky=yes/);
    await expect(page.getByText('Pinned post', { exact: true })).toHaveCount(0);
  });
});
