import type { APIRequestContext, Page } from '@playwright/test';
import { apiMembers } from './tables';

/** What the specs that act on a space's members read from the page and the API. */

/** A name from the site as a control's label holds it (lib/sentence.ts, `isolated`). */
export const isolated = (name: string) => `\u2068${name}\u2069`;

export const rowOf = (page: Page, name: string) =>
  page.getByRole('table').getByRole('row', { name: new RegExp(name) });

export const bodyRows = (page: Page) => page.getByRole('table').locator('tbody tr');

export const pendingBadge = (page: Page) =>
  page.getByRole('group', { name: 'Membership status' }).getByRole('button', {
    name: /Pending requests/,
  });

/**
 * A space's members route, where its approvals go, whatever the query string: every request to
 * the site ends in `_locale=user`, which a glob ending at the route would not match.
 */
export const membersRoute = (slug: string) => (url: URL) =>
  url.pathname.endsWith(`/fluent-community/v2/spaces/${slug}/members`);

/** The bulk actions' bar on the pending list. */
export const requestsBar = (page: Page) => page.getByRole('toolbar', { name: 'Selected requests' });

/** A space's listed join requests (every one: up to 100), and those with a profile. */
export async function pendingOf(api: APIRequestContext, slug: string) {
  const answer = await apiMembers(api, slug, { status: 'pending', per_page: 100 });
  const named = answer.members.data.filter((member) => member.xprofile !== null);
  return { ...answer, named };
}
