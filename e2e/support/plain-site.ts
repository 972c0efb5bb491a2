import type { Page } from '@playwright/test';

/**
 * The e2e server as a plain FluentCommunity site (docs/decisions/038): its REST index answered
 * without our `community-desk/v1` namespace, so the dashboard reads the site's own lists
 * instead of asking for counted insights. Route it before signing in: sign-in reads the
 * namespaces (and a session from before asks the index once).
 */
export /** The REST index as a plain site sends it: our namespace taken out. */
async function answerAsPlainSite(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/wp-json/' || url.pathname === '/wp-json',
    async (route) => {
      const response = await route.fetch();
      const index = (await response.json()) as { namespaces?: string[] };
      await route.fulfill({
        response,
        json: {
          ...index,
          namespaces: (index.namespaces ?? []).filter((name) => name !== 'community-desk/v1'),
        },
      });
    },
  );
}
