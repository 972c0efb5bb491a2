import type { Page } from '@playwright/test';

/** The insights the app keeps on the device (IndexedDB): read them, or start without them. */

const INSIGHTS_DATABASE = 'community-desk-insights';

/** One walk the app kept in IndexedDB: its query hash, whose it is, and whether it is whole. */
export interface KeptWalk {
  key: string;
  /** The user of the scope (`[site, user]`). */
  user: string;
  site: string;
  complete: boolean;
}

/** The walks kept on this device (none when the app has not made its database). */
export function keptWalks(page: Page): Promise<KeptWalk[]> {
  return page.evaluate(async (name) => {
    // Opened without a version; should it not exist, the upgrade is aborted, so that this
    // read never creates an empty database the app would then not set up.
    const db = await new Promise<IDBDatabase | null>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onupgradeneeded = () => {
        request.transaction?.abort();
        resolve(null);
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
    });
    if (db === null) return [];
    try {
      if (!db.objectStoreNames.contains('meta') || !db.objectStoreNames.contains('data')) return [];
      // All three asked at once, in one transaction: it commits when none is pending.
      const tx = db.transaction(['meta', 'data'], 'readonly');
      const answer = <T>(request: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
        });
      const [metas, keys, records] = await Promise.all([
        answer(
          tx.objectStore('meta').getAll() as IDBRequest<Array<{ key: string; scope: string }>>,
        ),
        answer(tx.objectStore('data').getAllKeys()),
        answer(
          tx.objectStore('data').getAll() as IDBRequest<Array<{ data: { complete?: boolean } }>>,
        ),
      ]);
      const complete = new Map(keys.map((key, index) => [String(key), records[index]]));
      return metas.map((meta) => {
        const [site, user] = JSON.parse(meta.scope) as [string, string];
        return {
          key: meta.key,
          site,
          user,
          complete: complete.get(meta.key)?.data.complete === true,
        };
      });
    } finally {
      db.close();
    }
  }, INSIGHTS_DATABASE);
}

/** A page of the site's origin without the app, answered by the test itself. */
const BLANK_PAGE = '/insights-e2e-blank';

/**
 * Opens `path` with nothing kept on the device: the app is left for a blank page of the same
 * origin (so no walk of the page before can write again; the server's own static files are
 * sandboxed, without storage), the app's IndexedDB is deleted there, and `path` is loaded
 * anew, signed in still (the session is the tab's).
 */
export async function openWithoutKeptInsights(page: Page, path: string): Promise<void> {
  const blank = (url: URL) => url.pathname === BLANK_PAGE;
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Blank</title>' }),
  );
  try {
    await page.goto(BLANK_PAGE);
    await page.evaluate(
      (name) =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = () => resolve();
          request.onerror = () => reject(request.error ?? new Error('IndexedDB was not deleted'));
        }),
      INSIGHTS_DATABASE,
    );
  } finally {
    await page.unroute(blank);
  }
  await page.goto(path);
}
