import AxeBuilder from '@axe-core/playwright';
import { expect, signIn, test } from './fixtures';
import {
  apiAllPosts,
  apiFeedPage,
  articleOf,
  articleTitled,
  expectSameFirstPosts,
  feedOf,
  headingOf,
  recordFeedRequests,
  scrollToEnd,
  settledScrollY,
} from './feed-helpers';

const HOSTILE_TITLE = 'Security test <script>alert("xss")</script>';

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

test.describe('comments and reactions', () => {
  test('expand in place, threaded as the server says, without a request or a jump', async ({
    adminPage: page,
    adminApi,
  }) => {
    const posts = await apiAllPosts(adminApi, { space: 'general' });
    const post = posts.find((candidate) =>
      candidate.comments.some((comment) => comment.parent_id !== null),
    )!;
    expect(post).toBeDefined();
    const topLevel = post.comments.filter((comment) => comment.parent_id === null).length;

    await page.goto(`/feed?space=general&search=${encodeURIComponent(post.title)}`);
    const article = articleOf(page, post);
    await expect(article).toBeVisible();
    const requests = recordFeedRequests(page);
    const toggle = article.getByRole('button', { name: `${post.comments_count} comments` });
    await toggle.scrollIntoViewIfNeeded();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    const toggleBefore = (await toggle.boundingBox())!.y;
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The thread opens below the button: nothing above it moves.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    expect((await toggle.boundingBox())!.y).toBeCloseTo(toggleBefore, 0);
    const comments = article.getByRole('list', { name: 'Comments' });
    await expect(comments.locator(':scope > li')).toHaveCount(Math.min(topLevel, 3));
    await expect(article.getByRole('list', { name: /^Replies to / }).first()).toBeVisible();
    expect(requests).toEqual([]);

    // From the keyboard: `o` and Enter on the focused post close and open them again.
    await article.focus();
    await page.keyboard.press('o');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(requests).toEqual([]);
  });

  test('reactions name the preview and count the rest', async ({ adminPage: page, adminApi }) => {
    const posts = await apiAllPosts(adminApi, { space: 'general' });
    const post = posts.find((candidate) => candidate.reactions_count > 3)!;
    expect(post).toBeDefined();
    await page.goto(`/feed?space=general&search=${encodeURIComponent(post.title)}`);
    const article = articleOf(page, post);
    await article.getByRole('button', { name: `${post.reactions_count} reactions` }).click();
    const names = post.reactions.map((reaction) => reaction.xprofile!.display_name);
    const others = post.reactions_count - names.length;
    await expect(article.getByText(/reacted\.$/)).toHaveText(
      `${names.join(', ')}, and ${others} ${others === 1 ? 'other' : 'others'} reacted.`,
    );
  });
});

test.describe('filters', () => {
  test('space, topic, author, search, status and order give what the server gives', async ({
    adminPage: page,
    adminApi,
  }) => {
    await page.goto('/feed');
    await expect(feedOf(page).getByRole('article').first()).toBeVisible();
    const space = page.getByLabel('Space', { exact: true });
    const topic = page.getByLabel('Topic', { exact: true });
    const author = page.getByLabel('Author (user id)', { exact: true });

    await space.selectOption('engineering');
    await expect(page).toHaveURL(/space=engineering/);
    await expectSameFirstPosts(page, adminApi, { space: 'engineering' });
    await space.selectOption('');

    await topic.fill('questions');
    await topic.press('Enter');
    await expect(page).toHaveURL(/\/feed\?topic_slug=questions$/);
    await expectSameFirstPosts(page, adminApi, { topic_slug: 'questions' });
    await topic.fill('');
    await topic.press('Enter');
    await expect(page).toHaveURL(/\/feed$/);

    const someone = (await apiFeedPage(adminApi, { page: 1 })).feeds.data[0]!;
    await author.fill(String(someone.user_id));
    await author.press('Enter');
    await expect(page).toHaveURL(new RegExp(`user_id=${someone.user_id}$`));
    await expect(page.getByText(`Posts by ${someone.xprofile!.display_name}`)).toBeVisible();
    await expectSameFirstPosts(page, adminApi, { user_id: someone.user_id });
    await page
      .getByRole('region', { name: 'Filters' })
      .getByRole('button', { name: 'Clear filters' })
      .click();
    await expect(page).toHaveURL(/\/feed$/);

    const inComments = page.getByRole('checkbox', { name: 'Comments' });
    await inComments.click();
    await expect(inComments).toBeChecked();
    await expect(page).toHaveURL(/search_in=post_comments/);
    await page.getByRole('searchbox', { name: 'Search posts' }).fill('thanks');
    await expect(page).toHaveURL(/search=thanks/);
    await expectSameFirstPosts(page, adminApi, {
      search: 'thanks',
      search_in: ['post_content', 'post_comments'],
    });
    await page
      .getByRole('region', { name: 'Filters' })
      .getByRole('button', { name: 'Clear filters' })
      .click();

    await page.getByLabel('Status', { exact: true }).selectOption('pending');
    await expect(page).toHaveURL(/status=pending/);
    await expectSameFirstPosts(page, adminApi, { status: 'pending' });
    await expect(feedOf(page).getByText('In review').first()).toBeVisible();
    await page.getByLabel('Status', { exact: true }).selectOption('');

    await page.getByLabel('Order', { exact: true }).selectOption('popular');
    await expect(page).toHaveURL(/\/feed\?order_by_type=popular$/);
    await expectSameFirstPosts(page, adminApi, { order_by_type: 'popular' });
  });

  test('a topic chip and a space link filter the feed', async ({ adminPage: page, adminApi }) => {
    const posts = (await apiFeedPage(adminApi, { page: 1, per_page: 20 })).feeds.data;
    const post = posts.find((candidate) => candidate.terms.length > 0)!;
    expect(post).toBeDefined();
    const term = post.terms[0]!;
    await page.goto('/feed');
    const article = articleOf(page, post);
    await article.getByRole('link', { name: `#${term.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`topic_slug=${term.slug}$`));
    await expect(page.getByLabel('Topic', { exact: true })).toHaveValue(term.slug);
    await expectSameFirstPosts(page, adminApi, { topic_slug: term.slug });

    const first = feedOf(page).getByRole('article').first();
    await first.getByTitle(/^Show only posts in /).click();
    await expect(page).toHaveURL(/space=[\w-]+&topic_slug=/);
  });

  test('back and forward restore the filters and the place in the feed', async ({
    adminPage: page,
  }) => {
    await page.goto('/feed');
    await expect(feedOf(page).getByRole('article').first()).toBeVisible();
    await page.getByLabel('Space', { exact: true }).selectOption('general');
    await expect(page).toHaveURL(/space=general/);
    await expect(page.getByText('Pinned post', { exact: true })).toBeVisible();
    await expect(async () => {
      await page.mouse.wheel(0, 1000);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    }).toPass();
    const depth = await settledScrollY(page);

    await page.getByLabel('Order', { exact: true }).selectOption('oldest');
    await expect(page).toHaveURL(/space=general&order_by_type=oldest/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/feed\?space=general$/);
    await expect(page.getByLabel('Order', { exact: true })).toHaveValue('latest');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(depth);
    await page.goBack();
    await expect(page).toHaveURL(/\/feed$/);
    await expect(page.getByLabel('Space', { exact: true })).toHaveValue('');
    await page.goForward();
    await page.goForward();
    await expect(page.getByLabel('Space', { exact: true })).toHaveValue('general');
    await expect(page.getByLabel('Order', { exact: true })).toHaveValue('oldest');
  });

  test('says which filters left the feed empty, and clears them', async ({ adminPage: page }) => {
    await page.goto('/feed?space=general&search=zzzz-no-such-words');
    await expect(page.getByText('No posts match these filters')).toBeVisible();
    await expect(
      page.getByText(/No posts in General, matching “zzzz-no-such-words”/),
    ).toBeVisible();
    await page
      .getByText('No posts match these filters')
      .locator('..')
      .getByRole('button', { name: 'Clear filters' })
      .click();
    await expect(page).toHaveURL(/\/feed$/);
    await expect(feedOf(page).getByRole('article').first()).toBeVisible();
  });

  test('reports link parameters it does not understand', async ({ adminPage: page }) => {
    await page.goto('/feed?order_by_type=random&page=3');
    await expect(page.getByText(/order_by_type=random/)).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByText(/order_by_type=random/)).toBeHidden();
  });
});

test.describe('status filter', () => {
  test('is offered to moderators and admins only', async ({ page, credentials }) => {
    await signIn(page, credentials.member);
    await page.goto('/feed');
    await expect(feedOf(page).getByRole('article').first()).toBeVisible();
    await expect(page.getByLabel('Order', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Status', { exact: true })).toHaveCount(0);

    // A link that sets it still shows it, saying why it does nothing, so it can be cleared.
    await page.goto('/feed?status=pending');
    await expect(page.getByText(/Only moderators and admins can filter by status/)).toBeVisible();
  });
});

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

  test('a failed next page shows an inline retry and keeps the posts', async ({
    adminPage: page,
  }) => {
    let failures = 0;
    // Only this test's feed (oldest first): the sign-in page's own feed may still be loading.
    await page.route(/feeds\?(?=(.*&)?page=2(&|$))(?=.*order_by_type=oldest)/, async (route) => {
      // Three failures: the first try and React Query's two retries of a transient error.
      if (failures++ < 3) {
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'down', message: 'Down', data: { status: 503 } }),
        });
      } else {
        await route.continue();
      }
    });
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

  test('a failed first page says why and retries', async ({ adminPage: page }) => {
    let failures = 0;
    await page.route(/fluent-community\/v2\/feeds\?.*order_by_type=oldest/, async (route) => {
      if (failures++ === 0) {
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
    test.setTimeout(90_000);
    // A space with its pinned post, then the whole feed (surveys, media, markers).
    for (const url of ['/feed?space=general', '/feed?space=design-club', '/feed']) {
      await page.goto(url);
      const first = feedOf(page).getByRole('article').first();
      await first.getByRole('button', { name: /^\d+ comments?$/ }).click();
      await first.getByRole('button', { name: /^\d+ reactions?$/ }).click();
      for (const theme of ['Light', 'Dark']) {
        await page.getByRole('button', { name: theme }).click();
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
