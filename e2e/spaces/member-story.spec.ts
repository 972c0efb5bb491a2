import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiAllPosts, feedOf } from '../support/feed';
import { apiCourses, apiMembers, apiStudents, dataTable, shownName } from '../support/tables';
import { seriousViolations } from '../support/accessibility';

/**
 * A member's whole story in the profile panel (src/components/member-story): their latest
 * posts, comments and spaces, compared with what the reference server answers the same routes.
 */
const API = '/wp-json/fluent-community/v2';

interface StoryPost {
  id: number;
  title: string;
  permalink: string;
  terms: Array<{ slug: string; title: string }>;
}
interface StoryComment {
  message_rendered: string;
  post: { permalink: string } | null;
}
interface StorySpace {
  slug: string;
  title: string;
}
interface FeedPost {
  id: number;
  user_id: number;
  xprofile: { display_name: string; username: string; permalink: string } | null;
}

/** The profile routes take usernames of ASCII letters, digits, - and _ only. */
const fitsProfileRoutes = (profile: { username: string }) =>
  /^[A-Za-z0-9_-]+$/.test(profile.username);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function getJson<T>(api: APIRequestContext, route: string): Promise<T> {
  const response = await api.get(`${API}/${route}`);
  expect(response.status(), route).toBe(200);
  return (await response.json()) as T;
}

async function apiStory(api: APIRequestContext, userId: number, username: string) {
  const [posts, comments, spaces] = await Promise.all([
    getJson<{ feeds: { data: StoryPost[] } }>(api, `feeds?user_id=${userId}&per_page=5`),
    getJson<{ comments: { data: StoryComment[] } }>(api, `profile/${username}/comments?per_page=5`),
    getJson<{ spaces: StorySpace[] }>(api, `profile/${username}/spaces`),
  ]);
  return { posts: posts.feeds.data, comments: comments.comments.data, spaces: spaces.spaces };
}

type Story = Awaited<ReturnType<typeof apiStory>>;

/** A member of General with posts and comments (so every part of the panel can be compared). */
async function memberWithAStory(api: APIRequestContext) {
  const members = (await apiMembers(api, 'general', { per_page: 40 })).members.data;
  for (const member of members) {
    const profile = member.xprofile;
    if (!profile || !fitsProfileRoutes(profile)) continue;
    const story = await apiStory(api, profile.user_id, profile.username);
    if (story.posts.length > 0 && story.comments.length > 0 && story.spaces.length > 0) {
      return { profile, story };
    }
  }
  throw new Error('No member of General has posts, comments and spaces in the seed');
}

/**
 * A member of General with 1 to 19 posts (all on the feed's first page) whose posts carry none
 * of one of the site's topics: the demo's data moves with the seeding day, so it is looked for.
 */
async function authorMissingATopic(
  api: APIRequestContext,
  siteTopics: ReadonlyArray<{ slug: string; title: string }>,
) {
  const members = (await apiMembers(api, 'general', { per_page: 60 })).members.data;
  for (const member of members) {
    const profile = member.xprofile;
    if (!profile || !fitsProfileRoutes(profile)) continue;
    const posts = await apiAllPosts(api, { user_id: profile.user_id });
    if (posts.length === 0 || posts.length >= 20) continue;
    const onPosts = new Set(posts.flatMap((post) => post.terms.map((term) => term.slug)));
    const missing = siteTopics.find((topic) => !onPosts.has(topic.slug));
    if (missing) return { profile, posts, missing };
  }
  throw new Error('No member of General has 1 to 19 posts that miss a topic of the site');
}

const hrefs = (links: Locator) =>
  links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));

/** The text a browser reads from `html`, spaces collapsed (what the panel shows of a comment). */
async function textOf(page: Page, html: string): Promise<string> {
  // What a reader sees: a script's or a style's source is not text on the page.
  const text = await page.evaluate((source) => {
    const body = new DOMParser().parseFromString(source, 'text/html').body;
    for (const hidden of body.querySelectorAll('script, style, template, noscript')) {
      hidden.remove();
    }
    return body.textContent ?? '';
  }, html);
  return text.replace(/\s+/g, ' ').trim();
}

/** Checks the open panel against the server's answers, part by part. */
async function expectStory(page: Page, panel: Locator, userId: number, story: Story) {
  const posts = panel.getByRole('region', { name: 'Latest posts' });
  const postItems = posts.getByRole('listitem');
  await expect(postItems).toHaveCount(story.posts.length);
  expect(await hrefs(postItems.getByRole('link'))).toEqual(story.posts.map((p) => p.permalink));
  for (const [index, post] of story.posts.entries()) {
    if (post.title) await expect(postItems.nth(index)).toContainText(post.title);
  }
  await expect(posts.getByRole('link', { name: /^All posts by / })).toHaveAttribute(
    'href',
    `/feed?user_id=${userId}`,
  );

  const commentItems = panel.getByRole('region', { name: 'Latest comments' }).getByRole('listitem');
  await expect(commentItems).toHaveCount(story.comments.length);
  for (const [index, comment] of story.comments.entries()) {
    const text = await textOf(page, comment.message_rendered);
    await expect(commentItems.nth(index)).toContainText(text.slice(0, 60));
    if (comment.post) {
      await expect(commentItems.nth(index).getByRole('link')).toHaveAttribute(
        'href',
        comment.post.permalink,
      );
    }
  }

  const places = panel.getByRole('region', { name: 'Spaces and courses' }).getByRole('link');
  await expect(places).toHaveCount(story.spaces.length);
  expect(await hrefs(places)).toEqual(story.spaces.map((space) => `/spaces/${space.slug}/members`));
}

async function openFromMembers(page: Page, username: string, name: string) {
  await page.goto(`/spaces/general/members?search=${username}`);
  await dataTable(page).getByRole('button', { name, exact: true }).click();
  const panel = page.getByRole('dialog', { name });
  await expect(panel).toBeVisible();
  return panel;
}

test.describe("a member's story", () => {
  test('the members table opens a panel with their latest posts, comments and spaces', async ({
    adminPage: page,
    adminApi,
  }) => {
    const { profile, story } = await memberWithAStory(adminApi);
    const panel = await openFromMembers(page, profile.username, shownName(profile));
    await expectStory(page, panel, profile.user_id, story);

    // "All posts by …" is the dashboard's feed filtered by them.
    await panel.getByRole('link', { name: /^All posts by / }).click();
    await expect(page).toHaveURL(new RegExp(`/feed\\?user_id=${profile.user_id}$`));
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(
      feedOf(page).locator(`article[data-post-id="${story.posts[0]!.id}"]`),
    ).toBeVisible();
  });

  test("a student's panel tells the same story, with the course they are in", async ({
    adminPage: page,
    adminApi,
  }) => {
    const course = (await apiCourses(adminApi)).find((candidate) => candidate.students_count > 0)!;
    const student = (await apiStudents(adminApi, course.id, { per_page: 1 })).students.data[0]!;
    const story = await apiStory(adminApi, student.user_id, student.username);

    await page.goto(`/courses/${course.id}/students`);
    await dataTable(page)
      .getByRole('button', { name: shownName(student), exact: true })
      .click();
    const panel = page.getByRole('dialog', { name: shownName(student) });
    const places = panel.getByRole('region', { name: 'Spaces and courses' });
    // The site lists community spaces only; the course comes from the page, after them.
    await expect(places.getByRole('link')).toHaveCount(story.spaces.length + 1);
    await expect(places.getByRole('link').last()).toHaveAttribute(
      'href',
      `/courses/${course.id}/students`,
    );
    await expect(places.getByRole('listitem').last()).toContainText('Student');
    await expect(
      panel.getByRole('region', { name: 'Latest posts' }).getByRole('listitem'),
    ).toHaveCount(story.posts.length);
  });

  test("a post author's name in the feed opens the same panel", async ({
    adminPage: page,
    adminApi,
  }) => {
    const firstPage = await getJson<{ feeds: { data: FeedPost[] } }>(adminApi, 'feeds?per_page=20');
    const post = firstPage.feeds.data.find(
      (candidate) => candidate.xprofile?.display_name && fitsProfileRoutes(candidate.xprofile),
    )!;
    const author = post.xprofile!;
    const story = await apiStory(adminApi, post.user_id, author.username);

    await page.goto('/feed');
    const article = feedOf(page).locator(`article[data-post-id="${post.id}"]`);
    await expect(article).toBeVisible();
    // The site's profile stays one click away, in a new tab.
    await expect(
      article.getByRole('link', {
        name: `${author.display_name}’s profile on the site (opens in a new tab)`,
      }),
    ).toHaveAttribute('href', author.permalink);
    await article.getByRole('button', { name: author.display_name, exact: true }).first().click();
    const panel = page.getByRole('dialog', { name: author.display_name });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: /View profile on the site/ })).toHaveAttribute(
      'href',
      author.permalink,
    );
    await expectStory(page, panel, post.user_id, story);
    // The feed's j/k belong to the feed, not to a panel open over it.
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect(panel).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test("the topic picker offers the site's topics, also those on no loaded post", async ({
    adminPage: page,
    adminApi,
  }) => {
    const groups = await getJson<{
      groups: Array<{ spaces: Array<{ topics: Array<{ slug: string; title: string }> }> }>;
      orphaned_spaces: Array<{ topics: Array<{ slug: string; title: string }> }>;
    }>(adminApi, 'spaces/space_groups');
    const siteTopics = [
      ...groups.groups.flatMap((group) => group.spaces),
      ...groups.orphaned_spaces,
    ].flatMap((space) => space.topics);
    // An author whose posts (all loaded: fewer than a page) miss one of the site's topics.
    const { profile, missing } = await authorMissingATopic(adminApi, siteTopics);

    await page.goto(`/feed?user_id=${profile.user_id}`);
    // One page holds them all (the feed asks for 20), so every post of theirs is loaded.
    await expect(feedOf(page).getByRole('article').first()).toBeVisible();
    const picker = page.getByRole('combobox', { name: 'Topic' });
    await picker.fill(missing.title);
    await expect(
      page
        .getByRole('listbox', { name: 'Topic suggestions' })
        .getByRole('option', { name: new RegExp(`^${escapeRegExp(missing.title)}`) }),
    ).toBeVisible();
  });

  test('has no serious or critical axe violations with the panel open, in light and dark', async ({
    adminPage: page,
    adminApi,
  }) => {
    test.slow();
    const { profile, story } = await memberWithAStory(adminApi);
    for (const theme of ['Light', 'Dark']) {
      await page.goto('/spaces/general/members');
      await page.getByRole('button', { name: theme, exact: true }).click();
      const panel = await openFromMembers(page, profile.username, shownName(profile));
      await expect(
        panel.getByRole('region', { name: 'Latest comments' }).getByRole('listitem'),
      ).toHaveCount(story.comments.length);
      await expect(
        panel.getByRole('region', { name: 'Spaces and courses' }).getByRole('link'),
      ).toHaveCount(story.spaces.length);
      expect(await seriousViolations(page, 'dialog', `${theme} member story`)).toEqual([]);
      await page.keyboard.press('Escape');
    }
  });
});
