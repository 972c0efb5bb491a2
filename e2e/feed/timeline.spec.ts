import { expect, test } from '../support/fixtures';
import {
  apiAllPosts,
  feedOf,
  headingOf,
  recordFeedRequests,
  scrollToEnd,
  settledScrollY,
} from '../support/feed';

test.describe('the timeline', () => {
  test('scrolls to the end of a space’s feed and shows every post the server has, once', async ({
    adminPage: page,
    adminApi,
  }) => {
    test.setTimeout(90_000);
    const requests = recordFeedRequests(page);
    const expected = await apiAllPosts(adminApi, { space: 'announcements' });
    expect(expected.length).toBeGreaterThan(20);

    await page.goto('/feed?space=announcements');
    await expect(feedOf(page).getByRole('article').first()).toBeVisible();
    const end = await scrollToEnd(page);
    await expect(end).toHaveText(`End of feed · ${expected.length} posts`);

    // The last post is the server's last, and knows its place in a set that is now known.
    const last = feedOf(page).getByRole('article').last();
    await expect(last.getByRole('heading', { level: 2 })).toHaveText(headingOf(expected.at(-1)!));
    await expect(last).toHaveAttribute('aria-posinset', String(expected.length));
    await expect(last).toHaveAttribute('aria-setsize', String(expected.length));
    // Virtualized: only a window of posts is in the DOM.
    expect(await feedOf(page).getByRole('article').count()).toBeLessThan(20);
    expect(new Set(requests).size).toBe(requests.length);
  });

  test('says the size is unknown while more posts may come', async ({ adminPage: page }) => {
    await page.goto('/feed');
    const first = feedOf(page).getByRole('article').first();
    await expect(first).toHaveAttribute('aria-posinset', '1');
    await expect(first).toHaveAttribute('aria-setsize', '-1');
    await expect(page.getByText(/^\d+\+ posts$/)).toBeVisible();
  });

  test('keeps the scroll position when returning from another page', async ({
    adminPage: page,
  }) => {
    const requests = recordFeedRequests(page);
    await page.goto('/feed?space=general');
    await expect(feedOf(page).getByRole('article').first()).toBeVisible();
    for (let step = 0; step < 6; step++) await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(3000);
    const before = await settledScrollY(page);
    const postOnTop = await page.evaluate(
      () =>
        document.elementFromPoint(window.innerWidth / 2, 200)?.closest('article')?.dataset.postId,
    );

    await page.getByRole('link', { name: 'Space members' }).click();
    await expect(page).toHaveURL(/\/spaces/);
    await page.goBack();
    await expect(page).toHaveURL(/\/feed\?space=general$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
    expect(
      await page.evaluate(
        () =>
          document.elementFromPoint(window.innerWidth / 2, 200)?.closest('article')?.dataset.postId,
      ),
    ).toBe(postOnTop);
    // The loaded pages came from the cache: no page was asked for twice.
    expect(new Set(requests).size).toBe(requests.length);
  });
});
