import type { Hono } from 'hono';
import { ENDPOINTS, restRoute } from '../../contract';
import { honoPath } from '../http/endpoints';
import type { AppEnv, RouteDeps } from '../http/hono-app';
import { REST_ROOT } from '../http/rest-path';
import { readMembersPage } from '../services/members';
import { laravelPage } from '../shape/paginator';
import { toMember } from '../shape/roster';
import { setPagingHeaders } from './paging-headers';
import { admitThenParse } from './policy-first';

/** `GET /spaces/{spaceSlug}/members`: the members service's page, shaped as Laravel pages. */
export function registerSpaceMembers(app: Hono<AppEnv>, { store }: RouteDeps) {
  app.get(honoPath(ENDPOINTS.spaceMembers), async (c) => {
    const { admitted, query } = admitThenParse(c, 'spaceMembers');
    const origin = c.get('contentOrigin');
    const apiOrigin = c.get('origin');
    const page = await readMembersPage(store, admitted, c.req.param('spaceSlug') ?? '', query);
    const members = laravelPage(
      page.rows.map((row) => toMember(row, origin)),
      {
        page: query.page,
        perPage: query.per_page,
        total: page.total,
        path: `${apiOrigin}${REST_ROOT}/${restRoute(ENDPOINTS.spaceMembers, { spaceSlug: page.space.slug })}`,
      },
    );
    setPagingHeaders(c, members);
    return c.json({ members, pending_count: page.pendingCount });
  });
}
