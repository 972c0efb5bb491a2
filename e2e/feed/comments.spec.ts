import { expect, test } from '../support/fixtures';
import { apiAllPosts, articleOf, recordFeedRequests } from '../support/feed';

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
