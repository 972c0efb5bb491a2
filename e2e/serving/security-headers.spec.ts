import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import { articleTitled, feedOf } from '../support/feed';
import { apiCourses, dataTable } from '../support/tables';

/**
 * The built dashboard runs under the strict Content-Security-Policy the server sends with it
 * (docs/decisions/015). Violations are caught two ways — Chromium's console message and the
 * page's `securitypolicyviolation` event (with the policy's 'report-sample') — and a
 * deliberate inline script proves the catching works.
 */
declare global {
  interface Window {
    reportCspViolation?: (violation: string) => void;
  }
}

interface Violation {
  directive: string;
  sample: string;
  source: string;
}

/** Everything the page reports as refused by its CSP, from now on, across navigations. */
async function watchViolations(page: Page) {
  const events: Violation[] = [];
  const consoleMessages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleMessages.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (violation: string) => {
    events.push(JSON.parse(violation) as Violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportCspViolation?.(
        JSON.stringify({
          directive: event.effectiveDirective,
          sample: event.sample,
          source: `${event.sourceFile}:${event.lineNumber}`,
        }),
      );
    });
  });
  return { events, consoleMessages };
}

/** What the demo's hostile post and comment carry (server/demo/demo-facts.ts, fixture-posts.ts). */
const HOSTILE_SAMPLES = [
  'alert(1)',
  'alert("comment")',
  'position:fixed;top:0;left:0;width:100%;height:100%',
];

test.describe('the Content-Security-Policy', () => {
  test('lets the app sign in and browse feed, members and students with no violation', async ({
    page,
    credentials,
    adminApi,
  }) => {
    test.setTimeout(60_000);
    const violations = await watchViolations(page);

    const response = await page.request.get('/feed');
    const policy = response.headers()['content-security-policy'];
    expect(policy).toContain("script-src 'self' 'report-sample';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers()['referrer-policy']).toBe('no-referrer');
    expect(response.headers()['x-frame-options']).toBe('DENY');

    // Not from /feed: its newest posts include the hostile one (see the next test).
    await signIn(page, credentials.admin, { from: '/spaces' });

    await page.goto('/feed?space=announcements');
    const article = feedOf(page).getByRole('article').first();
    await expect(article).toBeVisible();
    // Avatars come from the server's /demo-media: img-src lets them in.
    const avatar = article.locator('img').first();
    await expect
      .poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Space members' }).click();
    await expect(page).toHaveURL(/\/spaces$/);
    await page.goto('/spaces/design-club/members');
    await expect(dataTable(page).getByRole('row').nth(1)).toBeVisible();

    const courses = await apiCourses(adminApi);
    const course = [...courses].sort((a, b) => b.students_count - a.students_count)[0];
    expect(course?.students_count).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Course students' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await page.getByRole('link', { name: course!.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/courses/${course!.id}/students$`));
    await expect(dataTable(page).getByRole('row').nth(1)).toBeVisible();

    expect(violations.events).toEqual([]);
    expect(violations.consoleMessages).toEqual([]);

    // The catching works: an inline script is refused and reported.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.head.append(script);
    });
    await expect.poll(() => violations.events.length).toBe(1);
    expect(violations.events[0]).toMatchObject({
      directive: 'script-src-elem',
      sample: 'window.inlineRan = true',
    });
    expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false);
  });

  test("refuses a hostile post's inline handlers and styles, and only those", async ({
    page,
    credentials,
  }) => {
    const violations = await watchViolations(page);
    await signIn(page, credentials.admin, { from: '/spaces' });
    expect(violations.events).toEqual([]);

    await page.goto('/feed?space=general&search=xss');
    const hostile = articleTitled(page, 'Security test <script>alert("xss")</script>');
    await hostile.getByRole('button', { name: /^\d+ comments?$/ }).click();
    await expect(hostile.getByText(/Nice try/)).toBeVisible();

    // Chromium reports the markup the sanitizer parses (nothing runs: it is removed before
    // the post reaches the page). Every report is the hostile content, none is the app's.
    await expect.poll(() => violations.events.length).toBeGreaterThan(0);
    for (const violation of violations.events) {
      expect(['script-src-attr', 'style-src-attr']).toContain(violation.directive);
      // Chromium reports the first 40 characters.
      expect(violation.sample).not.toBe('');
      expect(HOSTILE_SAMPLES.some((sample) => sample.startsWith(violation.sample))).toBe(true);
    }
  });
});
