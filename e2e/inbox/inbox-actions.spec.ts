import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expect } from '../support/fixtures';
import { inboxLink, inboxLinkName, inboxSection, waitingOnAdmin } from '../support/inbox';
import { isolated, membersRoute } from '../support/member-writes';
import { test } from '../support/own-server';
import { apiMembers, apiSpaces, shownName, type ApiMember } from '../support/tables';

/**
 * Answering what waits, from the inbox (behaviour.md, "Writes: a space's members", "A profile's
 * status"). These specs write, so each runs against a server of its own over the seed's data
 * (support/own-server.ts).
 */
const SPACE = 'design-club';

/** design-club's join requests, oldest first, as the API lists them to the admin. */
async function requestsOf(api: APIRequestContext): Promise<ApiMember[]> {
  const answer = await apiMembers(api, SPACE, {
    status: 'pending',
    sort_by: 'created_at',
    sort_dir: 'ASC',
    per_page: 100,
  });
  return answer.members.data.filter((member) => member.xprofile !== null);
}

async function spaceTitle(api: APIRequestContext): Promise<string> {
  return (await apiSpaces(api)).find((space) => space.slug === SPACE)!.title;
}

const requestsList = (page: Page) => page.getByRole('list', { name: 'Join requests' });
const about = (person: string, space: string) => `${isolated(person)} in ${isolated(space)}`;

async function openInbox(page: Page, api: APIRequestContext) {
  const waiting = await waitingOnAdmin(api);
  await page.goto('/inbox');
  await expect(inboxLink(page)).toHaveAccessibleName(inboxLinkName(waiting.total));
  await expect(requestsList(page).getByRole('listitem').first()).toBeVisible();
  return waiting;
}

/** The inbox, opened with design-club's oldest request named as the page will show it. */
async function openAtOldestRequest(page: Page, api: APIRequestContext) {
  const title = await spaceTitle(api);
  const [request] = await requestsOf(api);
  const name = shownName(request!.xprofile);
  return { request: request!, name, title, before: await openInbox(page, api) };
}

test('approves a join request: it leaves the inbox, the count drops, and it stays so', async ({
  ownAdminPage: page,
  ownAdminApi: api,
}) => {
  const { request, name, title, before } = await openAtOldestRequest(page, api);

  await requestsList(page)
    .getByRole('button', { name: `Approve ${about(name, title)}` })
    .click();
  await expect(
    requestsList(page).getByRole('checkbox', { name: `Select ${about(name, title)}` }),
  ).toHaveCount(0);
  await expect(inboxLink(page)).toHaveAccessibleName(inboxLinkName(before.total - 1));
  await expect(page.getByRole('status').filter({ hasText: `Approved ${name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();

  await page.reload();
  await expect(inboxLink(page)).toHaveAccessibleName(inboxLinkName(before.total - 1));
  expect((await requestsOf(api)).map((member) => member.user_id)).not.toContain(request.user_id);
  const active = await apiMembers(api, SPACE, { search: name, per_page: 100 });
  expect(active.members.data.map((member) => member.user_id)).toContain(request.user_id);
});

test('declines a join request after asking, naming the person and the space', async ({
  ownAdminPage: page,
  ownAdminApi: api,
}) => {
  const { request, name, title, before } = await openAtOldestRequest(page, api);

  await requestsList(page)
    .getByRole('button', { name: `Decline ${about(name, title)}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Decline ${name}’s request to join ${title}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(inboxLink(page)).toHaveAccessibleName(inboxLinkName(before.total - 1));
  await expect(
    page.getByRole('status').filter({ hasText: `Declined ${name}’s request to join ${title}.` }),
  ).toBeVisible();
  await expect
    .poll(async () => (await requestsOf(api)).map((member) => member.user_id))
    .not.toContain(request.user_id);
});

test('approves three selected requests in bulk, with their progress', async ({
  ownAdminPage: page,
  ownAdminApi: api,
}) => {
  const title = await spaceTitle(api);
  const chosen = (await requestsOf(api)).slice(0, 3);
  const names = chosen.map((member) => shownName(member.xprofile));
  const before = await openInbox(page, api);

  // Each approval is held until the progress has been seen (no sleeps).
  const held: Route[] = [];
  await page.route(membersRoute(SPACE), (route) =>
    route.request().method() === 'POST' ? void held.push(route) : route.fallback(),
  );
  const list = requestsList(page);
  await list.getByRole('checkbox', { name: `Select ${about(names[0]!, title)}` }).click();
  await list
    .getByRole('checkbox', { name: `Select ${about(names[2]!, title)}` })
    .click({ modifiers: ['Shift'] });
  await expect(page.getByRole('toolbar', { name: 'Selected requests' })).toContainText(
    '3 selected',
  );
  await page.getByRole('button', { name: 'Approve 3' }).click();
  const progress = page.getByRole('progressbar', { name: 'Join requests' });
  await expect(progress).toHaveAttribute('aria-valuetext', 'Approving 0 of 3');
  await expect.poll(() => held.length).toBe(3);
  for (const route of held.splice(0)) await route.fallback();
  await expect(page.getByText('Approved 3 of 3.')).toBeVisible();
  await expect(inboxLink(page)).toHaveAccessibleName(inboxLinkName(before.total - 3));
  const left = (await requestsOf(api)).map((member) => member.user_id);
  for (const member of chosen) expect(left).not.toContain(member.user_id);
});

test('approves every request waiting, beyond those shown, in one run', async ({
  ownAdminPage: page,
  ownAdminApi: api,
}) => {
  const before = await openInbox(page, api);
  const list = requestsList(page);
  const shown = await list.getByRole('listitem').count();
  // The seed has more requests waiting than the first page of each space shows.
  expect(before.requests).toBeGreaterThan(shown);

  await page.getByRole('checkbox', { name: 'Select all requests shown' }).click();
  const toolbar = page.getByRole('toolbar', { name: 'Selected requests' });
  await expect(toolbar).toContainText(`${shown} selected`);
  await toolbar.getByRole('button', { name: `Select all ${before.requests} waiting` }).click();
  await expect(toolbar).toContainText(`All ${before.requests} selected`);
  await toolbar.getByRole('button', { name: `Approve ${before.requests}` }).click();
  await expect(page.getByText(`Approved ${before.requests} of ${before.requests}.`)).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('No one is waiting to join a space you manage.')).toBeVisible();
  await expect(inboxLink(page)).toHaveAccessibleName(inboxLinkName(before.total - before.requests));
  expect((await waitingOnAdmin(api)).requests).toBe(0);
});

test('approves a profile waiting for approval', async ({
  ownAdminPage: page,
  ownAdminApi: api,
}) => {
  const directory = await api.get(
    '/wp-json/fluent-community/v2/members?status=pending&sort_by=created_at&sort_dir=ASC&per_page=1',
  );
  const [profile] = ((await directory.json()) as { members: { data: ApiMember['xprofile'][] } })
    .members.data;
  const name = shownName(profile!);
  const before = await openInbox(page, api);

  const profiles = page.getByRole('list', { name: 'Profiles to approve' });
  await profiles.getByRole('button', { name: `Approve the profile of ${isolated(name)}` }).click();
  await expect(
    profiles.getByRole('button', { name: `Approve the profile of ${isolated(name)}` }),
  ).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: `Approved the profile of ${name}.` }),
  ).toBeVisible();
  // The profile's own join requests, hidden while it was pending, may join the inbox now.
  await expect.poll(async () => (await waitingOnAdmin(api)).profiles).toBe(before.profiles - 1);
  const after = await waitingOnAdmin(api);
  await expect(inboxLink(page)).toHaveAccessibleName(inboxLinkName(after.total));
  await expect(inboxSection(page, 'Profiles to approve').getByRole('heading')).toContainText(
    `${after.profiles}`,
  );
});

test('puts a refused approval back, in the site’s words', async ({
  ownAdminPage: page,
  ownAdminApi: api,
}) => {
  const { request, name, title, before } = await openAtOldestRequest(page, api);
  await page.route(membersRoute(SPACE), (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({
            code: 'Permission Callback Error',
            message: 'You do not have permission to do this action',
            data: { status: 403 },
          }),
        })
      : route.fallback(),
  );

  await requestsList(page)
    .getByRole('button', { name: `Approve ${about(name, title)}` })
    .click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    `Could not approve the request of ${name}: You do not have permission to do this action`,
  );
  await expect(
    requestsList(page).getByRole('button', { name: `Approve ${about(name, title)}` }),
  ).toBeVisible();
  await expect(inboxLink(page)).toHaveAccessibleName(inboxLinkName(before.total));
  expect((await requestsOf(api)).map((member) => member.user_id)).toContain(request.user_id);
});

test('deletes a post in review after asking', async ({ ownAdminPage: page, ownAdminApi: api }) => {
  const before = await openInbox(page, api);
  const posts = page.getByRole('list', { name: 'Posts in review' });
  const first = posts.getByRole('listitem').first();
  const title = (await first.locator('bdi').first().textContent()) ?? '';
  await first.getByRole('button', { name: /^Delete / }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${title}?` });
  await expect(dialog).toContainText('deleted with its comments and reactions');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Deleted ${title}.` })).toBeVisible();
  await expect(inboxLink(page)).toHaveAccessibleName(inboxLinkName(before.total - 1));
  await expect.poll(async () => (await waitingOnAdmin(api)).posts).toBe(before.posts - 1);
});

test('publishes a post in review: it leaves the inbox and shows on the feed', async ({
  ownAdminPage: page,
  ownAdminApi: api,
}) => {
  const before = await openInbox(page, api);
  const posts = page.getByRole('list', { name: 'Posts in review' });
  const item = posts
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Publish / }) })
    .first();
  const title = (await item.locator('bdi').first().textContent()) ?? '';
  await item.getByRole('button', { name: /^Publish / }).click();
  await expect(page.getByRole('status').filter({ hasText: `Published ${title}.` })).toBeVisible();
  await expect(inboxLink(page)).toHaveAccessibleName(inboxLinkName(before.total - 1));
  await expect.poll(async () => (await waitingOnAdmin(api)).posts).toBe(before.posts - 1);
  const feed = await api.get('/wp-json/fluent-community/v2/feeds', {
    params: { search: title, per_page: 5 },
  });
  const published = (
    (await feed.json()) as { feeds: { data: { title: string; status: string }[] } }
  ).feeds.data;
  expect(published.find((post) => post.title === title)?.status).toBe('published');
});
