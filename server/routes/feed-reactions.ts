import type { Hono } from 'hono';
import { ENDPOINTS } from '../../contract';
import { honoPath } from '../http/endpoints';
import type { AppEnv, RouteDeps } from '../http/hono-app';
import { readFeedReactions } from '../services/feed-reactions';
import { toFeedReactions } from '../shape/feed-reactions';
import { admitThenParse } from './policy-first';

/** `GET /feeds/{feed_id}/reactions`: its policy, then who liked the post (services/feed-reactions.ts). */
export function registerFeedReactions(app: Hono<AppEnv>, { store }: RouteDeps) {
  app.get(honoPath(ENDPOINTS.feedReactions), async (c) => {
    const { admitted: caller } = admitThenParse(c, 'feedReactions');
    const { likes, profiles } = await readFeedReactions(
      store,
      caller,
      Number(c.req.param('feed_id')),
    );
    return c.json({ reactions: toFeedReactions(likes, profiles, c.get('contentOrigin')) });
  });
}
