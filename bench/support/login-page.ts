import type { Page } from '@playwright/test';

/**
 * Waits for the demo hint to fill the site address, as a person would see it filled, for at
 * most `waitMs`.
 */
export async function waitForSiteAddress(page: Page, waitMs: number): Promise<void> {
  const field = page.getByLabel('Site address');
  const deadline = Date.now() + waitMs;
  while ((await field.inputValue()) === '') {
    if (Date.now() > deadline) throw new Error('The site address was never prefilled.');
    await page.waitForTimeout(20);
  }
}
