import type { Hono } from 'hono';
import { canManageSpace, canSeeSpace, canViewMembers } from '../access';
import { foldForSearch } from '../db/fold';
import { forbidden, spaceNotFound } from '../errors';
import { FLUENT_COMMUNITY, type AppEnv, type RouteDeps } from '../http/env';
import { choiceParam, parseQuery, readRawQuery } from '../http/query';
import { laravelPage } from '../shape/paginator';
import { toMember } from '../shape/roster';
import { setPagingHeaders } from './paging-headers';
import { rosterOrder, rosterQuerySchema } from './roster-query';

/** Members sort by join date, oldest first, by default — the opposite of students. */
const DEFAULT_DIRECTIONS = {
  created_at: 'ASC',
  display_name: 'ASC',
  last_activity: 'DESC',
} as const;

const querySchema = rosterQuerySchema.extend({ status: choiceParam(['pending'] as const) });

/**
 * `GET /spaces/{spaceSlug}/members` (behaviour.md, "Space members"): for the space's members
 * and admins. `status=pending` lists join requests to those who can manage the space (sorted
 * by the same rules); anyone else gets the default list, and a pending_count of 0.
 */
export function registerSpaceMembers(app: Hono<AppEnv>, { repositories }: RouteDeps) {
  app.get(`${FLUENT_COMMUNITY}/spaces/:spaceSlug/members`, (c) => {
    const query = parseQuery(querySchema, readRawQuery(c.req.url));
    const caller = c.get('caller');
    if (caller.kind !== 'user') throw forbidden(401);
    const space = repositories.spaces.communityBySlug(c.req.param('spaceSlug'));
    // A secret space does not exist for outsiders: same answer as an unknown slug.
    if (!space || !canSeeSpace(caller, space)) throw spaceNotFound();
    if (!canViewMembers(caller, space)) throw forbidden(403);

    const manages = canManageSpace(caller, space.id);
    const origin = c.get('origin');
    const { rows, total } = repositories.members.page(
      query.status === 'pending' && manages ? 'pending' : 'active',
      {
        spaceId: space.id,
        search: query.search === undefined ? null : foldForSearch(query.search),
        ...rosterOrder(query, DEFAULT_DIRECTIONS),
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      },
    );
    const members = laravelPage(
      rows.map((row) => toMember(row, origin)),
      {
        page: query.page,
        perPage: query.per_page,
        total,
        path: `${origin}${FLUENT_COMMUNITY}/spaces/${encodeURIComponent(space.slug)}/members`,
      },
    );
    setPagingHeaders(c, members);
    return c.json({
      members,
      pending_count: manages ? repositories.members.pendingCount(space.id) : 0,
    });
  });
}
