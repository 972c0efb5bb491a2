import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, restRoute } from '../../../contract';
import type { ApiClient } from '../../api/client';
import { currentUserSchema } from '../../api/schemas/wordpress';

/**
 * Who the credentials belong to, re-checked in the background (every 5 minutes and on focus):
 * the top bar stays current, and a revoked application password is noticed (a 401 ends the
 * session) even on a page that has nothing else to load.
 */
export function currentUserQuery(client: ApiClient) {
  return queryOptions({
    queryKey: ['session', 'current-user'],
    queryFn: ({ signal }) =>
      client.get(restRoute(ENDPOINTS.usersMe), {
        schema: currentUserSchema,
        params: { context: 'edit' },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}
