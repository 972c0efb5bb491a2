import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiAllPosts, apiFeedPage, feedOf, type ApiPost } from '../support/feed';
import { seriousViolations } from '../support/accessibility';

/** A profile of `GET /members`, as far as these tests read it. */
interface DirectoryMember {
  user_id: number | string;
  display_name: string;
  username: string;
}

/** The member directory as the admin sees it, asked directly, not through the dashboard. */
async function apiDirectorySearch(
  api: APIRequestContext,
  search: string,
): Promise<DirectoryMember[]> {
  const query = new URLSearchParams({ search, per_page: '10' });
  const response = await api.get(`/wp-json/fluent-community/v2/members?${query}`);
  expect(response.status(), `GET /members?${query} (the member directory)`).toBe(200);
  const body = (await response.json()) as { members: { data: DirectoryMember[] } };
  return body.members.data;
}

/** Reaches `field` with the Tab key from the search box (`/` focuses it), as a keyboard user. */
async function tabTo(page: Page, field: Locator): Promise<void> {
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Search posts' })).toBeFocused();
  for (let step = 0; step < 20; step++) {
    if (await field.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(field).toBeFocused();
}

/**
 * A name that begins with `text` followed by a space or nothing: not `\b`, which knows only
 * ASCII letters (a name ending in "ć" has no `\b` before the space after it).
 */
function startsWithWhole(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}(\\s|$)`);
}

/** Moves the active option down to `option` with ArrowDown and picks it with Enter. */
async function pickWithKeyboard(page: Page, option: Locator): Promise<void> {
  await expect(option).toBeVisible();
  for (let step = 0; step < 20; step++) {
    if ((await option.getAttribute('aria-selected')) === 'true') break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
}

/**
 * The ids of every post the feed shows, in order: it scrolls to the end, reading each post's
 * place in the set (aria-posinset) as it goes, since only a window of posts is in the DOM.
 */
async function feedPostIds(page: Page): Promise<number[]> {
  const byPlace = new Map<number, number>();
  const read = async () => {
    const rows = await feedOf(page)
      .getByRole('article')
      .evaluateAll((articles) =>
        articles.map((article) => [
          Number(article.getAttribute('aria-posinset')),
          Number((article as HTMLElement).dataset.postId),
        ]),
      );
    for (const [place, id] of rows) byPlace.set(place!, id!);
  };
  const end = page.getByText(/^End of feed/);
  const endInView = async () =>
    (await end.count()) > 0 &&
    (await end.evaluate((marker) => marker.getBoundingClientRect().top < window.innerHeight));
  for (let step = 0; step < 400 && !(await endInView()); step++) {
    await read();
    // Less than a screen at a time, each step read once the page has moved (or the next posts
    // are still loading at the bottom: then the next step scrolls again).
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 500);
    await page
      .waitForFunction((scrollY) => window.scrollY !== scrollY, before, { timeout: 1000 })
      .catch(() => undefined);
  }
  await expect(end).toBeInViewport();
  await read();
  return [...byPlace.entries()].sort(([a], [b]) => a - b).map(([, id]) => id);
}

/**
 * A member with posts whose name is not on the feed's first page, so only the member directory
 * can suggest them, with the part of their name that finds them there; the fewest posts first.
 */
async function memberFoundByDirectory(api: APIRequestContext) {
  const firstPage = (await apiFeedPage(api, { page: 1, per_page: 20 })).feeds.data;
  const onFirstPage = new Set(firstPage.map((post) => post.user_id));
  const postsBy = new Map<number, ApiPost[]>();
  for (const post of await apiAllPosts(api, {})) {
    if (!post.xprofile?.display_name || onFirstPage.has(post.user_id)) continue;
    postsBy.set(post.user_id, [...(postsBy.get(post.user_id) ?? []), post]);
  }
  const authors = [...postsBy.entries()].sort(([, a], [, b]) => a.length - b.length);
  for (const [id, posts] of authors) {
    const name = posts[0]!.xprofile!.display_name;
    for (const part of [name.split(' ').at(-1)!, name.slice(0, -1)]) {
      const found = await apiDirectorySearch(api, part);
      if (found.some((member) => Number(member.user_id) === id)) return { id, name, part };
    }
  }
  throw new Error('No author outside the first page is found by the member directory');
}

test.describe('people and topic pickers', () => {
  test('picking an author by name filters the feed exactly as the server does for that id', async ({
    adminPage: page,
    adminApi,
  }) => {
    test.setTimeout(90_000);
    const member = await memberFoundByDirectory(adminApi);
    const expected = (await apiAllPosts(adminApi, { user_id: member.id })).map((post) => post.id);
    expect(expected.length).toBeGreaterThan(0);

    await page.goto('/feed');
    await expect(feedOf(page).getByRole('article').first()).toBeVisible();
    const author = page.getByRole('combobox', { name: 'Author' });
    await tabTo(page, author);
    await page.keyboard.type(member.part);
    await expect(author).toHaveAttribute('aria-expanded', 'true');
    const suggestions = page.getByRole('listbox', { name: 'Author suggestions' });
    await pickWithKeyboard(
      page,
      suggestions.getByRole('option', { name: startsWithWhole(member.name) }),
    );

    await expect(page).toHaveURL(new RegExp(`/feed\\?user_id=${member.id}$`));
    await expect(author).toHaveValue(member.name);
    await expect(author).toBeFocused();
    expect(await feedPostIds(page)).toEqual(expected);
  });

  test('picking a topic by title filters the feed exactly as the server does for its slug', async ({
    adminPage: page,
    adminApi,
  }) => {
    test.setTimeout(90_000);
    // A topic of the first page (the picker knows topics from the loaded posts), the one with
    // the fewest posts, to keep the scroll short.
    const firstPage = (await apiFeedPage(adminApi, { page: 1, per_page: 20 })).feeds.data;
    const titles = new Map(
      firstPage.flatMap((post) => post.terms).map((term) => [term.slug, term.title]),
    );
    let slug = '';
    let expected: number[] = [];
    for (const candidate of titles.keys()) {
      const ids = (await apiAllPosts(adminApi, { topic_slug: candidate })).map((post) => post.id);
      if (slug === '' || ids.length < expected.length) [slug, expected] = [candidate, ids];
    }
    const title = titles.get(slug)!;
    expect(expected.length).toBeGreaterThan(0);

    await page.goto('/feed');
    await expect(feedOf(page).getByRole('article').first()).toBeVisible();
    const topic = page.getByRole('combobox', { name: 'Topic' });
    await tabTo(page, topic);
    await page.keyboard.type(title.slice(0, Math.max(2, title.length - 1)));
    const suggestions = page.getByRole('listbox', { name: 'Topic suggestions' });
    await pickWithKeyboard(page, suggestions.getByRole('option', { name: startsWithWhole(title) }));

    await expect(page).toHaveURL(new RegExp(`/feed\\?topic_slug=${slug}$`));
    await expect(topic).toHaveValue(title);
    expect(await feedPostIds(page)).toEqual(expected);
  });

  test('an author id that no longer exists shows the id with a note, not an error', async ({
    adminPage: page,
  }) => {
    await page.goto('/feed?user_id=987654');
    await expect(page.getByText('No posts match these filters')).toBeVisible();
    const author = page.getByRole('combobox', { name: 'Author' });
    await expect(author).toHaveValue('User #987654');
    await expect(author).toHaveAccessibleDescription(
      'No posts by this member — they may have been deleted.',
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('has no serious or critical axe violations with the list open, in light and dark', async ({
    adminPage: page,
    adminApi,
  }) => {
    // Two axe runs over the feed's whole page: on a busy 2-core machine they outlast 30 s.
    test.slow();
    const someone = (await apiFeedPage(adminApi, { page: 1 })).feeds.data[0]!;
    const part = someone.xprofile!.display_name.slice(0, 3);
    await page.goto('/feed');
    await expect(feedOf(page).getByRole('article').first()).toBeVisible();
    const author = page.getByRole('combobox', { name: 'Author' });
    for (const theme of ['Light', 'Dark']) {
      await page.getByRole('button', { name: theme, exact: true }).click();
      await author.fill('');
      await author.pressSequentially(part);
      await expect(
        page.getByRole('listbox', { name: 'Author suggestions' }).getByRole('option').first(),
      ).toBeVisible();
      await expect(author).toHaveAttribute('aria-expanded', 'true');
      expect(await seriousViolations(page, 'main', `${theme} author picker`)).toEqual([]);
    }
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
