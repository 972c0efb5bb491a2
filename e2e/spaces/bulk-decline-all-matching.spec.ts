import { expect } from '../support/fixtures';
import { pendingOf, requestsBar } from '../support/member-writes';
import { test } from '../support/own-server';
import { apiSpaces } from '../support/tables';

/**
 * Declining every join request the list matches, on every page (behaviour.md, "Writes: a
 * space's members"), on a server of its own over the seed's requests (more than a page of 10).
 */
const SPACE = 'design-club';

test('declines every matching request, on every page, after asking once', async ({
  ownAdminPage: page,
  ownAdminApi: api,
}) => {
  const before = await pendingOf(api, SPACE);
  const total = before.members.total;
  // More than a page of 10, so the rows of the second page are read when the run starts.
  expect(total).toBeGreaterThan(10);
  const title = (await apiSpaces(api)).find((space) => space.slug === SPACE)!.title;
  await page.goto(`/spaces/${SPACE}/members?status=pending&per_page=10`);
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(requestsBar(page)).toContainText('10 selected');
  await requestsBar(page)
    .getByRole('button', { name: `Select all ${total} matching` })
    .click();
  await expect(requestsBar(page)).toContainText(`${total} selected`);
  await requestsBar(page).getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', {
    name: `Decline ${total} requests to join ${title}?`,
  });
  await expect(dialog).toContainText('The requests are removed; they can ask again.');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText(`Declined ${total} of ${total}.`)).toBeVisible();
  await expect(page.getByText('No pending join requests')).toBeVisible();
  await expect(page).toHaveURL(/status=pending/);
  await expect(page).toHaveURL(/per_page=10/);
  expect((await pendingOf(api, SPACE)).members.total).toBe(0);
});
