import type { Hono } from 'hono';
import { ENDPOINTS } from '../../contract';
import { honoPath } from '../http/endpoints';
import type { AppEnv, RouteDeps } from '../http/hono-app';
import { readFeedPage } from '../services/feeds';
import { toFeedItems } from '../shape/feed-items';
import { feedEnvelope } from '../shape/paginator';
import { admitThenParse } from './policy-first';

/** `GET /feeds`: its policy, then parse, let the feed service apply the plugin's rules, shape. */
export function registerFeeds(app: Hono<AppEnv>, { store }: RouteDeps) {
  app.get(honoPath(ENDPOINTS.feeds), async (c) => {
    const started = performance.now();
    const { admitted: caller, query } = admitThenParse(c, 'feeds');
    const origin = c.get('contentOrigin');
    const page = await readFeedPage(store, caller, query);
    return c.json({
      feeds: feedEnvelope(toFeedItems(page.items, page.spaces, origin), query.page, query.per_page),
      sticky: toFeedItems(page.sticky, page.spaces, origin)[0] ?? null,
      ...(caller.kind === 'user' && query.page === 1 && !page.searched
        ? { last_fetched_timestamp: Math.floor(Date.now() / 1000) }
        : {}),
      execution_time: (performance.now() - started) / 1000,
    });
  });
}
