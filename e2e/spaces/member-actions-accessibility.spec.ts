import { expect, test } from '../support/fixtures';
import { seriousViolations } from '../support/accessibility';
import { requestsBar } from '../support/member-writes';
import { rowNames } from '../support/tables';

/**
 * The controls for acting on a space's members, scanned by axe in both themes: the row
 * actions and checkboxes of the pending list, the bar of a selection, the question a decline
 * asks, and a member's row menu. Nothing is sent (each question is cancelled), so the shared
 * demo serves it.
 */
test('the member actions have no serious or critical axe violations, in light and dark', async ({
  adminPage: page,
}) => {
  // Eight scans: give them the time a loaded machine needs.
  test.slow();
  for (const theme of ['Light', 'Dark']) {
    await page.goto('/spaces/design-club/members?status=pending');
    await page.getByRole('button', { name: theme, exact: true }).click();
    await expect(rowNames(page).first()).toBeVisible();

    await page
      .getByRole('checkbox', { name: /^Select (?!all)/ })
      .first()
      .check();
    await expect(requestsBar(page)).toContainText('1 selected');
    expect(await seriousViolations(page, 'main', `${theme} requests with a selection`)).toEqual([]);

    await page
      .getByRole('button', { name: /^Decline / })
      .first()
      .click();
    const question = page.getByRole('dialog', { name: /^Decline / });
    await expect(question).toBeVisible();
    expect(await seriousViolations(page, 'dialog[open]', `${theme} decline question`)).toEqual([]);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();

    await page.goto('/spaces/design-club/members');
    await expect(rowNames(page).first()).toBeVisible();
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await seriousViolations(page, '[role="menu"]', `${theme} row menu`)).toEqual([]);
    await page.keyboard.press('Escape');
  }
});
