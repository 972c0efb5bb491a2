import type { Hono } from 'hono';
import { ENDPOINTS } from '../../contract';
import { honoPath } from '../http/endpoints';
import type { AppEnv, RouteDeps } from '../http/hono-app';
import { readProfileSpaces } from '../services/profiles';
import { toJoinedSpace } from '../shape/space';
import { admitThenParse } from './policy-first';

/** `GET /profile/{username}/spaces`: the profile service's spaces, as the plugin shapes them. */
export function registerProfileSpaces(app: Hono<AppEnv>, { store }: RouteDeps) {
  app.get(honoPath(ENDPOINTS.profileSpaces), async (c) => {
    const { admitted } = admitThenParse(c, 'profileSpaces');
    const origin = c.get('contentOrigin');
    const { profile, spaces } = await readProfileSpaces(
      store,
      admitted,
      c.req.param('username') ?? '',
    );
    return c.json({
      spaces: spaces.map(({ row, membersCount }) =>
        toJoinedSpace(row, { userId: profile.user_id, membersCount }, origin),
      ),
    });
  });
}
