import type { Hono } from 'hono';
import { ENDPOINTS } from '../../contract';
import { notLoggedIn } from '../errors';
import { honoPath } from '../http/endpoints';
import type { AppEnv } from '../http/hono-app';
import { toWordPressUser } from '../shape/wordpress-user';
import { admitThenParse } from './policy-first';

/**
 * `GET wp/v2/users/me`: who the credentials belong to, as WordPress answers it. The dashboard
 * checks credentials here, because /feeds answers anonymous callers too. WordPress validates
 * `context` before its permission callback, so a visitor with a bad one gets the 400.
 */
export function registerUsersMe(app: Hono<AppEnv>) {
  app.get(honoPath(ENDPOINTS.usersMe), (c) => {
    const { admitted: caller, query } = admitThenParse(c, 'usersMe');
    if (caller.kind !== 'user') throw notLoggedIn();
    return c.json(
      toWordPressUser(caller.account, c.get('contentOrigin'), query.context === 'edit'),
    );
  });
}
