import type { Hono } from 'hono';
import { ENDPOINTS } from '../../contract';
import { honoPath } from '../http/endpoints';
import type { AppEnv, RouteDeps } from '../http/hono-app';
import { readFeedById, readFeedBySlug, type FeedRead } from '../services/feed-by-slug';
import { toFeedForEdit } from '../shape/feed-for-edit';
import { toFeedItems } from '../shape/feed-items';
import { admitThenParse } from './policy-first';

/**
 * `GET /feeds/{feed_slug}/by-slug` and `GET /feeds/{feed_id}/by-id`: the policy, then the
 * query, then the post as the plugin's rules give it (services/feed-by-slug.ts) — for editing
 * `{feed}`, else `{feed, execution_time}`.
 */
export function registerFeedBySlug(app: Hono<AppEnv>, { store }: RouteDeps) {
  const answer = (read: FeedRead, origin: string, started: number) =>
    read.kind === 'edit'
      ? {
          feed: toFeedForEdit(read.post, read.space, read.terms, read.maxTopicsPerPost, origin),
        }
      : {
          feed: toFeedItems(read.items, read.spaces, origin)[0],
          execution_time: (performance.now() - started) / 1000,
        };

  app.get(honoPath(ENDPOINTS.feedBySlug), async (c) => {
    const started = performance.now();
    const { admitted: caller, query } = admitThenParse(c, 'feedBySlug');
    const read = await readFeedBySlug(store, caller, c.req.param('feed_slug') ?? '', query);
    return c.json(answer(read, c.get('contentOrigin'), started));
  });

  app.get(honoPath(ENDPOINTS.feedById), async (c) => {
    const started = performance.now();
    const { admitted: caller, query } = admitThenParse(c, 'feedById');
    const read = await readFeedById(store, caller, Number(c.req.param('feed_id')), query);
    return c.json(answer(read, c.get('contentOrigin'), started));
  });
}
