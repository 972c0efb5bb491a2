import type { Hono } from 'hono';
import { ENDPOINTS } from '../../contract';
import { honoPath } from '../http/endpoints';
import type { AppEnv, RouteDeps } from '../http/hono-app';
import { visibleSpaces } from '../services/spaces';
import { toSpace } from '../shape/space';
import { admitThenParse } from './policy-first';

/** `GET /spaces`: the community spaces the caller can see (secret ones only to members). */
export function registerSpaces(app: Hono<AppEnv>, { store }: RouteDeps) {
  app.get(honoPath(ENDPOINTS.spaces), async (c) => {
    const { admitted } = admitThenParse(c, 'spaces');
    const spaces = await visibleSpaces(store, admitted);
    return c.json({ spaces: spaces.map((space) => toSpace(space, c.get('contentOrigin'))) });
  });
}
