import type { Hono } from 'hono';
import { ENDPOINTS, restRoute } from '../../contract';
import { honoPath } from '../http/endpoints';
import type { AppEnv, RouteDeps } from '../http/hono-app';
import { REST_ROOT } from '../http/rest-path';
import { readProfileComments } from '../services/profiles';
import { commentColumns } from '../shape/feed';
import { toFeedItems } from '../shape/feed-items';
import { laravelPage } from '../shape/paginator';
import { toProfileRecord } from '../shape/profile';
import { setPagingHeaders } from './paging-headers';
import { admitThenParse } from './policy-first';

/**
 * `GET /profile/{username}/comments`: a Laravel page of the member's comments, each with the
 * post it belongs to as a feed item (null when the post is gone), and the member's profile.
 */
export function registerProfileComments(app: Hono<AppEnv>, { store }: RouteDeps) {
  app.get(honoPath(ENDPOINTS.profileComments), async (c) => {
    const { admitted, query } = admitThenParse(c, 'profileComments');
    const origin = c.get('contentOrigin');
    const answer = await readProfileComments(store, admitted, c.req.param('username') ?? '', query);
    const posts = new Map(
      toFeedItems(answer.posts, answer.spaces, origin).map((post) => [post.id, post]),
    );
    const comments = laravelPage(
      answer.rows.map((row) => ({
        ...commentColumns(row, origin),
        post: posts.get(row.post_id) ?? null,
      })),
      {
        page: query.page,
        perPage: query.per_page,
        total: answer.total,
        path: `${c.get('origin')}${REST_ROOT}/${restRoute(ENDPOINTS.profileComments, { username: answer.profile.username })}`,
      },
    );
    setPagingHeaders(c, comments);
    return c.json({ comments, xprofile: toProfileRecord(answer.profile, origin) });
  });
}
