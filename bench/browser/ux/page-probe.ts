import type { Page } from '@playwright/test';
import { WAIT_MS } from './settings';

/*
 * The bench's clock (see run.ts, "What is timed"): a probe in every document that notes, on
 * the page's own clock, the user's last event and when the awaited element is painted.
 */

/** Runs in every document before its scripts: see the doc comment, "What is timed". */
export const PROBE = `(() => {
  if (window.__ux) return;
  const ux = (window.__ux = { t0: NaN, firstPostAt: NaN, firstCardAt: NaN, firstRowAt: NaN, shownAt: NaN, expected: null });
  const due = new Set();
  const onScreen = (element) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight &&
      getComputedStyle(element).visibility !== 'hidden';
  };
  const dataRows = () => [...document.querySelectorAll('table tbody tr')]
    .filter((row) => row.querySelector('button[data-row-open]'));
  const expectedShown = () => {
    const table = document.querySelector('table');
    if (!table || table.getAttribute('aria-busy') !== 'false') return false;
    const rows = dataRows();
    const names = rows.map((row) => row.querySelector('button[data-row-open]').textContent.trim());
    return names.length === ux.expected.length &&
      names.every((name, index) => name === ux.expected[index]) && rows.some(onScreen);
  };
  const check = () => {
    const before = due.size;
    if (Number.isNaN(ux.firstPostAt) && onScreen(document.querySelector('[role="feed"] article')))
      due.add('firstPostAt');
    if (Number.isNaN(ux.firstCardAt) && onScreen(document.querySelector('main [data-stat-value]')))
      due.add('firstCardAt');
    if (Number.isNaN(ux.firstRowAt) && onScreen(dataRows()[0])) due.add('firstRowAt');
    if (ux.expected && Number.isNaN(ux.shownAt) && expectedShown()) due.add('shownAt');
    if (before === 0 && due.size > 0) {
      requestAnimationFrame(() => {
        const now = performance.now();
        for (const key of due) if (Number.isNaN(ux[key])) ux[key] = now;
        due.clear();
      });
    }
  };
  new MutationObserver(check).observe(document, {
    childList: true, subtree: true, characterData: true,
    attributes: true, attributeFilter: ['aria-busy', 'class', 'style'],
  });
  for (const type of ['click', 'keydown']) {
    addEventListener(type, (event) => { if (event.isTrusted) ux.t0 = event.timeStamp; }, true);
  }
})()`;

export interface Clock {
  t0: number;
  firstPostAt: number;
  firstCardAt: number;
  firstRowAt: number;
  shownAt: number;
  timeOrigin: number;
}

export type ClockKey = 'firstPostAt' | 'firstCardAt' | 'firstRowAt' | 'shownAt';

/** Forgets the last event and, for a change, says which rows to wait for. */
export async function resetProbe(page: Page, expected: string[] | null): Promise<void> {
  await page.evaluate((names) => {
    const ux = (window as unknown as { __ux: Record<string, unknown> }).__ux;
    Object.assign(ux, { t0: Number.NaN, shownAt: Number.NaN, expected: names });
  }, expected);
}

export async function waitForProbe(page: Page, key: ClockKey, what: string): Promise<Clock> {
  try {
    // A function, not a string: the page's CSP forbids eval, which a string predicate needs.
    await page.waitForFunction(
      (name) => !Number.isNaN((window as unknown as { __ux: Record<string, number> }).__ux[name]),
      key,
      { timeout: WAIT_MS },
    );
  } catch (error) {
    const names = await page
      .locator('table tbody tr button[data-row-open]')
      .allTextContents()
      .catch(() => []);
    console.error(`Timed out waiting for ${what} at ${page.url()}; rows: ${names.join(', ')}`);
    throw error;
  }
  return page.evaluate(
    `({ ...window.__ux, expected: undefined, timeOrigin: performance.timeOrigin })`,
  ) as Promise<Clock>;
}
