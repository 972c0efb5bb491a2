import type { Page } from '@playwright/test';
import { isolatedName } from '../../src/test/isolated-text';
import { expect, signIn, test } from '../support/fixtures';
import { headerLabels, rowNames } from '../support/tables';
import { seriousViolations } from '../support/accessibility';

/** The members specs' space; the reference server always has it. */
const MEMBERS = '/spaces/general/members';

const savedViews = (page: Page) => page.getByRole('navigation', { name: 'Saved views' });
const savedView = (page: Page, name: string) =>
  savedViews(page).getByRole('link', { name, exact: true });

/** The page's URL as the app writes it: path and query. */
function appUrl(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Saves the page shown as a view named `name`, through the top bar's dialog. */
async function saveView(page: Page, name: string) {
  await page.getByRole('button', { name: 'Save view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await expect(dialog.getByRole('textbox', { name: 'View name' })).toBeFocused();
  await page.keyboard.type(name); // the suggested name is selected: typing replaces it
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Saved the view' })).toContainText(
    `Saved the view “${name}”`,
  );
  await expect(savedView(page, name)).toBeVisible();
}

/** Shows or hides a column through the table's Columns menu. */
async function setColumn(page: Page, label: string, visible: boolean) {
  await page.getByText('Columns', { exact: true }).click();
  const box = page.getByRole('group', { name: 'Visible columns' }).getByLabel(label);
  await box.setChecked(visible);
  await page.keyboard.press('Escape');
}

test.describe('saved views', () => {
  test('a saved view survives reload and reopens the same URL, with its columns', async ({
    adminPage: page,
  }) => {
    await page.goto(MEMBERS);
    await expect(rowNames(page)).toHaveCount(20);
    await page.getByRole('searchbox', { name: 'Search members' }).fill('jos');
    await expect(page).toHaveURL(/search=jos/);
    await page
      .getByRole('table')
      .getByRole('columnheader', { name: /Member/ })
      .getByRole('button')
      .click();
    await expect(page).toHaveURL(/sort_by=display_name/);
    await setColumn(page, 'Role', false);
    expect(await headerLabels(page)).not.toContain('role');
    const viewUrl = appUrl(page);
    expect(viewUrl).toBe(`${MEMBERS}?search=jos&sort_by=display_name`);

    await saveView(page, 'Jos by name');
    await expect(savedView(page, 'Jos by name')).toHaveAttribute('aria-current', 'page');

    await page.reload();
    await expect(savedView(page, 'Jos by name')).toHaveAttribute('href', viewUrl);

    // Elsewhere, with the column shown again: the view brings back its URL and its columns.
    await setColumn(page, 'Role', true);
    expect(await headerLabels(page)).toContain('role');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Feed' })
      .click();
    await expect(page).toHaveURL(/\/feed$/);
    await expect(savedView(page, 'Jos by name')).not.toHaveAttribute('aria-current');
    await savedView(page, 'Jos by name').click();
    await expect(page).toHaveURL(viewUrl);
    await expect(page.getByRole('searchbox', { name: 'Search members' })).toHaveValue('jos');
    await expect(rowNames(page).first()).toBeVisible();
    expect(await headerLabels(page)).not.toContain('role');
    await expect(savedView(page, 'Jos by name')).toHaveAttribute('aria-current', 'page');
  });

  test('renames and deletes a view from its menu', async ({ adminPage: page }) => {
    await page.goto('/feed?order_by_type=popular');
    await saveView(page, 'Popular posts');

    await savedViews(page)
      .getByRole('button', { name: `Actions for “${isolatedName('Popular posts')}”` })
      .click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename “Popular posts”' });
    await expect(rename.getByRole('textbox', { name: 'View name' })).toHaveValue('Popular posts');
    await page.keyboard.type('Most popular');
    await page.keyboard.press('Enter');
    await expect(rename).toBeHidden();
    await expect(savedView(page, 'Most popular')).toHaveAttribute(
      'href',
      '/feed?order_by_type=popular',
    );
    await expect(savedView(page, 'Popular posts')).toHaveCount(0);

    await page.reload();
    await savedViews(page)
      .getByRole('button', { name: `Actions for “${isolatedName('Most popular')}”` })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the view “Most popular”?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(savedViews(page).getByRole('link')).toHaveCount(0);
    await page.reload();
    await expect(savedViews(page)).toContainText('Keep a page’s filters');
  });

  test('a view of a space that no longer exists says so and deletes itself on request', async ({
    adminPage: page,
  }) => {
    const gone = '/spaces/no-such-space/members?search=ana';
    await page.goto(gone);
    await expect(page.getByRole('heading', { name: 'No such space on this site' })).toBeVisible();
    await saveView(page, 'Old club');
    await page.reload();

    const notice = page.getByRole('main').getByRole('status').filter({ hasText: 'Saved view' });
    await expect(notice).toContainText('This saved view points to a space that no longer exists');
    await notice.getByRole('button', { name: 'Delete this view' }).click();
    await expect(page.getByRole('main')).toContainText('Deleted the saved view “Old club”.');
    await expect(savedView(page, 'Old club')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No such space on this site' })).toBeVisible();
  });

  test('views stay on the device for their own account only', async ({
    adminPage: page,
    credentials,
  }) => {
    await page.goto('/feed?order_by_type=oldest');
    await saveView(page, 'Oldest first');
    await page.getByRole('button', { name: 'Sign out' }).click();

    await signIn(page, credentials.member);
    await expect(savedViews(page)).toBeVisible();
    await expect(savedViews(page).getByRole('link')).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign out' }).click();

    await signIn(page, credentials.admin);
    await expect(savedView(page, 'Oldest first')).toHaveAttribute(
      'href',
      '/feed?order_by_type=oldest',
    );

    // On a phone the views are in the menu, which closes once one opens.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Oldest first' }).click();
    await expect(page).toHaveURL(/\/feed\?order_by_type=oldest$/);
    await expect(menu).toBeHidden();
  });

  test('has no serious or critical axe violations, dialog open, in light and dark', async ({
    adminPage: page,
  }) => {
    test.slow();
    await page.goto(MEMBERS);
    await saveView(page, 'All of General');
    for (const theme of ['Light', 'Dark']) {
      await page.getByRole('button', { name: theme, exact: true }).click();
      await expect(rowNames(page).first()).toBeVisible();
      expect(await seriousViolations(page, 'aside', `${theme} sidebar`)).toEqual([]);
      expect(await seriousViolations(page, 'header', `${theme} top bar`)).toEqual([]);

      await page.getByRole('button', { name: 'Save view' }).click();
      await expect(page.getByRole('dialog', { name: 'Save view' })).toBeVisible();
      expect(await seriousViolations(page, 'dialog', `${theme} save dialog`)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Save view' })).toBeHidden();

      await savedViews(page)
        .getByRole('button', { name: `Actions for “${isolatedName('All of General')}”` })
        .click();
      await expect(page.getByRole('menu')).toBeVisible();
      expect(await seriousViolations(page, 'aside', `${theme} view menu`)).toEqual([]);
      await page.keyboard.press('Escape');
    }
  });
});
