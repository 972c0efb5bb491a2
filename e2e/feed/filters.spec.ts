import { expect, signIn, test } from '../support/fixtures';
import {
  apiFeedPage,
  articleOf,
  expectSameFirstPosts,
  feedOf,
  settledScrollY,
} from '../support/feed';

test.describe('filters', () => {
  test('space, topic, author, search, status and order give what the server gives', async ({
    adminPage: page,
    adminApi,
  }) => {
    await page.goto('/feed');
    await expect(feedOf(page).getByRole('article').first()).toBeVisible();
    const space = page.getByLabel('Space', { exact: true });
    const topic = page.getByRole('combobox', { name: 'Topic' });
    const author = page.getByRole('combobox', { name: 'Author' });

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
    // The URL keeps the id; the field shows the name.
    await expect(author).toHaveValue(someone.xprofile!.display_name);
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
    // The URL keeps the slug; the field shows the title.
    await expect(page.getByRole('combobox', { name: 'Topic' })).toHaveValue(term.title);
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
