import type { Hono } from 'hono';
import { ACTIONS } from '../../contract';
import { honoPath } from '../http/endpoints';
import type { AppEnv, RouteDeps } from '../http/hono-app';
import { readRequestFields } from '../http/request-fields';
import { forwardToSite } from '../http/site-writes';
import { addSpaceMember, removeSpaceMember, userIdOf } from '../services/space-member-writes';

const WRITES = [
  [ACTIONS.addSpaceMember, addSpaceMember],
  [ACTIONS.removeSpaceMember, removeSpaceMember],
] as const;

/**
 * The membership writes (behaviour.md, "Writes: a space's members"; docs/decisions/035): the
 * demo takes them itself; over a site's database they go to the site, and the rows they
 * touched are copied at once. The body is read first, as WordPress checks a JSON body before
 * the route's permission callback; the demo's service applies the plugin's policy before it
 * reads a field.
 */
export function registerSpaceMemberWrites(
  app: Hono<AppEnv>,
  { store, memberWrites, siteWrites }: RouteDeps,
) {
  for (const [action, write] of WRITES) {
    if (memberWrites) {
      app.post(honoPath(action), async (c) => {
        const { fields } = await readRequestFields(c);
        const slug = c.req.param('spaceSlug') ?? '';
        return c.json(await write(store, memberWrites, c.get('caller'), slug, fields));
      });
    } else if (siteWrites) {
      app.post(honoPath(action), async (c) => {
        const { fields, body } = await readRequestFields(c);
        const slug = c.req.param('spaceSlug') ?? '';
        const userId = userIdOf(fields.user_id);
        const before = userId === null ? [] : await siteWrites.membershipRows(slug, userId);
        const answer = await forwardToSite(siteWrites, c, action, { spaceSlug: slug }, body);
        if (answer.ok && userId !== null) {
          const after = await siteWrites.membershipRows(slug, userId);
          await siteWrites.afterWrite([
            { name: 'spaceUser', ids: [...new Set([...before, ...after])] },
          ]);
        }
        return answer;
      });
    }
  }
}
