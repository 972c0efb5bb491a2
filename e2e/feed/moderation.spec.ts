import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from '../support/accessibility';
import {
  apiAllPosts,
  apiFeedPage,
  articleOf,
  feedOf,
  scrollUntilVisible,
  type ApiPost,
} from '../support/feed';
import { expect } from '../support/fixtures';
import { isolated } from '../support/member-writes';
import { test } from '../support/own-server';

/**
 * Moderating posts and comments in place on the feed (contract/actions.ts: patchFeed,
 * updateFeed, deleteFeed, deleteComment; the reactions read). These specs write, so they run
 * against a server of their own (support/own-server.ts): the shared demo keeps the posts the
 * other feed specs assert.
 */
const SPACE = 'general';
// One test after another in this file: each acts on posts of its own, on one server.
test.describe.configure({ mode: 'default' });

/** The post's menu button (the seed repeats titles: the post is found by its id). */
const menuOf = (page: Page, post: ApiPost) =>
  articleOf(page, post).getByRole('button', { name: `Actions for “${isolated(post.title)}”` });

async function choose(page: Page, post: ApiPost, item: string) {
  await scrollUntilVisible(page, menuOf(page, post));
  await menuOf(page, post).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** The feed's notice region, once it says `text`. */
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

const topOf = (page: Page) => feedOf(page).getByRole('article').first();

/**
 * Back to the top of the feed, as a person would to see its first post: the feed renders the
 * posts near the viewport only, so once scrolled to a post further down, the first article on
 * the page may be the second post.
 */
const scrollToTop = (page: Page) => page.evaluate(() => window.scrollTo(0, 0));

/** Titled posts of the space, in the feed's order, the pinned one left out. */
async function listedPosts(api: APIRequestContext): Promise<ApiPost[]> {
  const page = await apiFeedPage(api, { space: SPACE, per_page: 20 });
  return page.feeds.data.filter((post) => post.title !== '');
}

async function pinnedOf(api: APIRequestContext): Promise<ApiPost | null> {
  return (await apiFeedPage(api, { space: SPACE })).sticky;
}

/** Opens the space's feed searched for the post, so it is on screen without scrolling. */
async function openPost(page: Page, post: ApiPost, extra = '') {
  await page.goto(`/feed?space=${SPACE}&search=${encodeURIComponent(post.title)}${extra}`);
  await expect(articleOf(page, post)).toBeVisible();
}

test('pins a post on top of its space, unpinning the one there, and it stays so', async ({
  ownAdminPage: page,
  ownAdminApi: api,
}) => {
  const before = await pinnedOf(api);
  expect(before, 'the seed pins a post in General').not.toBeNull();
  const post = (await listedPosts(api))[2]!;
  await page.goto(`/feed?space=${SPACE}`);
  await expect(topOf(page)).toHaveAttribute('data-post-id', String(before!.id));
  await choose(page, post, 'Pin');
  await scrollToTop(page);
  await expect(topOf(page)).toHaveAttribute('data-post-id', String(post.id));
  await expect(topOf(page).getByText('Pinned post', { exact: true })).toBeVisible();
  await expect(notice(page, `Pinned “${post.title}” on top of General.`)).toBeVisible();
  await expect(page.getByText('Pinned post', { exact: true })).toHaveCount(1);

  await page.reload();
  await expect(topOf(page)).toHaveAttribute('data-post-id', String(post.id));
  expect((await pinnedOf(api))?.id).toBe(post.id);
  const all = await apiAllPosts(api, { space: SPACE, disable_sticky: 'yes' });
  expect(all.filter((candidate) => candidate.is_sticky).map((pinned) => pinned.id)).toEqual([
    post.id,
  ]);
});

test('Undo of a pin pins the space’s post before it again', async ({
  ownAdminPage: page,
  ownAdminApi: api,
}) => {
  const before = (await pinnedOf(api))!;
  const post = (await listedPosts(api))[3]!;
  await page.goto(`/feed?space=${SPACE}`);
  await expect(topOf(page)).toHaveAttribute('data-post-id', String(before.id));
  await choose(page, post, 'Pin');
  await scrollToTop(page);
  await expect(topOf(page)).toHaveAttribute('data-post-id', String(post.id));
  await notice(page, 'Pinned').getByRole('button', { name: 'Undo' }).click();
  await scrollToTop(page);
  await expect(topOf(page)).toHaveAttribute('data-post-id', String(before.id));
  await expect.poll(async () => (await pinnedOf(api))?.id).toBe(before.id);
});

test('turns comments off on a post, and it stays so', async ({
  ownAdminPage: page,
  ownAdminApi: api,
}) => {
  const post = (await listedPosts(api))[4]!;
  await openPost(page, post);
  await choose(page, post, 'Turn comments off');
  await expect(articleOf(page, post).getByText('Comments off', { exact: true })).toBeVisible();
  await expect(notice(page, `Turned comments off for “${post.title}”.`)).toBeVisible();
  await page.reload();
  await expect(articleOf(page, post).getByText('Comments off', { exact: true })).toBeVisible();
  await menuOf(page, post).click();
  await expect(page.getByRole('menuitem', { name: 'Turn comments on' })).toBeVisible();
});

test('publishes a post in review', async ({ ownAdminPage: page, ownAdminApi: api }) => {
  const inReview = (await apiAllPosts(api, { status: 'pending' })).filter(
    (post) => post.title !== '',
  );
  expect(inReview.length, 'the seed has posts in review').toBeGreaterThan(0);
  const post = inReview[0]!;
  await page.goto(`/feed?status=pending&search=${encodeURIComponent(post.title)}`);
  await expect(articleOf(page, post)).toBeVisible();
  await choose(page, post, 'Publish');
  // It leaves the "In review" list at once, and is published on the site.
  await expect(articleOf(page, post)).toHaveCount(0);
  await expect(notice(page, `Published “${post.title}”.`)).toBeVisible();
  const published = await apiAllPosts(api, { status: 'published', search: post.title });
  expect(published.map((candidate) => candidate.id)).toContain(post.id);
});

test('deletes a post after asking, naming it and its author', async ({
  ownAdminPage: page,
  ownAdminApi: api,
}) => {
  const post = (await listedPosts(api))[5]!;
  const author = post.xprofile!.display_name;
  await openPost(page, post);
  await choose(page, post, 'Delete post');
  const dialog = page.getByRole('dialog', { name: `Delete “${post.title}” by ${author}?` });
  await expect(dialog).toContainText('This cannot be undone.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete post' }).click();
  await expect(dialog).toBeHidden();
  await expect(articleOf(page, post)).toHaveCount(0);
  await expect(notice(page, `Deleted “${post.title}”.`)).toBeVisible();
  const left = await apiAllPosts(api, { space: SPACE });
  expect(left.map((candidate) => candidate.id)).not.toContain(post.id);
});

test('deletes a comment after asking', async ({ ownAdminPage: page, ownAdminApi: api }) => {
  const post = (await listedPosts(api)).find(
    (candidate) => candidate.comments.filter((comment) => comment.parent_id === null).length >= 2,
  )!;
  expect(post, 'a titled post with comments').toBeDefined();
  const comments = await apiCommentsOf(api, post.id);
  const comment = comments.find((candidate) => candidate.parent_id === null && !candidate.replied)!;
  await openPost(page, post);
  const article = articleOf(page, post);
  await article.getByRole('button', { name: `${post.comments_count} comments` }).click();
  // The thread shows its first comments; which one is picked depends on when the demo was seeded.
  const more = article.getByRole('button', { name: /^Show \d+ more comments?$/ });
  await expect(article.getByRole('list', { name: 'Comments' })).toBeVisible();
  if ((await more.count()) > 0) await more.click();
  await article
    .getByRole('button', { name: `Delete ${isolated(comment.author)}’s comment` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Delete ${comment.author}’s comment?` });
  await dialog.getByRole('button', { name: 'Delete comment' }).click();
  const left = post.comments_count - 1;
  await expect(
    article.getByRole('button', { name: `${left} ${left === 1 ? 'comment' : 'comments'}` }),
  ).toBeVisible();
  await expect(notice(page, `Deleted ${comment.author}’s comment.`)).toBeVisible();
  const after = await apiCommentsOf(api, post.id);
  expect(after.map((candidate) => candidate.id)).not.toContain(comment.id);
});

test("shows the site's refusal in its own words, with the pin as it was", async ({
  ownAdminPage: page,
  ownAdminApi: api,
}) => {
  const before = (await pinnedOf(api))!;
  const post = (await listedPosts(api))[6]!;
  // The demo's admin may pin, so the site's refusal of another account is played here.
  await page.route(`**/fluent-community/v2/feeds/${post.id}**`, (route) =>
    route.request().method() === 'GET'
      ? route.fallback()
      : route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({
            code: 'Permission Callback Error',
            message: 'You do not have permission to do this action',
            data: { status: 403 },
          }),
        }),
  );
  await page.goto(`/feed?space=${SPACE}`);
  await expect(topOf(page)).toHaveAttribute('data-post-id', String(before.id));
  await choose(page, post, 'Pin');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    `Could not pin “${post.title}”: You do not have permission to do this action`,
  );
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(articleOf(page, post).getByText('Pinned post', { exact: true })).toHaveCount(0);
  await scrollToTop(page);
  await expect(topOf(page)).toHaveAttribute('data-post-id', String(before.id));
  await expect(topOf(page).getByText('Pinned post', { exact: true })).toBeVisible();
  expect((await pinnedOf(api))?.id).toBe(before.id);
});

test('lists everyone who reacted to a post', async ({ ownAdminPage: page, ownAdminApi: api }) => {
  const post = (await apiAllPosts(api, { space: SPACE })).find(
    (candidate) => candidate.title !== '' && candidate.reactions_count > 3,
  )!;
  expect(post, 'a titled post with more than 3 reactions').toBeDefined();
  const likers = await apiLikersOf(api, post.id);
  await openPost(page, post);
  const article = articleOf(page, post);
  await article.getByRole('button', { name: `${post.reactions_count} reactions` }).click();
  const others = post.reactions_count - post.reactions.length;
  await article
    .getByRole('button', { name: `${others} ${others === 1 ? 'other' : 'others'}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Who reacted to “${post.title}”` });
  const list = dialog.getByRole('list', { name: 'People who reacted' });
  await expect(list.getByRole('listitem')).toHaveCount(likers.length);
  await expect(list.locator('bdi')).toHaveText(likers);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('has no serious or critical axe violations with the menu or a dialog open, in light and dark', async ({
  ownAdminPage: page,
  ownAdminApi: api,
}) => {
  test.slow();
  const post = (await apiAllPosts(api, { space: SPACE })).find(
    (candidate) => candidate.title !== '' && candidate.reactions_count > 3,
  )!;
  await openPost(page, post);
  const article = articleOf(page, post);
  for (const theme of ['Light', 'Dark']) {
    await page.getByRole('button', { name: theme, exact: true }).click();
    await menuOf(page, post).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await seriousViolations(page, 'article', `${theme} post menu`)).toEqual([]);
    await page.getByRole('menuitem', { name: 'Delete post' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page, 'dialog[open]', `${theme} delete dialog`)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    const reactions = article.getByRole('button', { name: `${post.reactions_count} reactions` });
    if ((await reactions.getAttribute('aria-expanded')) !== 'true') await reactions.click();
    await article.getByRole('button', { name: /others?$/ }).click();
    await expect(page.getByRole('list', { name: 'People who reacted' })).toBeVisible();
    expect(await seriousViolations(page, 'dialog[open]', `${theme} reactions dialog`)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
});

interface ApiComment {
  id: number;
  parent_id: number | null;
  author: string;
  /** Another comment answers it (its deletion takes the replies too). */
  replied: boolean;
}

async function apiCommentsOf(api: APIRequestContext, postId: number): Promise<ApiComment[]> {
  const posts = await apiAllPosts(api, { space: SPACE });
  const post = posts.find((candidate) => candidate.id === postId);
  const comments = (post?.comments ?? []) as Array<
    ApiPost['comments'][number] & { xprofile: { display_name: string } | null }
  >;
  return comments.map((comment) => ({
    id: comment.id,
    parent_id: comment.parent_id === null ? null : Number(comment.parent_id),
    author: comment.xprofile?.display_name ?? '',
    replied: comments.some((other) => Number(other.parent_id) === comment.id),
  }));
}

async function apiLikersOf(api: APIRequestContext, postId: number): Promise<string[]> {
  const response = await api.get(`/wp-json/fluent-community/v2/feeds/${postId}/reactions`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    reactions: Array<{ xprofile: { display_name: string } }>;
  };
  return body.reactions.map((reaction) => reaction.xprofile.display_name);
}
