import type { Hono } from 'hono';
import { ENDPOINTS, restRoute } from '../../contract';
import { honoPath } from '../http/endpoints';
import type { AppEnv, RouteDeps } from '../http/hono-app';
import { REST_ROOT } from '../http/rest-path';
import { readMemberDirectory } from '../services/member-directory';
import { laravelPage } from '../shape/paginator';
import { toProfile } from '../shape/profile';
import { setPagingHeaders } from './paging-headers';
import { admitThenParse } from './policy-first';

/**
 * `GET /members`: the directory service's answer as the plugin shapes it — profiles in a
 * Laravel page, or, for `mention`, `{members: {data}}` alone; both with `execution_time`.
 */
export function registerMemberDirectory(app: Hono<AppEnv>, { store }: RouteDeps) {
  app.get(honoPath(ENDPOINTS.memberDirectory), async (c) => {
    const started = performance.now();
    const { admitted, query } = admitThenParse(c, 'memberDirectory');
    const origin = c.get('contentOrigin');
    const answer = await readMemberDirectory(store, admitted, query);
    const data = answer.rows.map((row) => toProfile(row, origin));
    if (answer.kind === 'mention') {
      return c.json({
        members: { data },
        execution_time: (performance.now() - started) / 1000,
      });
    }
    const members = laravelPage(data, {
      page: query.page,
      perPage: query.per_page,
      total: answer.total,
      path: `${c.get('origin')}${REST_ROOT}/${restRoute(ENDPOINTS.memberDirectory)}`,
    });
    setPagingHeaders(c, members);
    return c.json({ members, execution_time: (performance.now() - started) / 1000 });
  });
}
