import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { chartPanel } from '../support/page-readers';
import { apiCourses, dataTable, rowNames } from '../support/tables';

/**
 * Every page of the dashboard at a phone's size (390×844): nothing may be wider than the
 * screen. The page itself must not scroll sideways, and no visible element may reach past the
 * viewport's edges, except inside an element that scrolls or clips sideways on purpose (a
 * table's scroll box): that element is checked itself.
 */
test.use({ viewport: { width: 390, height: 844 } });

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
async function expectFitsThePhone(page: Page, label: string) {
  await expect.poll(() => overflowProblems(page), { message: label }).toEqual([]);
}

test.describe('at a phone’s size', () => {
  test('every page fits the screen, and so does the member panel', async ({
    adminPage: page,
    adminApi,
  }) => {
    test.slow();
    const [course] = await apiCourses(adminApi);
    expect(course, 'the demo has a course').toBeDefined();
    const heading = page.getByRole('heading', { level: 1 });

    await page.goto('/');
    await expect(heading).toHaveText('Overview');
    const weekly = chartPanel(page, 'Posts per week, by space');
    await expect(weekly).toBeVisible();
    await expect(weekly.getByRole('button', { name: /^Download CSV/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pending join requests' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    await expectFitsThePhone(page, 'overview');
    // The chart card's own buttons must be reachable: inside the screen.
    await weekly.getByRole('button', { name: /^Show table/ }).click();
    await expect(weekly.getByRole('table')).toBeVisible();
    await expectFitsThePhone(page, 'overview, weekly posts as a table');

    await page.goto('/spaces');
    await expect(
      page
        .getByRole('region', { name: /All spaces/ })
        .getByRole('link')
        .first(),
    ).toBeVisible();
    await expectFitsThePhone(page, 'spaces');

    await page.goto('/spaces/general/members');
    await expect(rowNames(page).first()).toBeVisible();
    await expectFitsThePhone(page, 'space members');
    await rowNames(page).first().click();
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Latest posts' })).toBeVisible();
    await expectFitsThePhone(page, 'member panel');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await page.goto('/spaces/general/insights');
    await expect(chartPanel(page, 'Members joined per week')).toBeVisible();
    await expectFitsThePhone(page, 'space insights');

    await page.goto('/courses');
    await expect(page.getByRole('link', { name: course!.title }).first()).toBeVisible();
    await expectFitsThePhone(page, 'courses');

    await page.goto(`/courses/${course!.id}/students`);
    await expect(rowNames(page).first()).toBeVisible();
    await expect(dataTable(page)).toBeVisible();
    await expectFitsThePhone(page, 'course students');

    await page.goto(`/courses/${course!.id}/insights`);
    await expect(heading).toContainText(course!.title);
    await expect(page.getByRole('region', { name: 'Students at risk' })).toBeVisible();
    await expectFitsThePhone(page, 'course insights');

    await page.goto('/feed');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectFitsThePhone(page, 'feed');

    // The phone menu, open.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectFitsThePhone(page, 'menu');
  });
});
