import { expect, type Page } from '@playwright/test';

/*
 * Nothing may be wider than a phone's screen: the page itself must not scroll sideways, and no
 * visible element may reach past the viewport's edges (the left one too: right to left, a
 * page overflows there), except inside an element that scrolls or clips sideways on purpose (a
 * table's scroll box): that element is checked itself.
 */

/** What reaches past the viewport: the page's own scroll width, and each offending element. */
interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  offenders: string[];
  /** Visually hidden elements past the edge: not seen, but they may widen the page. */
  hiddenPastEdge: string[];
}

function findOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    // Sub-pixel layout rounds either way: half a pixel is not an overflow.
    const slack = 0.5;
    const clipsSideways = (element: Element) => {
      const overflowX = getComputedStyle(element).overflowX;
      return overflowX !== 'visible';
    };
    const describe = (element: Element, rect: DOMRect) => {
      const name =
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      const classes = element.getAttribute('class')?.slice(0, 80) ?? '';
      return `<${element.tagName.toLowerCase()} class="${classes}"> "${name}" spans ${Math.round(rect.left)}…${Math.round(rect.right)}`;
    };
    const offenders: string[] = [];
    const hiddenPastEdge: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden') continue;
      // A closed <details> keeps its content laid out but not shown (Chromium): not seen.
      const details = element.parentElement?.closest('details');
      if (details && !details.open && !element.closest('summary')) continue;
      if (rect.left >= -slack && rect.right <= width + slack) continue;
      // Visually hidden text (sr-only: a clipped 1-pixel box) is not seen where it sits; should
      // it sit past the edge, it still widens the page, which scrollWidth catches.
      if (rect.width <= 1 && rect.height <= 1 && style.overflow === 'hidden') {
        if (rect.right > width + slack) hiddenPastEdge.push(describe(element, rect));
        continue;
      }
      // Inside a box that scrolls or clips sideways, the box is what must fit (checked too);
      // what escapes such a box without being clipped still widens the page (scrollWidth).
      let ancestor = element.parentElement;
      let clipped = false;
      while (ancestor && ancestor !== document.body) {
        if (clipsSideways(ancestor)) {
          clipped = true;
          break;
        }
        ancestor = ancestor.parentElement;
      }
      if (!clipped) offenders.push(describe(element, rect));
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: width,
      offenders: offenders.slice(0, 10),
      hiddenPastEdge: hiddenPastEdge.slice(0, 10),
    };
  });
}

/** What is wrong at this moment, in words: empty when the page fits. */
async function overflowProblems(page: Page): Promise<string[]> {
  const overflow = await findOverflow(page);
  const problems = overflow.offenders.map((offender) => `past the screen's edges: ${offender}`);
  if (overflow.scrollWidth > overflow.innerWidth) {
    const hidden = overflow.hiddenPastEdge.join('; ') || 'none';
    problems.push(
      `the page is ${overflow.scrollWidth} px wide for a ${overflow.innerWidth} px screen (visually hidden past the edge: ${hidden})`,
    );
  }
  return problems;
}

/**
 * Asks until the page fits: a chart is drawn at a default width for the one frame before its
 * box is measured, which no one sees; a real overflow stays and fails here.
 */
export async function expectFitsThePhone(page: Page, label: string) {
  await expect.poll(() => overflowProblems(page), { message: label }).toEqual([]);
}
