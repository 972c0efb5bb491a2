import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * What the insights pages show, read as a person reads it: numbers as the dashboard writes
 * them, stat cards, chart panels and their data tables, and where the focus is.
 */

const numberFormat = new Intl.NumberFormat('en');

/** "1,204": numbers as the dashboard writes them. */
export const formatNumber = (value: number): string => numberFormat.format(value);

/** A chart's data table as shown: caption, column headers, and each row's header and numbers. */
export interface TableText {
  caption: string;
  headers: string[];
  rows: RowText[];
}

/** One body row of a chart's data table. */
export interface RowText {
  label: string;
  /** The row header's link, as written in the page (`/feed?space=general`). */
  href: string | null;
  /** Every number cell, the Total column included. */
  cells: number[];
}

/**
 * How long to wait for the overview's "Posts per week, by space" chart — and so for the
 * overview's every panel — instead of expect's 7 s, which is meant for one reaction of the
 * page. That chart is drawn only after three walks run one after the other (OverviewRoute.tsx:
 * the cards' counts, then the month's posts, then the weekly counts): about seven dependent
 * rounds of requests, each walk first looked for on the device, and the page's main thread
 * drawing the month's charts between them. Alone on a quiet machine it comes in about 2.4 s;
 * beside a second worker's browser on a quiet 2-core machine it took more than 7 s; on a
 * machine ten times oversubscribed, 20 s. Each of the three walks gets one reaction's 7 s.
 */
export const WALKED_CHART_TIMEOUT_MS = 3 * 7_000;

/** The card of a chart, by its title (a region named by its heading). */
export function chartPanel(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/**
 * A chart panel's button by what it does and the chart's title: "Show table: Roles". The
 * title is visually hidden text, which Chromium's accessible name joins with a space.
 */
export function panelButtonName(action: string, title: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(action)} ?: ${escape(title)}$`);
}

/** The button that swaps a chart panel between its chart and its table. */
export function tableToggle(panel: Locator): Locator {
  return panel.getByRole('button', { name: /^Show (table|chart) ?:/ });
}

/** Shows a panel's data table (if the chart is shown) and reads it. */
export async function readChartTable(panel: Locator): Promise<TableText> {
  const toggle = tableToggle(panel);
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  const table = panel.getByRole('table');
  await expect(table).toBeVisible();
  return readTable(table);
}

/** Reads a data table: its caption, header row, and body rows (numbers parsed). */
export function readTable(table: Locator): Promise<TableText> {
  return table.evaluate((element) => {
    const text = (node: Element | null | undefined) =>
      (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const tableElement = element as HTMLTableElement;
    return {
      caption: text(tableElement.caption),
      headers: Array.from(tableElement.querySelectorAll('thead th'), text),
      rows: Array.from(tableElement.querySelectorAll('tbody tr'), (row) => ({
        label: text(row.querySelector('th')),
        href: row.querySelector('th a')?.getAttribute('href') ?? null,
        cells: Array.from(row.querySelectorAll('td'), (cell) =>
          Number(text(cell).replaceAll(',', '')),
        ),
      })),
    };
  });
}

/** A table's text cells as shown, row by row (for tables that are not charts' tables). */
export function readTableCells(table: Locator): Promise<string[][]> {
  return table.evaluate((element) =>
    Array.from(element.querySelectorAll('tbody tr'), (row) =>
      Array.from(row.querySelectorAll('th, td'), (cell) =>
        (cell.textContent ?? '').replace(/\s+/g, ' ').trim(),
      ),
    ),
  );
}

/** One of the stat cards (they say whether they are still counting with `aria-busy`). */
export function statCard(page: Page, label: string): Locator {
  return page.locator('[aria-busy]').filter({ has: page.getByText(label, { exact: true }) });
}

/** A stat card's lines as read on screen, once it has its number. */
export async function readStatCard(card: Locator): Promise<string[]> {
  await expect(card).toHaveAttribute('aria-busy', 'false');
  return linesOf(card);
}

/** An element's rendered text, line by line, without blank lines. */
export async function linesOf(element: Locator): Promise<string[]> {
  const text = await element.innerText();
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Moves the focus with Tab until `target` has it; fails after `maxPresses`. */
export async function tabTo(page: Page, target: Locator, maxPresses = 120): Promise<void> {
  for (let press = 0; press <= maxPresses; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target} in ${maxPresses} presses`);
}

/** The text of whatever has the focus (a button's text includes its screen-reader part). */
export function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    const name = focused?.getAttribute('aria-label') ?? focused?.textContent ?? '';
    return name.replace(/\s+/g, ' ').trim();
  });
}
