import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import { formatNumber, statCard } from '../support/page-readers';
import { apiMembers, apiSpaces } from '../support/tables';

/**
 * The join requests waiting across every space, beside the sidebar's "Space members" on every
 * page (not only inside a space), and the same number as the overview's card. An account that
 * may not see requests is never shown one, and never asks.
 */

/** Every space's `pending_count`, summed, as the site tells the admin. */
async function pendingTotal(api: APIRequestContext): Promise<number> {
  let total = 0;
  for (const space of await apiSpaces(api)) {
    total += (await apiMembers(api, space.slug, { per_page: 1 })).pending_count;
  }
  return total;
}

function spaceMembersLink(page: Page) {
  return page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Space members/ });
}

test.describe('the sidebar’s pending requests', () => {
  test('shows every space’s requests on the overview and on the feed', async ({
    adminPage: page,
    adminApi,
  }) => {
    const total = await pendingTotal(adminApi);
    expect(total, 'the demo has join requests waiting').toBeGreaterThan(1);
    const name = `Space members ${formatNumber(total)} pending requests`;

    await page.goto('/');
    await expect(spaceMembersLink(page)).toHaveAccessibleName(name);
    // The overview's card says the same number.
    await expect(
      page.getByRole('region', { name: 'Pending join requests' }).getByRole('paragraph').first(),
    ).toHaveText(formatNumber(total));

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Feed' })
      .click();
    await expect(page).toHaveURL(/\/feed/);
    await expect(spaceMembersLink(page)).toHaveAccessibleName(name);

    // A cold start on the feed, away from the overview and every space, knows it too.
    await page.reload();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(spaceMembersLink(page)).toHaveAccessibleName(name);
  });

  test('shows a member account nothing, and asks the site nothing about members', async ({
    page,
    credentials,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/members')) asked.push(request.url());
    });
    await signIn(page, credentials.member, { from: '/feed' });
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(spaceMembersLink(page)).toHaveAccessibleName('Space members');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
    await expect(statCard(page, 'Posts, last 7 days')).toHaveAttribute('aria-busy', 'false');
    await expect(spaceMembersLink(page)).toHaveAccessibleName('Space members');
    expect(asked).toEqual([]);
  });
});
