import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures';
import { articleTitled, feedOf } from '../support/feed';

const HOSTILE_TITLE = 'Security test <script>alert("xss")</script>';

test.describe('safety, errors and access', () => {
  test('a hostile post renders as text and runs nothing', async ({ adminPage: page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/feed?space=general&search=xss');
    const article = articleTitled(page, HOSTILE_TITLE);
    await expect(article.getByRole('heading', { level: 2 })).toHaveText(HOSTILE_TITLE);
    await article.getByRole('button', { name: /^\d+ comments?$/ }).click();
    await expect(article.getByText(/Nice try/)).toBeVisible();

    const findings = await article.evaluate((root) => ({
      scripts: root.querySelectorAll('script').length,
      handlers: Array.from(root.querySelectorAll('*')).filter((element) =>
        Array.from(element.attributes).some((attribute) => /^on/i.test(attribute.name)),
      ).length,
      jsLinks: Array.from(root.querySelectorAll('[href], [src]')).filter((element) =>
        /^\s*(javascript|data):/i.test(
          element.getAttribute('href') ?? element.getAttribute('src') ?? '',
        ),
      ).length,
      forms: root.querySelectorAll('form, input, button[formaction]').length,
      frames: root.querySelectorAll('iframe, object, embed').length,
      styled: root.querySelectorAll('.safe-html [style]').length,
    }));
    expect(findings).toEqual({
      scripts: 0,
      handlers: 0,
      jsLinks: 0,
      forms: 0,
      frames: 0,
      styled: 0,
    });
    expect(await page.evaluate(() => 'xss' in window)).toBe(false);
    expect(dialogs).toEqual([]);
  });

  /** Answers this test's next page (the feed oldest first, page 2) with `status` `times` times. */
  async function failNextPage(page: Page, status: number, times: number) {
    let failures = 0;
    // Only this test's feed (oldest first): the sign-in page's own feed may still be loading.
    await page.route(/feeds\?(?=(.*&)?page=2(&|$))(?=.*order_by_type=oldest)/, async (route) => {
      if (failures++ < times) {
        await route.fulfill({
          status,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'down', message: 'Down', data: { status } }),
        });
      } else {
        await route.continue();
      }
    });
  }

  test('a failed next page shows an inline retry and keeps the posts', async ({
    adminPage: page,
  }) => {
    // A server error, not an outage (the site answers, with a 500): the first try and React
    // Query's two retries of a transient error, then the inline retry.
    await failNextPage(page, 500, 3);
    await page.goto('/feed?order_by_type=oldest');
    await expect(feedOf(page).getByRole('article').first()).toBeVisible();
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      await expect(page.getByText('The next posts did not load')).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 30_000 });
    await expect(feedOf(page).getByRole('article').first()).toBeVisible();
    await retry.click();
    await expect(page.getByText('The next posts did not load')).toBeHidden();
    await expect(page.getByText(/^\d+\+? posts$/)).not.toHaveText('20+ posts');
  });

  test('a next page the site stops answering keeps the posts, says so, and comes by itself', async ({
    adminPage: page,
  }) => {
    // A site that answered and then answers 503 is down for a while (decision record 030):
    // asked again with backoff (1, 2, 4 s…) until it answers, with no click.
    await failNextPage(page, 503, 3);
    await page.goto('/feed?order_by_type=oldest');
    await expect(feedOf(page).getByRole('article').first()).toBeVisible();
    const notice = page.getByRole('status', { name: 'The site stopped answering' });
    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      await expect(notice).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 30_000 });
    await expect(feedOf(page).getByRole('article').first()).toBeVisible();
    await expect(page.getByText(/^\d+\+? posts$/)).not.toHaveText('20+ posts', {
      timeout: 20_000,
    });
    await expect(notice).toBeHidden();
    await expect(page.getByText('The next posts did not load')).toHaveCount(0);
  });

  test('a failed first page says why and retries', async ({ adminPage: page }) => {
    // The site refuses until the user asks again (the page may try more than once by itself).
    let retried = false;
    await page.route(/fluent-community\/v2\/feeds\?.*order_by_type=oldest/, async (route) => {
      if (!retried) {
        await route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'x', message: 'Not now', data: { status: 422 } }),
        });
      } else {
        await route.continue();
      }
    });
    await page.goto('/feed?order_by_type=oldest');
    await expect(page.getByRole('alert')).toContainText('Not now');
    retried = true;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(feedOf(page).getByRole('article').first()).toBeVisible();
  });

  test('keyboard: j/k move between posts, / focuses search', async ({ adminPage: page }) => {
    await page.goto('/feed');
    await expect(feedOf(page).getByRole('article').first()).toBeVisible();
    await page.keyboard.press('j');
    await expect(page.locator('article[aria-posinset="1"]')).toBeFocused();
    await page.keyboard.press('j');
    await expect(page.locator('article[aria-posinset="2"]')).toBeFocused();
    await page.keyboard.press('k');
    await expect(page.locator('article[aria-posinset="1"]')).toBeFocused();
    await page.keyboard.press('o');
    await expect(
      page.locator('article[aria-posinset="1"]').getByRole('button', { name: /^\d+ comments?$/ }),
    ).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('/');
    await expect(page.getByRole('searchbox', { name: 'Search posts' })).toBeFocused();
    await page.keyboard.type('jk');
    await expect(page.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('jk');
  });

  test('has no serious or critical axe violations, in light and dark', async ({
    adminPage: page,
  }) => {
    // Six axe runs over the feed's whole page.
    test.setTimeout(180_000);
    // A space with its pinned post, then the whole feed (surveys, media, markers).
    for (const url of ['/feed?space=general', '/feed?space=design-club', '/feed']) {
      await page.goto(url);
      const first = feedOf(page).getByRole('article').first();
      await first.getByRole('button', { name: /^\d+ comments?$/ }).click();
      await first.getByRole('button', { name: /^\d+ reactions?$/ }).click();
      for (const theme of ['Light', 'Dark']) {
        await page.getByRole('button', { name: theme, exact: true }).click();
        const results = await new AxeBuilder({ page }).include('main').analyze();
        const serious = results.violations.filter(
          (violation) => violation.impact === 'serious' || violation.impact === 'critical',
        );
        expect(
          serious.map((violation) => `${url} ${theme} ${violation.id}: ${violation.help}`),
        ).toEqual([]);
      }
    }
  });
});
