import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import { feedOf } from '../support/feed';

const DISCOVERY = '?_fields=name%2Cnamespaces%2Cgmt_offset%2Ctimezone_string';

/**
 * Every request to the site ends in `_locale=user` (src/api/client.ts, SITE_LOCALE_PARAMS), so
 * that it answers in the user's own language: an API request is named without it, and one that
 * lacked it is marked, so that no comparison below passes over it.
 */
const SITE_LANGUAGE = /[?&]_locale=user$/;

/** Records the API requests (start, end) and script downloads of `page`, in order. */
function recordRequests(page: Page): string[] {
  const events: string[] = [];
  const name = (url: string) => {
    const { pathname, search } = new URL(url);
    return `${pathname.replace(/^\/wp-json\/(fluent-community\/v2\/|wp\/v2\/)?/, '')}${search}`;
  };
  const apiName = (url: string) =>
    SITE_LANGUAGE.test(url) ? name(url.replace(SITE_LANGUAGE, '')) : `${name(url)} (no _locale)`;
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/wp-json')) events.push(`start ${apiName(url)}`);
    else if (request.resourceType() === 'script') events.push(`script ${name(url)}`);
  });
  page.on('requestfinished', (request) => {
    if (request.url().includes('/wp-json')) events.push(`end ${apiName(request.url())}`);
  });
  return events;
}

/**
 * Adds `shown` to `events` the moment the page first shows `what` (a text, or an element
 * matching a selector), noted by the page itself: what it asks afterwards (the code of the
 * pages one click away, once it is quiet) is not on the way to it, however late a polling
 * assertion sees it.
 */
async function noteWhenShown(
  page: Page,
  events: string[],
  what: { text: string } | { selector: string },
) {
  await page.exposeFunction('__noteShown', () => events.push('shown'));
  await page.evaluate((wanted) => {
    const shown = () =>
      'text' in wanted
        ? (document.body.textContent?.includes(wanted.text) ?? false)
        : document.querySelector(wanted.selector) !== null;
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      (window as unknown as { __noteShown: () => void }).__noteShown();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, what);
}

/** The events up to the page's first showing (noteWhenShown). */
function untilShown(events: readonly string[]): string[] {
  const at = events.indexOf('shown');
  return at < 0 ? [...events] : events.slice(0, at);
}

/** Opens `path` (the login screen), waits for its preloads, and makes the check answer late. */
async function openLogin(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByLabel('Site address')).not.toHaveValue('');
  // The login screen preloads the sign-in and landing code once it has painted.
  await page.waitForLoadState('networkidle');
  // The check answers late, so what goes out while it runs is plain to see.
  await page.route('**/wp-json/wp/v2/users/me*', async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.fulfill({ response });
  });
}

/**
 * Discovery first, alone; then the check and the `landing` requests side by side, each sent
 * after discovery answered and before the check answered, and nothing else before the check
 * answered (the signed-in shell's own requests, such as the sidebar's pending counts, come
 * after it); nothing asked twice; no script waited for on the way.
 */
function expectSideBySide(events: readonly string[], landing: readonly string[]) {
  const starts = events.filter((event) => event.startsWith('start '));
  expect(starts[0]).toBe(`start ${DISCOVERY}`);
  const at = (event: string) => events.indexOf(event);
  const discovered = at(`end ${DISCOVERY}`);
  const checked = at('end users/me?context=edit');
  expect(checked).toBeGreaterThan(discovered);
  expect(
    starts
      .slice(1)
      .filter((event) => at(event) < checked)
      .sort(),
  ).toEqual(
    ['start users/me?context=edit', ...landing.map((request) => `start ${request}`)].sort(),
  );
  for (const event of starts.slice(1)) expect(at(event)).toBeGreaterThan(discovered);
  expect(new Set(starts).size).toBe(starts.length);
  expect(events.filter((event) => event.startsWith('script '))).toEqual([]);
}

/**
 * What signing in costs on the wire: discovery asks for four fields of the REST index; then the
 * credential check and the landing page's data go out together (the data waits in a cache of
 * its own until the check accepts), and nothing is asked twice. The landing page's code was
 * fetched while the login screen sat idle, so no script waits on the click.
 */
test('signing in: a small discovery, then the check and the overview side by side', async ({
  page,
  credentials,
}) => {
  await openLogin(page, '/login');
  const events = recordRequests(page);
  await noteWhenShown(page, events, { text: 'Spaces you can see' });
  await page.getByLabel('Username').fill(credentials.admin.username);
  await page.getByLabel('Application password').fill(credentials.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const spaces = page.getByText('Spaces you can see');
  await expect(spaces).toBeVisible();
  // Up to the first card: what the overview asks once it renders comes after the check.
  const untilFirstCard = untilShown(events);
  await expect(page.getByLabel('Signed-in user')).toContainText('Site Admin');
  const starts = untilFirstCard.filter((event) => event.startsWith('start '));
  expect(starts[0]).toBe(`start ${DISCOVERY}`);
  const at = (event: string) => untilFirstCard.indexOf(event);
  const discovered = at(`end ${DISCOVERY}`);
  const checked = at('end users/me?context=edit');
  // The overview's one counted answer (docs/decisions/038) and its cards' small reads — the
  // spaces, the courses — go out beside the check ...
  const insights = starts.find((event) =>
    event.startsWith('start community-desk/v1/insights/overview?'),
  );
  expect(insights, 'the overview asks our server for its insights').toBeDefined();
  const landing = (event: string) =>
    event === insights || event === 'start spaces' || event.startsWith('start admin/courses?');
  expect(at('start users/me?context=edit')).toBeGreaterThan(discovered);
  const beside = starts.filter(landing);
  expect(beside.length, 'the insights, the spaces and the courses').toBe(3);
  for (const event of beside) {
    expect(at(event)).toBeGreaterThan(discovered);
    expect(at(event)).toBeLessThan(checked);
  }
  // ... and the shell's own figures only once the check has accepted, each asked once.
  const others = starts.filter(
    (event) =>
      ![`start ${DISCOVERY}`, 'start users/me?context=edit'].includes(event) && !landing(event),
  );
  for (const event of others) expect(at(event)).toBeGreaterThan(checked);
  expect(new Set(starts).size).toBe(starts.length);
  // No code was waited for, except the chart code, which comes when a chart is first drawn.
  const scripts = untilFirstCard.filter((event) => event.startsWith('script '));
  expect(scripts.filter((script) => !/\/BarChart-[\w-]+\.js$/.test(script))).toEqual([]);
});

test('signing in to the feed: the check, the first posts and the spaces side by side', async ({
  page,
  credentials,
}) => {
  await openLogin(page, `/login?next=${encodeURIComponent('/feed')}`);
  const events = recordRequests(page);
  await noteWhenShown(page, events, { selector: 'main article' });
  await page.getByLabel('Username').fill(credentials.admin.username);
  await page.getByLabel('Application password').fill(credentials.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(feedOf(page).getByRole('article').first()).toBeVisible();
  await expect(page.getByLabel('Signed-in user')).toContainText('Site Admin');
  expectSideBySide(untilShown(events), ['feeds?page=1&per_page=20&order_by_type=latest', 'spaces']);
});

/**
 * Holds the responses matching `held` until a request matching `awaited` has left `tab` (5 s
 * at most), noting in `events` when each happens: a page that needed the held file before it
 * could make the awaited request shows as the release first.
 */
function holdUntilAsked(
  tab: Page,
  events: string[],
  awaited: { matches: (url: string) => boolean; event: string },
  held: { url: RegExp; event: string },
) {
  let asked = () => {};
  const requested = new Promise<void>((resolve) => (asked = resolve));
  tab.on('request', (request) => {
    if (!awaited.matches(request.url())) return;
    events.push(awaited.event);
    asked();
  });
  return tab.route(held.url, async (route) => {
    await Promise.race([requested, new Promise((resolve) => setTimeout(resolve, 5000))]);
    events.push(held.event);
    await route.continue();
  });
}

const COLD_LINK = '/spaces/general/members?sort_by=display_name&sort_type=ASC';

test('a signed-in link opened cold asks for its data while its code is still coming', async ({
  page,
  context,
  credentials,
}) => {
  await signIn(page, credentials.admin, { remember: true });
  const tab = await context.newPage();
  const events: string[] = [];
  await holdUntilAsked(
    tab,
    events,
    {
      // The table's first page (the shell asks members for pending counts, the page prefetches page 2).
      matches: (url) =>
        url.includes('/wp-json/') &&
        url.includes('/members?') &&
        url.includes('sort_by=display_name') &&
        url.includes('&page=1&'),
      event: 'start members data',
    },
    { url: /\/assets\/MembersRoute-[\w-]+\.js$/, event: 'members code released' },
  );

  await tab.goto(COLD_LINK);
  await expect(tab.getByRole('row').nth(1)).toBeVisible();
  expect(events.slice(0, 2)).toEqual(['start members data', 'members code released']);
  expect(events.filter((event) => event === 'start members data')).toHaveLength(1);
  await tab.close();
});

test("a signed-in link opened cold asks for its page's code beside the app's main script", async ({
  page,
  context,
  credentials,
}) => {
  await signIn(page, credentials.admin, { remember: true });
  const tab = await context.newPage();
  const events: string[] = [];
  await holdUntilAsked(
    tab,
    events,
    {
      matches: (url) => /\/assets\/MembersRoute-[\w-]+\.js$/.test(url),
      event: 'members code asked',
    },
    { url: /\/assets\/index-[\w-]+\.js$/, event: 'main script released' },
  );

  await tab.goto(COLD_LINK);
  await expect(tab.getByRole('row').nth(1)).toBeVisible();
  expect(events.slice(0, 2)).toEqual(['members code asked', 'main script released']);
  await tab.close();
});
