import { expect } from 'vitest';
import { createApp, type App } from '../app';
import { parseDatabaseUrl } from '../store/wordpress/database-url';
import { openWordPressStore } from '../store/wordpress/open';
import { basicAuthHeader, DUMP_ADMIN } from './dump-accounts';
import type { TestDatabase } from './mariadb';

/**
 * For the local copy's tests over the real dump: an answer as the dump's admin sees it, and a
 * check that the copy answers as the site does just now.
 */

/** The answer without what differs between two requests of the same data. */
export async function answerAsAdmin(app: App, path: string): Promise<unknown> {
  const response = await app.request(`/wp-json/fluent-community/v2${path}`, {
    headers: basicAuthHeader(DUMP_ADMIN),
  });
  const body = (await response.json()) as Record<string, unknown>;
  delete body.execution_time;
  delete body.last_fetched_timestamp;
  return { status: response.status, body };
}

/** Every path answered alike through the copy (`local`) and by a WordPress store opened just now. */
export async function expectCopyAnswersLikeSite(
  local: App,
  database: TestDatabase,
  paths: readonly string[],
): Promise<void> {
  // A new one: the WordPress store keeps roster totals for a while (rosters.ts).
  const fresh = await openWordPressStore(parseDatabaseUrl(database.readOnlyUrl), {
    prefix: 'wp_',
    budgetMs: 5000,
  });
  try {
    const site = createApp({ store: fresh.store, contentOrigin: fresh.site.home });
    for (const path of paths) {
      expect({ path, ...((await answerAsAdmin(local, path)) as object) }).toEqual({
        path,
        ...((await answerAsAdmin(site, path)) as object),
      });
    }
  } finally {
    await fresh.store.close();
  }
}
