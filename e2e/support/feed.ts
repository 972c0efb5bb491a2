import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * What the reference server says, fetched as the admin, so the feed specs compare the UI with
 * the server instead of hard-coding counts of the seed.
 */
export interface ApiPost {
  id: number;
  title: string;
  user_id: number;
  is_sticky: boolean;
  comments_count: number;
  reactions_count: number;
  comments: Array<{ id: number; parent_id: number | null; message_rendered: string }>;
  reactions: Array<{ xprofile: { display_name: string } | null }>;
  terms: Array<{ slug: string; title: string }>;
  xprofile: { display_name: string } | null;
  meta?: { comments_disabled?: string };
}

interface ApiFeedPage {
  feeds: { data: ApiPost[]; has_more: boolean };
  sticky: ApiPost | null;
}

export type FeedParams = Record<string, string | number | string[]>;

function queryString(params: FeedParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const item of value) search.append(`${key}[]`, item);
    else search.set(key, String(value));
  }
  return search.toString();
}

export async function apiFeedPage(
  api: APIRequestContext,
  params: FeedParams,
): Promise<ApiFeedPage> {
  const response = await api.get(`/wp-json/fluent-community/v2/feeds?${queryString(params)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiFeedPage;
}

/** Every post the server has for `params`, walking pages by `has_more`, sticky first. */
export async function apiAllPosts(api: APIRequestContext, params: FeedParams): Promise<ApiPost[]> {
  const posts: ApiPost[] = [];
  for (let page = 1; ; page++) {
    const body = await apiFeedPage(api, { ...params, page, per_page: 100 });
    if (page === 1 && body.sticky) posts.push(body.sticky);
    posts.push(...body.feeds.data);
    if (!body.feeds.has_more || body.feeds.data.length === 0) return posts;
  }
}

/** The titles of the first `count` posts the server returns for `params`, as the UI heads them. */
export async function apiFirstTitles(
  api: APIRequestContext,
  params: FeedParams,
  count: number,
): Promise<string[]> {
  const body = await apiFeedPage(api, { ...params, page: 1, per_page: 20 });
  const posts = body.sticky ? [body.sticky, ...body.feeds.data] : body.feeds.data;
  return posts.slice(0, count).map(headingOf);
}

/** Untitled posts get a visually hidden heading naming their author. */
export function headingOf(post: ApiPost): string {
  return post.title || `Post by ${post.xprofile?.display_name ?? `User ${post.user_id}`}`;
}

export const feedOf = (page: Page): Locator => page.getByRole('feed', { name: 'Posts' });

/** A post's article, by id: the seed repeats titles. */
export const articleOf = (page: Page, post: ApiPost): Locator =>
  feedOf(page).locator(`article[data-post-id="${post.id}"]`);

export const articleTitled = (page: Page, title: string): Locator =>
  feedOf(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/**
 * The first three posts on screen (all in the DOM whatever the virtualizer keeps) are the first
 * three the server returns for `params`; there must be at least one, so the comparison can fail.
 */
export async function expectSameFirstPosts(
  page: Page,
  api: APIRequestContext,
  params: FeedParams,
): Promise<void> {
  const expected = await apiFirstTitles(api, params, 3);
  expect(expected.length, `the server has posts for ${JSON.stringify(params)}`).toBeGreaterThan(0);
  const headings = feedOf(page).getByRole('article').getByRole('heading', { level: 2 });
  await expect
    .poll(async () => (await headings.allTextContents()).slice(0, expected.length))
    .toEqual(expected);
}

/** Scrolls with the mouse wheel until the "End of feed" marker shows. */
export async function scrollToEnd(page: Page): Promise<Locator> {
  const end = page.getByText(/^End of feed/);
  await expect(async () => {
    await page.mouse.wheel(0, 5000);
    await expect(end).toBeInViewport({ timeout: 400 });
  }).toPass({ timeout: 60_000 });
  return end;
}

/**
 * Scrolls the feed with the mouse wheel until `target` is visible: the feed draws only the
 * posts near the viewport, so a post further down is not in the page until it is scrolled to.
 */
export async function scrollUntilVisible(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    if (!(await target.isVisible())) await page.mouse.wheel(0, 600);
    await expect(target).toBeVisible({ timeout: 400 });
  }).toPass({ timeout: 30_000 });
}

const isFeedsRequest = (url: string) => /fluent-community\/v2\/feeds(?:$|[?&])/.test(url);

/**
 * The feed's new-post check (src/features/feed/new-posts-query.ts): page 1, five posts, pinned
 * post in its place. It repeats every 30 s while the feed is open.
 */
export function isNewPostCheck(url: string): boolean {
  const params = new URL(url).searchParams;
  return (
    isFeedsRequest(url) && params.get('per_page') === '5' && params.get('disable_sticky') === 'yes'
  );
}

/**
 * Every `GET /feeds` the page makes for the timeline, to prove expanding or restoring fetches
 * nothing (the new-post checks, which repeat by design, are left out).
 */
export function recordFeedRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/fluent-community\/v2\/feeds/.test(url) && !isNewPostCheck(url)) urls.push(url);
  });
  return urls;
}

/** Every new-post check the page makes. */
export function recordNewPostChecks(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (isNewPostCheck(request.url())) urls.push(request.url());
  });
  return urls;
}

/** The window's scroll offset once it has stopped moving (wheel scrolling is asynchronous). */
export function settledScrollY(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = -1;
        let still = 0;
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5) resolve(last);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}
