import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical axe violations inside `selector`, labelled for the report. Colour
 * transitions still running are let finish first: right after the theme changes, a button's
 * colours are part-way from one theme to the other (Button's `transition-colors`), and axe
 * would measure a contrast no one sees once they settle.
 */
export async function seriousViolations(page: Page, selector: string, label: string) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${label} ${violation.id}: ${violation.help}`);
}
