import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The serious and critical axe violations inside `selector`, labelled for the report. */
export async function seriousViolations(page: Page, selector: string, label: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${label} ${violation.id}: ${violation.help}`);
}
