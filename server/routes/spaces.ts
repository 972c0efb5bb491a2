import type { Hono } from 'hono';
import { ENDPOINTS } from '../../contract';
import { honoPath } from '../http/endpoints';
import type { AppEnv, RouteDeps } from '../http/env';
import { visibleSpaces } from '../services/spaces';
import { toSpace } from '../shape/space';

/** `GET /spaces`: the community spaces the caller can see (secret ones only to members). */
export function registerSpaces(app: Hono<AppEnv>, { store }: RouteDeps) {
  app.get(honoPath(ENDPOINTS.spaces), async (c) => {
    const spaces = await visibleSpaces(store, c.get('caller'));
    return c.json({ spaces: spaces.map((space) => toSpace(space, c.get('contentOrigin'))) });
  });
}
