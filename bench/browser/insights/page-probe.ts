import type { Page } from '@playwright/test';
import { WAIT_MS } from './settings';

/*
 * Part 2's clock (see run.ts): a probe in every document that notes, on the page's own clock,
 * when the cards get their numbers and the charts are drawn.
 */

/**
 * The chart panels the overview draws, by where its insights come from (docs/decisions/038):
 * our server's answer draws the members per week too; a plain site's month, once read, does not.
 */
export const OVERVIEW_PANELS = { counted: 5, read: 4 } as const;
export type OverviewSource = keyof typeof OVERVIEW_PANELS;

/**
 * Runs in every document before its scripts: see the doc comment, part 2. The page cannot tell
 * from its DOM how many panels are still to come, so the bench says it for the overview.
 */
export const probeScript = (overview: OverviewSource) => `(() => {
  if (window.__insights) return;
  const probe = (window.__insights = {
    t0: NaN, firstCardAt: NaN, cardsAt: NaN, firstChartAt: NaN, chartsAt: NaN, cards: 0, panels: 0,
    cardTimes: {},
  });
  const cardLabel = (card) => (card.querySelector('p, h2')?.textContent ?? '').trim();
  const expectedPanels = () => {
    const at = location.pathname;
    if (at === '/') return ${OVERVIEW_PANELS[overview]};
    if (/^\\/spaces\\/[^/]+\\/insights$/.test(at)) return 4;
    if (/^\\/courses\\/[^/]+\\/insights$/.test(at)) return 2;
    return Infinity;
  };
  const due = new Set();
  const check = () => {
    const main = document.querySelector('main#main');
    if (!main) return;
    const before = due.size;
    const cards = [...main.querySelectorAll('[aria-busy]')].filter((el) => el.tagName !== 'TABLE');
    const filled = cards.filter((el) => el.getAttribute('aria-busy') === 'false');
    if (Number.isNaN(probe.firstCardAt) && filled.length > 0) due.add('firstCardAt');
    for (const card of filled) {
      const label = cardLabel(card);
      if (!(label in probe.cardTimes)) due.add('card:' + label);
    }
    if (Number.isNaN(probe.cardsAt) && cards.length > 0 && filled.length === cards.length) {
      probe.cards = cards.length;
      due.add('cardsAt');
    }
    const panels = [...main.querySelectorAll('section')].filter((section) =>
      [...section.querySelectorAll('button')].some((button) =>
        /^Show (table|chart)/.test(button.getAttribute('aria-label') ?? button.textContent.trim())));
    const drawn = panels.filter((panel) =>
      panel.querySelector('svg[role="img"]') || panel.textContent.includes('No data:'));
    if (Number.isNaN(probe.firstChartAt) && drawn.length > 0) due.add('firstChartAt');
    const skeletons = main.querySelectorAll('[class*="skeleton-pulse"]').length;
    if (Number.isNaN(probe.chartsAt) && skeletons === 0 && drawn.length === panels.length &&
        panels.length >= expectedPanels()) {
      probe.panels = panels.length;
      due.add('chartsAt');
    }
    if (before === 0 && due.size > 0) {
      requestAnimationFrame(() => {
        const now = performance.now();
        for (const key of due) {
          if (key.startsWith('card:')) probe.cardTimes[key.slice(5)] ??= now;
          else if (Number.isNaN(probe[key])) probe[key] = now;
        }
        due.clear();
      });
    }
  };
  new MutationObserver(check).observe(document, {
    childList: true, subtree: true, characterData: true,
    attributes: true, attributeFilter: ['aria-busy', 'class'],
  });
  addEventListener('click', (event) => { if (event.isTrusted) probe.t0 = event.timeStamp; }, true);
})()`;

export interface Probe {
  t0: number;
  firstCardAt: number;
  cardsAt: number;
  firstChartAt: number;
  chartsAt: number;
  cards: number;
  panels: number;
  /** When each card got its number, by its label. */
  cardTimes: Record<string, number>;
  timeOrigin: number;
}

/** The probe's moments a bench may wait for. */
type Moment = 'cardsAt' | 'chartsAt';

/** Waits until the probe has seen `moment` (all charts by default), then reads it. */
export async function waitForCharts(
  page: Page,
  what: string,
  { moment = 'chartsAt', timeout = WAIT_MS }: { moment?: Moment; timeout?: number } = {},
): Promise<Probe> {
  try {
    // A function, not a string: the page's CSP forbids eval, which a string predicate needs.
    await page.waitForFunction(
      (key) => !Number.isNaN((window as unknown as { __insights: Probe }).__insights[key]),
      moment,
      { timeout },
    );
  } catch (error) {
    const text = await page
      .locator('main')
      .innerText()
      .catch(() => '');
    console.error(`Timed out waiting for ${what} at ${page.url()}:\n${text.slice(0, 2000)}`);
    throw error;
  }
  return page.evaluate(
    `({ ...window.__insights, timeOrigin: performance.timeOrigin })`,
  ) as Promise<Probe>;
}
