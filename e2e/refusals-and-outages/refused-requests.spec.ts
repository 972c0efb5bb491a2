import type { Page, Response } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import { apiCourses, apiSpaces } from '../support/tables';

/**
 * How a member's dashboard talks to the site: a refusal (401, 403, 422) is final, so no
 * refused request may be made twice while a page stays open (docs/decisions/030). Each page is
 * opened in its own tab and its requests to the REST API counted over the same 10 seconds.
 */
const WINDOW_MS = 10_000;

interface RequestLog {
  path: string;
  /** "403 /wp-json/…?per_page=100" → how many times. */
  refused: Map<string, number>;
  total: number;
}

function logRequests(page: Page, path: string): RequestLog {
  const log: RequestLog = { path, refused: new Map(), total: 0 };
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/wp-json/')) return;
    log.total += 1;
    const status = response.status();
    if (status !== 401 && status !== 403 && status !== 422) return;
    const request = `${status} ${url.pathname}${url.search}`;
    log.refused.set(request, (log.refused.get(request) ?? 0) + 1);
  });
  return log;
}

test('a member account never asks for a refused request twice, on any page', async ({
  browser,
  credentials,
  adminApi,
}) => {
  test.setTimeout(90_000);
  const course = (await apiCourses(adminApi))[0]!;
  const space = (await apiSpaces(adminApi))[0]!;
  const pages: Array<{ path: string; shows: RegExp }> = [
    { path: '/', shows: /Overview/ },
    { path: '/feed', shows: /Feed/ },
    { path: '/spaces', shows: /Space members/ },
    { path: `/spaces/${space.slug}/members`, shows: /./ },
    { path: `/spaces/${space.slug}/insights`, shows: /./ },
    { path: '/courses', shows: /Course students/ },
    { path: `/courses/${course.id}/students`, shows: /./ },
    { path: `/courses/${course.id}/insights`, shows: /./ },
  ];

  // One signed-in browser, the session remembered so that every tab shares it.
  const context = await browser.newContext();
  const first = await context.newPage();
  await signIn(first, credentials.member, { remember: true });
  await first.close();

  const logs: RequestLog[] = [];
  for (const { path, shows } of pages) {
    const tab = await context.newPage();
    logs.push(logRequests(tab, path));
    await tab.goto(path);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(shows);
  }
  // The measurement itself: how many requests each open page makes in this time.
  await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));

  const repeated = logs.flatMap(({ path, refused }) =>
    [...refused]
      .filter(([, times]) => times > 1)
      .map(([request, times]) => ({
        page: path,
        request,
        times,
      })),
  );
  expect(repeated).toEqual([]);
  // It measured something: the member is refused the course pages.
  const courses = logs.find((log) => log.path === '/courses')!;
  expect([...courses.refused.keys()]).toEqual([
    expect.stringMatching(/^403 \/wp-json\/fluent-community\/v2\/admin\/courses\?/),
  ]);
  await context.close();
});

test('a member is told, on a course’s students page, why there are none and where to go', async ({
  page,
  credentials,
  adminApi,
}) => {
  const course = (await apiCourses(adminApi))[0]!;
  await signIn(page, credentials.member, { from: `/courses/${course.id}/students` });
  await expect(
    page.getByRole('heading', { name: 'This account cannot see course students' }),
  ).toBeVisible();
  await expect(page.getByText(/Only site administrators and course managers/)).toBeVisible();
  await page.getByRole('link', { name: 'Back to courses' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(
    page.getByText('This site does not list its courses to this account', { exact: true }),
  ).toBeVisible();
  await expect(page.getByLabel('Open a course (id)')).toBeVisible();
});
