import { expect } from '../support/fixtures';
import {
  bodyRows,
  isolated,
  membersRoute,
  pendingBadge,
  pendingOf,
  requestsBar,
  rowOf,
} from '../support/member-writes';
import { test } from '../support/own-server';
import { shownName, type ApiMember } from '../support/tables';

/**
 * Bulk actions on a space's members (behaviour.md, "Writes: a space's members"): one request
 * per member, a few at a time. These specs write, so each runs against a server of its own
 * over the seed (support/own-server.ts): the shared demo keeps the figures the other specs
 * assert.
 */
const SPACE = 'design-club';

const nameOf = (member: ApiMember) => shownName(member.xprofile);

test('approves 3 selected join requests: the rows leave, the count drops by 3, and it stays so', async ({
  ownAdminPage: page,
  ownAdminApi: api,
}) => {
  const before = await pendingOf(api, SPACE);
  const names = before.named.slice(0, 3).map(nameOf);
  await page.goto(`/spaces/${SPACE}/members?status=pending`);
  await expect(pendingBadge(page)).toContainText(String(before.pending_count));
  for (const name of names) {
    await page.getByRole('checkbox', { name: `Select ${isolated(name)}` }).check();
  }
  await expect(requestsBar(page)).toContainText('3 selected');
  await requestsBar(page).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved 3 of 3.')).toBeVisible();
  for (const name of names) await expect(rowOf(page, name)).toHaveCount(0);
  await expect(pendingBadge(page)).toContainText(String(before.pending_count - 3));
  await expect(requestsBar(page)).toHaveCount(0);

  await page.reload();
  await expect(bodyRows(page).first()).toBeVisible();
  for (const name of names) await expect(rowOf(page, name)).toHaveCount(0);
  await expect(pendingBadge(page)).toContainText(String(before.pending_count - 3));
  expect((await pendingOf(api, SPACE)).members.total).toBe(before.members.total - 3);
});

test('cancel midway sends no more: the unsent requests stay, and it says how many were done', async ({
  ownAdminPage: page,
  ownAdminApi: api,
}) => {
  const slug = SPACE;
  const count = (await pendingOf(api, slug)).members.total;
  expect(count).toBeGreaterThan(4);
  const before = await pendingOf(api, slug);
  // Every answer to a write is held back a while, so Cancel lands while the first 4 are out.
  await page.route(membersRoute(slug), async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    return route.fallback();
  });
  await page.goto(`/spaces/${slug}/members?status=pending`);
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(requestsBar(page)).toContainText(`${count} selected`);
  await requestsBar(page).getByRole('button', { name: 'Approve' }).click();
  const progress = page.getByRole('progressbar', { name: 'Bulk action' });
  await expect(progress).toHaveAttribute('aria-valuetext', `Approving 0 of ${count}`);
  await expect(progress).toHaveAttribute('aria-valuemax', String(count));
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(`Approved 4 of ${count}.`)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`Stopped: ${count - 4} requests not sent.`)).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(count - 4);
  await expect(pendingBadge(page)).toContainText(String(before.pending_count - 4));
  expect((await pendingOf(api, slug)).members.total).toBe(count - 4);
});
