import type { Context, Hono } from 'hono';
import { ACTIONS } from '../../contract';
import { honoPath } from '../http/endpoints';
import type { AppEnv, RouteDeps } from '../http/hono-app';
import { methodStoodFor } from '../http/method-override';
import { readRequestFields } from '../http/request-fields';
import { forwardToSite } from '../http/site-writes';
import { setProfileStatus } from '../services/profile-status';
import { toProfileRecord } from '../shape/profile';

/**
 * `PATCH /members/{user_id}` (behaviour.md, "A profile's status"; docs/decisions/035): the
 * demo takes it itself; over a site's database it goes to the site, and the profile row is
 * copied at once. WordPress also takes it as a `POST` with `?_method=PATCH` or
 * `X-HTTP-Method-Override: PATCH` (for hosts that refuse PATCH), and so do we.
 */
export function registerProfileStatus(
  app: Hono<AppEnv>,
  { store, profileWrites, siteWrites }: RouteDeps,
) {
  if (!profileWrites && !siteWrites) return;
  const action = ACTIONS.setProfileStatus;
  const handle = async (c: Context<AppEnv>) => {
    const { fields, body } = await readRequestFields(c);
    const userId = Number(c.req.param('user_id'));
    if (profileWrites) {
      const answer = await setProfileStatus(store, profileWrites, c.get('caller'), userId, fields);
      // The profile as every route of ours sends it (behaviour.md, "A profile's status").
      return c.json({
        message: answer.message,
        member: toProfileRecord(answer.member, c.get('contentOrigin')),
      });
    }
    const site = siteWrites!;
    const before = await site.profileRows(userId);
    const answer = await forwardToSite(site, c, action, { user_id: userId }, body);
    if (answer.ok) {
      const after = await site.profileRows(userId);
      await site.afterWrite([{ name: 'xprofile', ids: [...new Set([...before, ...after])] }]);
    }
    return answer;
  };
  app.patch(honoPath(action), handle);
  app.post(honoPath(action), (c, next) => (methodStoodFor(c) === 'PATCH' ? handle(c) : next()));
}
