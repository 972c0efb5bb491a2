import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { apiMembers, apiSpaces } from './tables';

/**
 * What waits on the demo admin, asked of the API directly (not through the app's code): the
 * join requests each space lists (its pending list's `total`: profiles that are not active are
 * left out, as they cannot be approved), the posts in review and the profiles waiting for
 * approval.
 */
export async function waitingOnAdmin(api: APIRequestContext) {
  let requests = 0;
  for (const space of await apiSpaces(api)) {
    requests += (await apiMembers(api, space.slug, { status: 'pending', per_page: 1 })).members
      .total;
  }
  let posts = 0;
  for (let page = 1; ; page += 1) {
    const response = await api.get(
      `/wp-json/fluent-community/v2/feeds?status=pending&per_page=100&page=${page}`,
    );
    expect(response.status()).toBe(200);
    const body = (await response.json()) as {
      feeds: { data: Array<{ status: string }>; has_more: boolean };
    };
    posts += body.feeds.data.filter((post) => post.status === 'pending').length;
    if (!body.feeds.has_more || body.feeds.data.length === 0) break;
  }
  const directory = await api.get('/wp-json/fluent-community/v2/members?status=pending&per_page=1');
  expect(directory.status()).toBe(200);
  const profiles = ((await directory.json()) as { members: { total: number } }).members.total;
  return { requests, posts, profiles, total: requests + posts + profiles };
}

/** The sidebar's Inbox link. */
export const inboxLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Inbox/ });

/** Its name with the count: "Inbox 17 items waiting". */
export const inboxLinkName = (total: number) =>
  total === 0 ? 'Inbox' : `Inbox ${total} ${total === 1 ? 'item' : 'items'} waiting`;

export const inboxSection = (page: Page, name: string) =>
  page.getByRole('region', { name: new RegExp(`^${name}`) });
