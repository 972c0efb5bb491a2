import type { Hono } from 'hono';
import { ENDPOINTS } from '../../contract';
import { honoPath } from '../http/endpoints';
import type { AppEnv, RouteDeps } from '../http/hono-app';
import { readSpaceGroups } from '../services/space-groups';
import { toMenuSpace, toSpaceGroup } from '../shape/space-groups';
import { admitThenParse } from './policy-first';

/**
 * `GET /spaces/space_groups`: `{groups, orphaned_spaces}` for space managers, every space with
 * its topics; `{groups: [{id, title}]}` with `options_only`.
 */
export function registerSpaceGroups(app: Hono<AppEnv>, { store }: RouteDeps) {
  app.get(honoPath(ENDPOINTS.spaceGroups), async (c) => {
    const { admitted } = admitThenParse(c, 'spaceGroups');
    const answer = await readSpaceGroups(store, admitted);
    if (answer.kind === 'options') {
      return c.json({ groups: answer.groups.map(({ id, title }) => ({ id, title })) });
    }
    const context = {
      origin: c.get('contentOrigin'),
      topics: answer.topics,
      caller: answer.caller,
    };
    return c.json({
      groups: answer.groups.map(({ group, spaces }) => toSpaceGroup(group, spaces, context)),
      orphaned_spaces: answer.orphans.map((space) => toMenuSpace(space, context)),
    });
  });
}
