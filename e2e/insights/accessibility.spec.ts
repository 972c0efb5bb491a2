import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { focusedText, WALKED_CHART_TIMEOUT_MS } from '../support/page-readers';
import { openDemoDatabase, demoCourses } from '../support/demo-database';

/**
 * The insights pages for keyboard and screen-reader users: no axe violations at all (any
 * impact) in light and in dark once every chart is drawn, and every chart panel's buttons
 * reached with Tab, in the order the panels come.
 */

/** The buttons of the chart panels, as their text reads ("Show table: Roles"), in page order. */
const PANEL_BUTTON = /^(Show table|Download CSV): /;

/**
 * Waits for every chart panel of the page to have drawn its chart (or said it has no data): on
 * the overview, the last comes after three walks (WALKED_CHART_TIMEOUT_MS).
 */
async function chartsDrawn(page: Page, panels: number): Promise<void> {
  const chartPanels = page
    .getByRole('region')
    .filter({ has: page.getByRole('button', { name: /^Show table ?:/ }) });
  await expect(chartPanels).toHaveCount(panels, { timeout: WALKED_CHART_TIMEOUT_MS });
  for (const panel of await chartPanels.all()) {
    await expect(panel.getByRole('img').or(panel.getByText(/^No data:/))).toBeVisible();
  }
}

/** Every axe violation inside the page's main content, named for the report. */
async function violations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  return results.violations.map(
    (violation) =>
      `${label} ${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/**
 * Presses Tab from the top of the page until the focus has passed every chart panel button,
 * and returns the panel buttons it met, in order.
 */
async function panelButtonsByTab(page: Page, last: string, maxPresses = 150): Promise<string[]> {
  await page.getByRole('heading', { level: 1 }).click();
  const met: string[] = [];
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab');
    const text = await focusedText(page);
    if (PANEL_BUTTON.test(text)) met.push(text);
    if (text === last) return met;
  }
  return met;
}

const PAGES = [
  { name: 'the overview', path: () => '/', panels: 5 },
  { name: 'a space’s insights', path: () => '/spaces/design-club/insights', panels: 5 },
  {
    name: 'a course’s insights',
    path: () => {
      const db = openDemoDatabase();
      const [course] = demoCourses(db);
      db.close();
      if (!course) throw new Error('The demo has no course');
      return `/courses/${course.id}/insights`;
    },
    panels: 2,
  },
];

test.describe('insights accessibility', () => {
  for (const { name, path, panels } of PAGES) {
    test(`${name} has no axe violations in light and dark, and Tab reaches every chart button in order`, async ({
      adminPage: page,
    }) => {
      test.slow();
      await page.goto(path());
      await chartsDrawn(page, panels);
      const inBothThemes = async (what: string) => {
        for (const theme of ['Light', 'Dark']) {
          const button = page.getByRole('button', { name: theme, exact: true });
          await button.click();
          await expect(button).toHaveAttribute('aria-pressed', 'true');
          expect(await violations(page, `${name}, ${what}, ${theme}:`)).toEqual([]);
        }
      };
      await inBothThemes('charts');

      const expected = await page
        .getByRole('button', { name: /^(Show table|Download CSV) ?:/ })
        .evaluateAll((buttons) =>
          buttons.map((button) =>
            (button.getAttribute('aria-label') ?? button.textContent ?? '')
              .replace(/\s+/g, ' ')
              .trim(),
          ),
        );
      expect(expected).toHaveLength(panels * 2);
      expect(await panelButtonsByTab(page, expected.at(-1)!)).toEqual(expected);

      // The same with every panel showing its data table instead.
      const showTable = page.getByRole('button', { name: /^Show table ?:/ });
      while ((await showTable.count()) > 0) await showTable.first().click();
      await expect(page.getByRole('button', { name: /^Show chart ?:/ })).toHaveCount(panels);
      await inBothThemes('tables');
    });
  }
});
