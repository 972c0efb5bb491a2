import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { DemoCredentials } from '../../demo/credentials';
import { prepareData } from '../../demo/prepare';
import { queryTimeout, toWordPressError } from '../../errors';
import { basicAuth, FC } from '../../test/harness';
import { pooledStoresClosedAfterEach } from '../../test/pooled-stores';
import { readRawQuery } from '../../http/query';
import { QueryTimeoutError } from '../query-timeout';
import { closeDatabase } from './open';
import type { LaneSizes } from './read-lanes';

/**
 * A slow request never blocks a cheap one, and a request past the budget is a clear 503
 * (docs/decisions/016), through the whole app. Feed pages are made slow on purpose: the
 * workers hold every feed page call (`feedItems.page`) until the test opens the gate
 * (read-protocol.ts).
 */
let dataDir: string;
let db: ReturnType<typeof prepareData>['db'];
let credentials: DemoCredentials;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'community-desk-slow-'));
  const prepared = prepareData(dataDir, { users: 60, posts: 40 });
  if (!prepared.credentials) throw new Error('The test database has no demo accounts');
  ({ db, credentials } = prepared);
});
afterAll(() => {
  closeDatabase(db);
  rmSync(dataDir, { recursive: true, force: true });
});

const stores = pooledStoresClosedAfterEach();

async function appWithSlowFeeds(options: { workers: LaneSizes; budgetMs: number }) {
  const { store, open } = await stores.held(db.name, options);
  const app = createApp({ store, distDir: path.join(dataDir, 'no-dist') });
  const get = async (url: string, as: 'admin' | 'anonymous' = 'anonymous') => {
    const headers: Record<string, string> =
      as === 'admin' ? { Authorization: basicAuth(credentials.admin) } : {};
    const response = await app.request(`${FC}${url}`, { headers });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { store, get, open };
}

const SLOW_FEED = '/feeds?search=e&order_by_type=alphabetical&page=19&per_page=100';

describe('a slow request', () => {
  it('does not hold up /spaces or a members page while feed pages take every heavy worker', async () => {
    const { store, get, open } = await appWithSlowFeeds({
      workers: { cheap: 1, heavy: 2 },
      budgetMs: 60_000,
    });
    const feeds = [1, 2, 3, 4].map(() => {
      const state = { settled: false, response: get(SLOW_FEED) };
      void state.response.finally(() => (state.settled = true));
      return state;
    });
    // Wait until the feed requests reached the store: two held, two queued behind them.
    await expect
      .poll(() => store.pool.stats, { timeout: 30_000 })
      .toMatchObject({ busy: { heavy: 2 }, queued: { heavy: 2 } });

    const spaces = await get('/spaces');
    expect(spaces.status).toBe(200);
    const members = await get('/spaces/general/members', 'admin');
    expect(members.status).toBe(200);
    expect(feeds.some((feed) => feed.settled)).toBe(false);

    open();
    for (const feed of feeds) expect((await feed.response).status).toBe(200);
  });

  it('past the budget is a 503 rest_query_timeout naming what made it expensive', async () => {
    const { get } = await appWithSlowFeeds({
      workers: { cheap: 1, heavy: 1 },
      budgetMs: 500,
    });
    const { status, body } = await get(SLOW_FEED);
    expect(status).toBe(503);
    expect(body).toMatchObject({
      code: 'rest_query_timeout',
      data: { status: 503, params: ['search', 'order_by_type', 'page'], budget_ms: 500 },
    });
    expect(body.message).toMatch(/longer than 0\.5 s.*search, order_by_type, page/);

    // The pool recovers; a long query without a costly parameter gets the generic advice
    // (search_in only says where to search).
    expect((await get('/spaces')).status).toBe(200);
    const plain = await get('/feeds?search_in[]=post_comments&page=1');
    expect(plain).toMatchObject({ status: 503, body: { data: { params: [] } } });
    expect(plain.body.message).toMatch(/Try again/);
  });
});

describe('the 503 for a query past its budget', () => {
  const errorFor = (path: string) =>
    toWordPressError(
      queryTimeout(new QueryTimeoutError('x', 1500), readRawQuery(`http://localhost${FC}${path}`)),
    );

  it('names the costly parameters the request gave, in a fixed order', () => {
    const query = '?page=3&order_by_type=likes&search=a&search_in[]=post_comments';
    expect(errorFor(`/feeds${query}`)).toEqual({
      code: 'rest_query_timeout',
      message:
        'The query took longer than 1.5 s and was stopped. Narrow or drop: search, search_in, order_by_type, page.',
      data: {
        status: 503,
        params: ['search', 'search_in', 'order_by_type', 'page'],
        budget_ms: 1500,
      },
    });
  });

  it('leaves out a first page, an empty search and a scope without a search', () => {
    for (const query of ['?page=1', '?search=&page=2&page=1', '?search_in[]=post_comments']) {
      expect(errorFor(`/feeds${query}`).data.params).toEqual([]);
    }
    expect(errorFor('/spaces/general/members?sort_by=display_name').data.params).toEqual([
      'sort_by',
    ]);
  });
});
