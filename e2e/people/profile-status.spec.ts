import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/accessibility';
import { readCsv } from '../support/csv';
import { expect } from '../support/fixtures';
import { test } from '../support/own-server';
import { apiMembers, rowNames, shownName } from '../support/tables';

/**
 * Blocking, unblocking and approving a profile site-wide, in place (behaviour.md, "A profile's
 * status"), and the action log that keeps what was done on this device. These specs write, so
 * they run against a server of their own (support/own-server.ts). Each test is a browser of its
 * own, so each looks at the log it wrote.
 */
const SPACE = 'design-club';
const ADMIN_REFUSAL =
  'Sorry, you cannot change the status of another admin. Remove the user from moderators';

const isolated = (name: string) => `\u2068${name}\u2069`;

/** The theme as the top bar's toggle sets it (lib/theme.ts), while a dialog makes it inert. */
async function applyTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate(
    (dark) => document.documentElement.classList.toggle('dark', dark),
    theme === 'dark',
  );
}

/**
 * The profile's status as the directory lists it, searched by name: a status's first page is
 * ordered by last activity, which depends on the moment the demo was seeded.
 */
async function profileStatus(api: Parameters<typeof apiMembers>[0], userId: number, name: string) {
  for (const status of ['active', 'blocked', 'pending']) {
    const answer = await api.get(`/wp-json/fluent-community/v2/members`, {
      params: { status, search: name, per_page: 100 },
    });
    const body = (await answer.json()) as { members: { data: Array<{ user_id: number }> } };
    if (body.members.data.some((profile) => profile.user_id === userId)) return status;
  }
  return null;
}

/** A member of the space other than the signed-in admin, with their name as shown. */
async function someMember(api: Parameters<typeof apiMembers>[0], index: number) {
  const answer = await apiMembers(api, SPACE, { per_page: 20 });
  const profiles = answer.members.data.flatMap((member) =>
    member.xprofile && member.xprofile.user_id !== 1 ? [member.xprofile] : [],
  );
  const profile = profiles[index]!;
  return { userId: profile.user_id, name: shownName(profile) };
}

async function openPanel(page: Page, name: string) {
  await page.goto(`/spaces/${SPACE}/members`);
  await rowNames(page).filter({ hasText: name }).click();
  const panel = page.getByRole('dialog', { name });
  await expect(panel).toBeVisible();
  return panel;
}

test('blocks a member from their panel after asking, Undo unblocks, and the log keeps both', async ({
  ownAdminPage: page,
  ownAdminApi: api,
}) => {
  test.slow();
  const { userId, name } = await someMember(api, 2);
  const panel = await openPanel(page, name);
  const access = panel.getByRole('region', { name: 'Community access' });
  await expect(access).toContainText('Active');
  await access.getByRole('button', { name: `Block ${isolated(name)}` }).click();

  const confirm = page.getByRole('dialog', { name: `Block ${name} from the community?` });
  await expect(confirm).toContainText('Access denied');
  await expect(confirm).toContainText('their posts and comments are hidden');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  for (const theme of ['light', 'dark'] as const) {
    await applyTheme(page, theme);
    expect(await seriousViolations(page, 'dialog[open]', `${theme} block dialog`)).toEqual([]);
  }
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(confirm).toBeHidden();

  const done = panel.getByRole('status').filter({ hasText: `Blocked ${name}` });
  await expect(done).toContainText('they can no longer use the community');
  await expect(access).toContainText('Blocked');
  await expect.poll(() => profileStatus(api, userId, name)).toBe('blocked');

  await done.getByRole('button', { name: 'Undo' }).click();
  await expect(panel.getByRole('status')).toContainText(`Undone: ${name} is no longer blocked.`);
  await expect.poll(() => profileStatus(api, userId, name)).toBe('active');
  await page.keyboard.press('Escape');

  // The log, after a reload: newest first, in words, with who and the result.
  await page.getByRole('link', { name: 'Action log' }).click();
  await page.reload();
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(`Undo: Unblocked ${name}`);
  await expect(rows.nth(1)).toContainText(`Blocked ${name} from the community`);
  await expect(rows.nth(1)).toContainText('admin');
  await expect(rows.nth(1)).toContainText('Done');
  for (const theme of ['light', 'dark'] as const) {
    await applyTheme(page, theme);
    expect(await seriousViolations(page, 'main', `${theme} action log`)).toEqual([]);
  }

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const { records } = await readCsv(await download);
  expect(records[0]).toEqual([
    'When (UTC)',
    'Who',
    'Action',
    'What',
    'To whom',
    'Where',
    'Result',
    'Details',
  ]);
  expect(records.slice(1).map((record) => [record[1], record[2], record[3], record[6]])).toEqual([
    ['admin', 'profile.unblock', `Undo: Unblocked ${name}`, 'done'],
    ['admin', 'profile.block', `Blocked ${name} from the community`, 'done'],
  ]);

  // Filtering, then clearing after asking.
  await page.getByRole('searchbox', { name: 'Filter actions' }).fill('undo');
  await expect(rows).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear log' }).click();
  const clear = page.getByRole('dialog', { name: 'Clear the action log?' });
  await clear.getByRole('button', { name: 'Clear log' }).click();
  await expect(page.getByText('No actions yet')).toBeVisible();
});

test('approves a pending profile from a course’s students, with Undo offered', async ({
  ownAdminPage: page,
  ownAdminApi: api,
}) => {
  const courses = await api.get('/wp-json/fluent-community/v2/admin/courses');
  const { courses: list } = (await courses.json()) as {
    courses: { data?: Array<{ id: number }> } | Array<{ id: number }>;
  };
  const ids = (Array.isArray(list) ? list : (list.data ?? [])).map((course) => course.id);
  let found: { courseId: number; userId: number; name: string } | null = null;
  for (const courseId of ids) {
    const answer = await api.get(
      `/wp-json/fluent-community/v2/admin/courses/${courseId}/students`,
      {
        params: { per_page: 100 },
      },
    );
    const body = (await answer.json()) as {
      students: { data: Array<{ user_id: number; display_name: string; status: string }> };
    };
    const pending = body.students.data.find((student) => student.status === 'pending');
    if (pending) {
      found = { courseId, userId: pending.user_id, name: pending.display_name };
      break;
    }
  }
  // The seed always has one (Inès Moreau, course 7): without it this test would prove nothing.
  expect(found, 'a pending profile among some course’s students').not.toBeNull();
  const { courseId, userId, name } = found!;

  await page.goto(`/courses/${courseId}/students?search=${encodeURIComponent(name)}`);
  const row = page.getByRole('table').getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: `Actions for ${isolated(name)}` }).click();
  await page.getByRole('menuitem', { name: 'Approve profile' }).click();
  await expect(row).toContainText('Active');
  const done = page.getByRole('status').filter({ hasText: `Approved ${name}` });
  await expect(done.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect.poll(() => profileStatus(api, userId, name)).toBe('active');

  await page.getByRole('link', { name: 'Action log' }).click();
  await expect(page.getByRole('table').locator('tbody tr').first()).toContainText(
    `Approved ${name}’s profile`,
  );
});

test("puts the profile back with the site's words when it refuses, and logs the refusal", async ({
  ownAdminPage: page,
  ownAdminApi: api,
}) => {
  const { userId, name } = await someMember(api, 3);
  // The plugin's answer for a community admin (behaviour.md, "A profile's status").
  await page.route(`**/fluent-community/v2/members/${userId}**`, (route) =>
    route.request().method() === 'GET'
      ? route.fallback()
      : route.fulfill({ status: 422, json: { message: ADMIN_REFUSAL } }),
  );
  await page.goto(`/spaces/${SPACE}/members`);
  const row = page.getByRole('table').getByRole('row', { name: new RegExp(name) });
  await row.getByRole('button', { name: `Actions for ${isolated(name)}` }).click();
  await page.getByRole('menuitem', { name: 'Block from the community…' }).click();
  await page
    .getByRole('dialog', { name: `Block ${name} from the community?` })
    .getByRole('button', { name: 'Block' })
    .click();
  const alert = page.getByRole('alert').filter({ hasText: `Could not block ${name}` });
  await expect(alert).toContainText(ADMIN_REFUSAL);
  await expect(alert).toContainText('The profile is shown as it was.');
  expect(await profileStatus(api, userId, name)).toBe('active');

  // The site said they are an admin: Block is no longer offered for them.
  await rowNames(page).filter({ hasText: name }).click();
  const panel = page.getByRole('dialog', { name });
  await expect(panel.getByText('Points')).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Community access' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Action log' }).click();
  await page.reload();
  const first = page.getByRole('table').locator('tbody tr').first();
  await expect(first).toContainText(`Blocked ${name} from the community`);
  await expect(first).toContainText('Refused');
  await expect(first).toContainText(ADMIN_REFUSAL);
});
