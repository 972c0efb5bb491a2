import type { Hono } from 'hono';
import { ACTIONS } from '../../contract';
import { honoPath } from '../http/endpoints';
import type { AppEnv, RouteDeps } from '../http/hono-app';
import { readRequestFields } from '../http/request-fields';
import { addSpaceMember, removeSpaceMember } from '../services/space-member-writes';

/**
 * The membership writes (behaviour.md, "Writes: a space's members"), where the store is its
 * own database (the demo). Over a site's database they are no routes of ours: the site takes
 * them (docs/decisions/035), so a client is told `rest_no_route` here. The body is read
 * first, as WordPress checks a JSON body before the route's permission callback; the
 * service applies the plugin's policy before it reads a field.
 */
export function registerSpaceMemberWrites(app: Hono<AppEnv>, { store, memberWrites }: RouteDeps) {
  if (!memberWrites) return;
  for (const [action, write] of [
    [ACTIONS.addSpaceMember, addSpaceMember],
    [ACTIONS.removeSpaceMember, removeSpaceMember],
  ] as const) {
    app.post(honoPath(action), async (c) => {
      const fields = await readRequestFields(c);
      const slug = c.req.param('spaceSlug') ?? '';
      return c.json(await write(store, memberWrites, c.get('caller'), slug, fields));
    });
  }
}
