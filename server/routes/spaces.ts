import type { Hono } from 'hono';
import { canSeeSpace } from '../access';
import { FLUENT_COMMUNITY, type AppEnv, type RouteDeps } from '../http/env';
import { toSpace } from '../shape/space';

/** `GET /spaces`: the community spaces the caller can see (secret ones only to members). */
export function registerSpaces(app: Hono<AppEnv>, { repositories }: RouteDeps) {
  app.get(`${FLUENT_COMMUNITY}/spaces`, (c) => {
    const caller = c.get('caller');
    const spaces = repositories.spaces
      .communities()
      .filter((space) => canSeeSpace(caller, space))
      .map((space) => toSpace(space, c.get('origin')));
    return c.json({ spaces });
  });
}
