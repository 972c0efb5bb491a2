import type { Hono } from 'hono';
import { ENDPOINTS } from '../../contract';
import { honoPath } from '../http/endpoints';
import type { AppEnv, RouteDeps } from '../http/hono-app';
import { readRawQuery } from '../http/query';
import { readUsersPage } from '../services/wordpress-users';
import { toWordPressUser } from '../shape/wordpress-user';
import { setPagingHeaders } from './paging-headers';
import { admitThenParse } from './policy-first';

/** Whether the query names any role (`roles=…` or `roles[]=…`, not blank): WordPress's `! empty()`. */
function namesRoles(url: string): boolean {
  const roles = readRawQuery(url).roles;
  const values = Array.isArray(roles) ? roles : roles === undefined ? [] : [roles];
  return values.some((value) => typeof value === 'string' && value.trim() !== '');
}

/**
 * `GET wp/v2/users`: WordPress's list of users (services/wordpress-users.ts), a JSON array with
 * WordPress's paging headers. The dashboard asks it for the site's administrators.
 */
export function registerUsers(app: Hono<AppEnv>, { store }: RouteDeps) {
  app.get(honoPath(ENDPOINTS.users), async (c) => {
    const { admitted: caller, query } = admitThenParse(c, 'users');
    const page = await readUsersPage(store, caller, query, namesRoles(c.req.url));
    setPagingHeaders(c, {
      total: page.total,
      last_page: Math.ceil(page.total / query.per_page),
    });
    const origin = c.get('contentOrigin');
    return c.json(
      page.rows.map((account) => toWordPressUser(account, origin, query.context === 'edit')),
    );
  });
}
