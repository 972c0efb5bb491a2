import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, restRoute } from '../../../contract';
import type { ApiClient } from '../../api/client';
import { currentUserSchema } from '../../api/schemas/wordpress';

/** The credential check's cache key: the query cache treats its refusals as the end of a session. */
export const currentUserKey = ['session', 'current-user'] as const;

/**
 * How long an answer of the credential check stays fresh. Once it is older, the window regaining
 * focus (or the shell mounting again) asks again: a revoked application password is noticed when
 * the user comes back, even to a page with nothing else to load, and users/me is asked that way
 * at most once a minute.
 */
export const CREDENTIAL_CHECK_INTERVAL_MS = 60_000;

/**
 * Who the credentials belong to (`GET wp/v2/users/me?context=edit`). The top bar shows it, and
 * it is the one reliable test of a password: real sites answer a revoked one with 401
 * `rest_not_logged_in` here, while `/feeds` answers as if anonymous (behaviour.md, "Where the
 * API lives" and "What real sites send"). Re-asked on focus (see above) and whenever a reply
 * looks like a revoked password (query-client.ts).
 */
export function currentUserQuery(client: ApiClient) {
  return queryOptions({
    queryKey: currentUserKey,
    queryFn: ({ signal }) =>
      client.get(restRoute(ENDPOINTS.usersMe), {
        schema: currentUserSchema,
        params: { context: 'edit' },
        signal,
      }),
    staleTime: CREDENTIAL_CHECK_INTERVAL_MS,
    refetchOnWindowFocus: true,
  });
}
