import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { feedOf, isNewPostCheck, recordNewPostChecks, settledScrollY } from '../support/feed';
import { createPost } from '../support/live-posts';
import { seriousViolations } from '../support/accessibility';

/**
 * The live feed: while the feed is on screen it asks for newer posts every 30 s (the page's
 * clock is Playwright's, fast-forwarded instead of waited for), shows "1 new post" without
 * moving anything, and puts the post on top when asked, leaving the post being read where it
 * is. A hidden page asks nothing, and nothing is asked after signing out.
 */

/** Opens the feed with the page's clock under the test's control. */
async function openFeed(page: Page): Promise<void> {
  await page.clock.install();
  await page.goto('/feed');
  await expect(feedOf(page).getByRole('article').first()).toBeVisible();
}

/** What `document.visibilityState` says, and the event React Query's focus manager listens to. */
async function setVisibility(page: Page, state: 'visible' | 'hidden'): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    Object.defineProperty(document, 'hidden', {
      configurable: true,
      get: () => value === 'hidden',
    });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, state);
}

/**
 * Lets the clock run through `intervals` checks' worth of time, one step at a time. A check's
 * 30 s start again when its answer arrives (React Query re-arms the interval on every update),
 * so a step is 31 s: a jump of exactly 30 s could land a few milliseconds short.
 */
async function pass(page: Page, intervals: number): Promise<void> {
  for (let step = 0; step < intervals; step++) await page.clock.fastForward('00:31');
}

/**
 * Requests leave the page in the order it makes them: once a request made after the clock moved
 * has been seen, any check the clock had started would have been seen before it.
 */
async function requestBarrier(page: Page): Promise<void> {
  const marker = `barrier-${Date.now()}`;
  await Promise.all([
    page.waitForRequest((request) => request.url().includes(marker)),
    page.evaluate((name) => void fetch(`/favicon.svg?${name}`), marker),
  ]);
}

/**
 * The post at the reading line (300 px down, below the top bar), or the first one below it when
 * the line falls in the gap between two posts, and where it is on screen.
 */
function postBeingRead(page: Page) {
  return page.evaluate(() => {
    const line = 300;
    const article = [...document.querySelectorAll<HTMLElement>('article[data-post-id]')].find(
      (candidate) => candidate.getBoundingClientRect().bottom > line,
    );
    if (!article) throw new Error('No post at or below the reading line');
    return { id: article.dataset.postId!, top: article.getBoundingClientRect().top };
  });
}

function topOnScreen(page: Page, postId: string) {
  return page.evaluate(
    (id) =>
      document.querySelector(`article[data-post-id="${id}"]`)?.getBoundingClientRect().top ?? null,
    postId,
  );
}

test.describe('the live feed', () => {
  // One after the other: each test creates a post and counts exactly the new ones.
  test.describe.configure({ mode: 'default' });

  test('a new post created on the server appears as “1 new post” and goes on top on click, without the viewport moving', async ({
    adminPage: page,
  }) => {
    const checks = recordNewPostChecks(page);
    await openFeed(page);
    for (let step = 0; step < 4; step++) await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2500);
    const scrolledTo = await settledScrollY(page);

    const created = createPost(`Live post ${Date.now()}`);
    try {
      await pass(page, 1);
      const button = page.getByRole('button', { name: '1 new post' });
      await expect(button).toBeVisible();
      expect(checks.length).toBeGreaterThanOrEqual(1);
      await expect(page.getByRole('status').filter({ hasText: /^1 new post$/ })).toHaveCount(1);
      // Showing the button moved nothing.
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);

      const reading = await postBeingRead(page);
      await button.click();
      await expect(button).toBeHidden();
      await settledScrollY(page);
      const after = await topOnScreen(page, reading.id);
      expect(after, 'the post being read is still on screen').not.toBeNull();
      expect(Math.abs(after! - reading.top)).toBeLessThanOrEqual(1);
      // The page grew above it: the window scrolled by exactly that much.
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo);

      await page.evaluate(() => window.scrollTo(0, 0));
      const first = feedOf(page).getByRole('article').first();
      await expect(first).toHaveAttribute('data-post-id', String(created.id));
      await expect(first).toHaveAttribute('aria-posinset', '1');
      await expect(first.getByRole('heading', { level: 2 })).toHaveText(created.title);
    } finally {
      created.remove();
    }
  });

  test('has no serious or critical axe violations with new posts waiting, in light and dark', async ({
    adminPage: page,
  }) => {
    test.slow();
    await openFeed(page);
    const created = createPost(`Live post ${Date.now()}`);
    try {
      await pass(page, 1);
      await expect(page.getByRole('button', { name: '1 new post' })).toBeVisible();
      for (const theme of ['Light', 'Dark']) {
        await page.getByRole('button', { name: theme, exact: true }).click();
        expect(await seriousViolations(page, 'main', `${theme} new posts`)).toEqual([]);
      }
    } finally {
      created.remove();
    }
  });

  test('a hidden page asks nothing, and asks at once when it shows again', async ({
    adminPage: page,
  }) => {
    await openFeed(page);
    const checks = recordNewPostChecks(page);
    await setVisibility(page, 'hidden');
    await pass(page, 4);
    await requestBarrier(page);
    expect(checks).toHaveLength(0);

    const answered = page.waitForResponse((response) => isNewPostCheck(response.url()));
    await setVisibility(page, 'visible');
    await answered;
    expect(checks).toHaveLength(1);
    // Back on the 30 s rhythm, counted from that answer.
    await pass(page, 1);
    await expect.poll(() => checks.length).toBe(2);
  });

  test('nothing is asked after signing out', async ({ adminPage: page }) => {
    await openFeed(page);
    const checks = recordNewPostChecks(page);
    await pass(page, 1);
    await expect.poll(() => checks.length).toBe(1);

    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wp-json/')) apiCalls.push(request.url());
    });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Community Desk' })).toBeVisible();
    await pass(page, 10);
    await requestBarrier(page);
    expect(checks).toHaveLength(1);
    expect(apiCalls.filter((url) => /fluent-community\/v2\/(feeds|spaces)/.test(url))).toEqual([]);
  });
});
