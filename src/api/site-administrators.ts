import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { ENDPOINTS, MAX_PER_PAGE, RESPONSE_FIELDS_PARAM, restRoute } from '../../contract';
import type { ApiClient } from './client';
import type { EndpointParams } from './endpoint-params';
import { int } from './schemas/primitives';

const idsSchema = z.array(z.object({ id: int }));

/** A safety net: a site with more administrators than this is not one we have met. */
const MAX_PAGES = 10;

/**
 * The site's WordPress administrators, by user id (`GET wp/v2/users?roles=administrator`, only
 * the ids). The plugin counts each of them a community admin, whose profile no one may block
 * or set pending (behaviour.md, "A profile's status", "WordPress users"), so the dashboard
 * does not offer it. WordPress lists them only to an account that may list users — an
 * administrator: ask for no one else. Kept for the session; a refusal or an error means "not
 * known" (the site's own refusal still explains itself).
 */
export function siteAdministratorsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: ['site', 'administrators'] as const,
    queryFn: async ({ signal }): Promise<readonly number[]> => {
      const ids: number[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const users = await client.get(restRoute(ENDPOINTS.users), {
          schema: idsSchema,
          params: {
            roles: ['administrator'],
            page,
            per_page: MAX_PER_PAGE,
            [RESPONSE_FIELDS_PARAM]: 'id',
          } satisfies EndpointParams<typeof ENDPOINTS.users> & Record<string, unknown>,
          signal,
        });
        ids.push(...users.map((user) => user.id));
        if (users.length < MAX_PER_PAGE) break;
      }
      return ids;
    },
    staleTime: Infinity,
    retry: false,
  });
}
