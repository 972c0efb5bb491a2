import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { isolatedName } from '../../src/test/isolated-text';
import { expect, test, type Account } from '../support/fixtures';
import { apiSpaces } from '../support/tables';
import { seriousViolations } from '../support/accessibility';

/**
 * The command palette and the keyboard shortcuts sheet, driven by the keyboard alone: every
 * test signs in, moves and opens things with keys, and checks at the end that no pointer was
 * ever pressed on the page.
 */

interface DirectoryProfile {
  user_id: number;
  display_name: string;
}

/** What the member directory finds for `search`, as the admin (the palette's source). */
async function apiDirectory(api: APIRequestContext, search: string): Promise<DirectoryProfile[]> {
  const query = new URLSearchParams({ search, per_page: '10' });
  const response = await api.get(`/wp-json/fluent-community/v2/members?${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { members: { data: DirectoryProfile[] } }).members.data;
}

/** Counts pointer presses on the page: the keyboard never makes one. */
async function countPointerPresses(page: Page) {
  await page.addInitScript(() => {
    const win = window as Window & { pointerPresses?: number };
    win.pointerPresses = 0;
    window.addEventListener(
      'pointerdown',
      () => {
        win.pointerPresses = (win.pointerPresses ?? 0) + 1;
      },
      true,
    );
  });
}

async function expectNoPointerPresses(page: Page) {
  const presses = await page.evaluate(
    () => (window as Window & { pointerPresses?: number }).pointerPresses,
  );
  expect(presses).toBe(0);
}

/** Signs in through the login screen with the keyboard only. */
async function signInByKeyboard(page: Page, account: Account) {
  await countPointerPresses(page);
  await page.goto('/feed');
  await expect(page.getByRole('heading', { name: 'Sign in to Community Desk' })).toBeVisible();
  await expect(page.getByLabel('Site address')).not.toHaveValue('');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Application password').fill(account.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page).toHaveURL(/\/feed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
}

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const paletteField = (page: Page) =>
  palette(page).getByRole('combobox', { name: /Go to a page, space, course/ });

async function openPalette(page: Page) {
  await page.keyboard.press('Control+K');
  await expect(palette(page)).toBeVisible();
  await expect(paletteField(page)).toBeFocused();
}

/** The option the keys are on: the one the field's `aria-activedescendant` names. */
async function activeOption(page: Page): Promise<Locator> {
  const id = await paletteField(page).getAttribute('aria-activedescendant');
  expect(id, 'an active option').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** Presses ArrowDown until `option` is the active one (the list wraps around). */
async function arrowDownTo(page: Page, option: Locator) {
  await expect(option).toBeVisible();
  const count = await palette(page).getByRole('option').count();
  for (let step = 0; step <= count; step += 1) {
    if ((await option.getAttribute('aria-selected')) === 'true') break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(option).toHaveAttribute('aria-selected', 'true');
  expect(await option.getAttribute('id')).toBe(
    await paletteField(page).getAttribute('aria-activedescendant'),
  );
}

test.describe('command palette', () => {
  test.beforeEach(async ({ page, credentials }) => {
    await signInByKeyboard(page, credentials.admin);
  });

  test('goes to a space, a page and a member’s posts without the mouse', async ({
    page,
    adminApi,
  }) => {
    // A space, by a part of its name from inside a word.
    const spaces = await apiSpaces(adminApi);
    const space = spaces.find((candidate) => candidate.title.length >= 6) ?? spaces[0]!;
    const part = space.title.slice(1, 5);
    await openPalette(page);
    await page.keyboard.type(part);
    const spaceOption = palette(page)
      .getByRole('group', { name: /^Spaces/ })
      .getByRole('option', { name: new RegExp(`^${escapeRegExp(space.title)}`) });
    await arrowDownTo(page, spaceOption);
    await expect(spaceOption.locator('mark')).toHaveText(new RegExp(escapeRegExp(part), 'i'));
    await page.keyboard.press('Enter');
    await expect(palette(page)).toBeHidden();
    await expect(page).toHaveURL(`/spaces/${encodeURIComponent(space.slug)}/members`);

    // A page, by its name; Home and End move too.
    await openPalette(page);
    await page.keyboard.type('course stud');
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    await expect(await activeOption(page)).toHaveText(/^Course students/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Course students' })).toBeVisible();

    // A member, by a part of their name: the feed of their posts.
    const [someone] = await apiDirectory(adminApi, 'a');
    const name = someone!.display_name;
    const namePart = name.slice(0, Math.max(4, name.length - 2));
    const found = await apiDirectory(adminApi, namePart);
    const member = found.find((profile) => profile.display_name === name) ?? found[0]!;
    await openPalette(page);
    await page.keyboard.type(namePart);
    const memberOption = palette(page)
      .getByRole('group', { name: /^Members/ })
      .getByRole('option', { name: new RegExp(`^${escapeRegExp(member.display_name)}`) })
      .first();
    await arrowDownTo(page, memberOption);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/feed\?/);
    expect(new URL(page.url()).searchParams.get('user_id')).toBe(String(member.user_id));

    await expectNoPointerPresses(page);
  });

  test('opens a saved view at its URL', async ({ page }) => {
    const viewUrl = '/spaces/general/members?search=jo';
    await page.goto(viewUrl);
    await expect(page.getByRole('searchbox', { name: 'Search members' })).toHaveValue('jo');
    await page.getByRole('button', { name: 'Save view' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    await expect(dialog.getByRole('textbox', { name: 'View name' })).toBeFocused();
    await page.keyboard.type('Palette jo members');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();

    await page.goto('/feed');
    await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
    await openPalette(page);
    await page.keyboard.type('palette jo');
    const viewOption = palette(page)
      .getByRole('group', { name: /^Saved views/ })
      .getByRole('option', { name: /^Palette jo members/ });
    await arrowDownTo(page, viewOption);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(viewUrl);
    await expect(page.getByRole('searchbox', { name: 'Search members' })).toHaveValue('jo');

    await expectNoPointerPresses(page);
  });

  test('Escape closes the palette and gives the focus back; ? shows the shortcuts', async ({
    page,
  }) => {
    const search = page.getByRole('searchbox', { name: /Search/ }).first();
    await page.keyboard.press('/');
    await expect(search).toBeFocused();
    await openPalette(page); // from inside a text field
    await page.keyboard.type('zzzz-nothing');
    await expect(palette(page).getByRole('status')).toHaveText(
      `No match for “${isolatedName('zzzz-nothing')}”.`,
    );
    await expect(palette(page).getByRole('option')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
    await expect(search).toBeFocused();

    // `?` in a text field is a character; outside one it shows the sheet.
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden();
    await page.keyboard.press('Escape'); // clears the search box
    await page.locator('#main').focus();
    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('heading', { name: 'Feed' })).toBeVisible();
    await expect(sheet.getByText('Next post')).toBeVisible();
    await expect(sheet.getByText(/command palette/).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    await expectNoPointerPresses(page);
  });

  test('has no serious or critical axe violations with the palette or the sheet open, in light and dark', async ({
    page,
  }) => {
    test.slow();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await openPalette(page);
      await page.keyboard.type('ge');
      await expect(palette(page).getByRole('option').first()).toBeVisible();
      await expect(palette(page).locator('mark').first()).toBeVisible();
      expect(await seriousViolations(page, 'dialog[open]', `${scheme} palette`)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(palette(page)).toBeHidden();

      await page.locator('#main').focus();
      await page.keyboard.press('?');
      await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
      expect(await seriousViolations(page, 'dialog[open]', `${scheme} shortcuts`)).toEqual([]);
      await page.keyboard.press('Escape');
    }
    await expectNoPointerPresses(page);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
