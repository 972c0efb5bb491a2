import { expect } from '../support/fixtures';
import { isolated, membersRoute, pendingBadge, rowOf } from '../support/member-writes';
import { test } from '../support/own-server';
import { apiMembers, shownName, type ApiMember } from '../support/tables';

/**
 * Acting on a space's members in place (behaviour.md, "Writes: a space's members"). These
 * specs write, so each runs against a server of its own over the seed
 * (support/own-server.ts): the shared demo keeps the figures the other specs assert.
 */
const SPACE = 'design-club';

async function membersOf(api: Parameters<typeof apiMembers>[0], status: 'pending' | 'active') {
  const answer = await apiMembers(api, SPACE, {
    ...(status === 'pending' ? { status } : {}),
    per_page: 100,
  });
  // The rows of the table's first page (20, oldest first, as the API sends them) with a profile.
  const firstPage = answer.members.data.slice(0, 20);
  return { ...answer, named: firstPage.filter((member) => member.xprofile !== null) };
}

const nameOf = (member: ApiMember) => shownName(member.xprofile);

test('approves a join request: the row leaves, the count drops, and it stays so', async ({
  ownAdminPage: page,
  ownAdminApi: api,
}) => {
  const before = await membersOf(api, 'pending');
  const request = before.named[0]!;
  const name = nameOf(request);
  await page.goto(`/spaces/${SPACE}/members?status=pending`);
  await expect(pendingBadge(page)).toContainText(String(before.pending_count));
  await page.getByRole('button', { name: `Approve ${isolated(name)}` }).click();
  await expect(rowOf(page, name)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: `Approved ${name}` })).toBeVisible();
  await expect(pendingBadge(page)).toContainText(String(before.pending_count - 1));

  await page.reload();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
  await expect(pendingBadge(page)).toContainText(String(before.pending_count - 1));
  const active = await membersOf(api, 'active');
  expect(active.named.map(nameOf)).toContain(name);
});

test('declines a join request after asking, naming the person and the space', async ({
  ownAdminPage: page,
  ownAdminApi: api,
}) => {
  const before = await membersOf(api, 'pending');
  const name = nameOf(before.named.at(-1)!);
  await page.goto(`/spaces/${SPACE}/members?status=pending`);
  await page.getByRole('button', { name: `Decline ${isolated(name)}` }).click();
  const dialog = page.getByRole('dialog', {
    name: new RegExp(`^Decline ${name}’s request to join`),
  });
  await expect(dialog).toContainText('The request is removed; they can ask again.');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, name)).toHaveCount(0);
  await expect(pendingBadge(page)).toContainText(String(before.pending_count - 1));
  const after = await membersOf(api, 'pending');
  expect(after.named.map(nameOf)).not.toContain(name);
  expect((await membersOf(api, 'active')).named.map(nameOf)).not.toContain(name);
});

test("changes a member's role, and it stays so", async ({
  ownAdminPage: page,
  ownAdminApi: api,
}) => {
  const member = (await membersOf(api, 'active')).named.find((row) => row.role === 'member')!;
  const name = nameOf(member);
  await page.goto(`/spaces/${SPACE}/members`);
  await page.getByRole('button', { name: `Actions for ${isolated(name)}` }).click();
  await page.getByRole('menuitem', { name: 'Make moderator' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${name} is now a moderator.` }),
  ).toBeVisible();
  await expect(rowOf(page, name)).toContainText(/moderator/i);
  await page.reload();
  await expect(rowOf(page, name)).toContainText(/moderator/i);
  const after = (await membersOf(api, 'active')).named.find((row) => nameOf(row) === name);
  expect(after?.role).toBe('moderator');
});

test('removes a member after asking', async ({ ownAdminPage: page, ownAdminApi: api }) => {
  const member = (await membersOf(api, 'active')).named
    .filter((row) => row.role === 'member')
    .at(-1)!;
  const name = nameOf(member);
  await page.goto(`/spaces/${SPACE}/members`);
  await page.getByRole('button', { name: `Actions for ${isolated(name)}` }).click();
  await page.getByRole('menuitem', { name: 'Remove from space' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Remove ${name} from`) });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(rowOf(page, name)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: `Removed ${name} from` })).toBeVisible();
  expect((await membersOf(api, 'active')).named.map(nameOf)).not.toContain(name);
});

test("shows the site's refusal in its own words, with the row back", async ({
  ownAdminPage: page,
  ownAdminApi: api,
}) => {
  const before = await membersOf(api, 'pending');
  const name = nameOf(before.named[0]!);
  // The demo's admin may act, so the site's refusal of another account is played here.
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
  await page.goto(`/spaces/${SPACE}/members?status=pending`);
  await page.getByRole('button', { name: `Approve ${isolated(name)}` }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    `Could not approve ${name}: You do not have permission to do this action`,
  );
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(1);
  await expect(pendingBadge(page)).toContainText(String(before.pending_count));
});
