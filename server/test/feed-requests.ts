import type { FeedsResponse } from '../../src/api/schemas/feed';
import { FC, type As, type TestServer } from './harness';

export type FeedItem = FeedsResponse['feeds']['data'][number];

/**
 * `GET /feeds` for the feed tests: one page, or every post of a query walked page by page
 * (driven by `has_more`, as a client must). `server` is read at call time: tests start it
 * in `beforeAll`.
 */
export function feedRequests(server: () => TestServer) {
  const feeds = (query = '', as: As = 'admin') =>
    server().get<FeedsResponse>(`${FC}/feeds${query ? `?${query}` : ''}`, as);

  async function everyPost(query: string, as: As = 'admin'): Promise<FeedItem[]> {
    const rows: FeedItem[] = [];
    for (let page = 1; page < 100; page += 1) {
      const { body } = await feeds(`${query}&per_page=100&page=${page}`, as);
      rows.push(...body.feeds.data);
      if (!body.feeds.has_more) break;
    }
    return rows;
  }

  return { feeds, everyPost };
}
