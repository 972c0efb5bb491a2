import {
  test as base,
  expect,
  type APIRequestContext,
  type Page,
  type Route,
} from '@playwright/test';
import { apiHeaders } from '../e2e/support/fixtures';
import { articleOf, apiFeedPage, type ApiPost } from '../e2e/support/feed';
import { inboxLink, inboxLinkName, waitingOnAdmin } from '../e2e/support/inbox';
import { isolated, pendingOf, rowOf } from '../e2e/support/member-writes';
import { apiMembers, rowNames, shownName } from '../e2e/support/tables';

/**
 * Acting in place on a real FluentCommunity site, cross-origin (playwright.real-site.config.ts):
 * the site's own routes, its CORS answer for PATCH and DELETE with an application password,
 * its answers and counts. What a spec changes it puts back where the plugin allows it (a role,
 * a pin, comments, a block); an approved or declined request stays so. The site needs a space
 * `general` with posts and members, and join requests somewhere (realfc's seed has them).
 */
const SITE = process.env.REAL_SITE_URL!.replace(/\/+$/, '');
const ACCOUNT = {
  username: process.env.REAL_SITE_USERNAME!,
  password: process.env.REAL_SITE_PASSWORD!,
};

const test = base.extend<{ site: APIRequestContext; signedIn: Page }>({
  site: async ({ playwright }, use) => {
    const api = await playwright.request.newContext({
      baseURL: SITE,
      extraHTTPHeaders: apiHeaders(ACCOUNT),
    });
    await use(api);
    await api.dispose();
  },
  signedIn: async ({ page }, use) => {
    await page.goto('/feed');
    await expect(page.getByRole('heading', { name: 'Sign in to Community Desk' })).toBeVisible();
    await page.getByLabel('Site address').fill(SITE);
    await page.getByLabel('Username').fill(ACCOUNT.username);
    await page.getByLabel('Application password').fill(ACCOUNT.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await use(page);
  },
});
test.describe.configure({ mode: 'serial' });

/** A space of the site with the most join requests, and one that has a member to act on. */
async function spaceWithRequests(site: APIRequestContext): Promise<string> {
  const answer = await site.get('/wp-json/fluent-community/v2/spaces');
  const { spaces } = (await answer.json()) as { spaces: { slug: string }[] };
  for (const { slug } of spaces) {
    if ((await pendingOf(site, slug)).named.length > 0) return slug;
  }
  throw new Error('The site has no join request left: reseed it (realfc: REALFC_RESEED=1).');
}

const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('approves a join request on the site, and the site lists them as a member', async ({
  signedIn: page,
  site,
}) => {
  const slug = await spaceWithRequests(site);
  const before = await pendingOf(site, slug);
  const request = before.named[0]!;
  const name = shownName(request.xprofile);
  await page.goto(`/spaces/${slug}/members?status=pending`);
  await page.getByRole('button', { name: `Approve ${isolated(name)}` }).click();
  await expect(rowOf(page, name)).toHaveCount(0);
  await expect(notice(page, `Approved ${name}`)).toBeVisible();
  await expect
    .poll(async () => (await pendingOf(site, slug)).pending_count)
    .toBe(before.pending_count - 1);
  const active = await apiMembers(site, slug, { search: name, per_page: 50 });
  expect(active.members.data.map((member) => member.user_id)).toContain(request.user_id);
});

test("makes a member a moderator of the space and back, as the site's list says", async ({
  signedIn: page,
  site,
}) => {
  const slug = 'general';
  const members = await apiMembers(site, slug, { per_page: 50 });
  const member = members.members.data.find(
    (row) => row.role === 'member' && row.xprofile !== null,
  )!;
  const name = shownName(member.xprofile);
  const roleOnSite = async () =>
    (await apiMembers(site, slug, { search: name, per_page: 50 })).members.data.find(
      (row) => row.user_id === member.user_id,
    )?.role;
  await page.goto(`/spaces/${slug}/members?search=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `Actions for ${isolated(name)}` }).click();
  await page.getByRole('menuitem', { name: 'Make moderator' }).click();
  await expect(notice(page, `${name} is now a moderator.`)).toBeVisible();
  await expect.poll(roleOnSite).toBe('moderator');
  await page.getByRole('button', { name: `Actions for ${isolated(name)}` }).click();
  await page.getByRole('menuitem', { name: 'Make member' }).click();
  await expect(notice(page, `${name} is now a member.`)).toBeVisible();
  await expect.poll(roleOnSite).toBe('member');
});

/** A titled post of the space that is not pinned, and the pinned one (or null). */
async function postsOf(site: APIRequestContext, slug: string) {
  const feed = await apiFeedPage(site, { space: slug, per_page: 20 });
  const post = feed.feeds.data.find((candidate) => candidate.title !== '' && !candidate.is_sticky);
  if (!post) throw new Error(`The site's ${slug} has no titled post to act on.`);
  return { post, pinned: feed.sticky };
}

const menuOf = (page: Page, post: ApiPost) =>
  articleOf(page, post).getByRole('button', { name: `Actions for “${isolated(post.title)}”` });

test('pins a post (PATCH, cross-origin), and Undo puts the pin back as it was', async ({
  signedIn: page,
  site,
}) => {
  const { post, pinned } = await postsOf(site, 'general');
  await page.goto(`/feed?space=general&search=${encodeURIComponent(post.title)}`);
  await menuOf(page, post).click();
  await page.getByRole('menuitem', { name: 'Pin' }).click();
  await expect(notice(page, `Pinned “${post.title}”`)).toBeVisible();
  await expect.poll(async () => (await postsOf(site, 'general')).pinned?.id).toBe(post.id);
  await notice(page, 'Pinned').getByRole('button', { name: 'Undo' }).click();
  await expect
    .poll(async () => (await apiFeedPage(site, { space: 'general' })).sticky?.id ?? null)
    .toBe(pinned?.id ?? null);
});

test("turns a post's comments off as POST ?_method=PATCH where the host refuses PATCH", async ({
  signedIn: page,
  site,
}) => {
  const { post } = await postsOf(site, 'general');
  // A host (a firewall, a proxy) that answers PATCH with 405: the dashboard sends the same
  // action again as WordPress's method override, and goes on that way.
  const sent: string[] = [];
  await page.route(`${SITE}/**/fluent-community/v2/feeds/${post.id}*`, (route: Route) => {
    const request = route.request();
    sent.push(`${request.method()} ${new URL(request.url()).search}`);
    return request.method() === 'PATCH'
      ? route.fulfill({ status: 405, contentType: 'text/html', body: '<h1>Not Allowed</h1>' })
      : route.fallback();
  });
  await page.goto(`/feed?space=general&search=${encodeURIComponent(post.title)}`);
  await menuOf(page, post).click();
  await page.getByRole('menuitem', { name: 'Turn comments off' }).click();
  await expect(notice(page, `Turned comments off for “${post.title}”.`)).toBeVisible();
  expect(sent.filter((line) => !line.startsWith('GET '))).toEqual([
    'PATCH ?_locale=user',
    'POST ?_method=PATCH&_locale=user',
  ]);
  const commentsOff = async () =>
    (await apiFeedPage(site, { space: 'general', search: post.title })).feeds.data.find(
      (candidate) => candidate.id === post.id,
    )?.meta?.comments_disabled;
  await expect.poll(commentsOff).toBe('yes');
  await notice(page, 'Turned comments off').getByRole('button', { name: 'Undo' }).click();
  await expect.poll(commentsOff).toBe('no');
});

test('declines a join request after asking, and the site lists it no more', async ({
  signedIn: page,
  site,
}) => {
  const slug = await spaceWithRequests(site);
  const before = await pendingOf(site, slug);
  const request = before.named.at(-1)!;
  const name = shownName(request.xprofile);
  await page.goto(`/spaces/${slug}/members?status=pending`);
  await page.getByRole('button', { name: `Decline ${isolated(name)}` }).click();
  await page
    .getByRole('dialog', { name: new RegExp(`^Decline ${name}’s request to join`) })
    .getByRole('button', { name: 'Decline' })
    .click();
  // The row leaves at once; the site's answer follows.
  await expect(rowOf(page, name)).toHaveCount(0);
  await expect(notice(page, `Declined ${name}’s request`)).toBeVisible();
  const after = await pendingOf(site, slug);
  expect(after.pending_count).toBe(before.pending_count - 1);
  expect(after.named.map((member) => member.user_id)).not.toContain(request.user_id);
});

/**
 * A profile's status on the site: the directory lists each status apart. Ids are compared as
 * numbers: real sites send some as strings (behaviour.md, "What real sites send").
 */
async function profileStatus(site: APIRequestContext, userId: number) {
  for (const status of ['active', 'blocked', 'pending']) {
    const answer = await site.get('/wp-json/fluent-community/v2/members', {
      params: { status, per_page: 100 },
    });
    const body = (await answer.json()) as { members: { data: Array<{ user_id: number }> } };
    if (body.members.data.some((profile) => Number(profile.user_id) === Number(userId))) {
      return status;
    }
  }
  return null;
}

test('blocks a member site-wide (PATCH /members) after asking, and Undo unblocks', async ({
  signedIn: page,
  site,
}) => {
  const slug = 'general';
  const member = (await apiMembers(site, slug, { per_page: 50 })).members.data.find(
    // The active list shows active profiles only (behaviour.md, "Space members").
    (row) =>
      row.role === 'member' && row.xprofile !== null && row.xprofile.username !== ACCOUNT.username,
  )!;
  const name = shownName(member.xprofile);
  await page.goto(`/spaces/${slug}/members?search=${encodeURIComponent(name)}`);
  await rowNames(page).filter({ hasText: name }).click();
  const panel = page.getByRole('dialog', { name });
  await panel.getByRole('button', { name: `Block ${isolated(name)}` }).click();
  await page
    .getByRole('dialog', { name: `Block ${name} from the community?` })
    .getByRole('button', { name: 'Block' })
    .click();
  const done = panel.getByRole('status').filter({ hasText: `Blocked ${name}` });
  await expect(done).toBeVisible();
  await expect.poll(() => profileStatus(site, member.user_id)).toBe('blocked');
  await done.getByRole('button', { name: 'Undo' }).click();
  await expect(panel.getByRole('status')).toContainText(`Undone: ${name} is no longer blocked.`);
  await expect.poll(() => profileStatus(site, member.user_id)).toBe('active');
});

test("lists the site's join requests in the inbox, with the sidebar's count", async ({
  signedIn: page,
  site,
}) => {
  const slug = await spaceWithRequests(site);
  const oldest = (
    await apiMembers(site, slug, {
      status: 'pending',
      sort_by: 'created_at',
      sort_dir: 'ASC',
      per_page: 1,
    })
  ).members.data[0]!;
  const waiting = await waitingOnAdmin(site);
  await inboxLink(page).click();
  await expect(
    page.getByRole('list', { name: 'Join requests' }).getByRole('checkbox', {
      name: new RegExp(`^Select ${isolated(shownName(oldest.xprofile))}`),
    }),
  ).toBeVisible();
  await expect(inboxLink(page)).toHaveAccessibleName(inboxLinkName(waiting.total));
});
