import type { MiddlewareHandler } from 'hono';
import { ANONYMOUS, signedIn } from '../access';
import type { Authenticator } from '../auth';
import type { Store } from '../store/store';
import { WpError } from '../errors';
import type { AppEnv } from './env';

/**
 * Reads the Basic credentials of every REST request. Our server answers wrong credentials
 * with 401 on every route (WordPress's own codes: invalid_username, invalid_email,
 * incorrect_password), instead of quietly treating them as anonymous like the real sites in
 * behaviour.md do — see docs/decisions/003. No credentials at all is an anonymous caller.
 */
export function authenticateRequests(
  authenticate: Authenticator,
  store: Store,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('origin', new URL(c.req.url).origin);
    const result = await authenticate(c.req.header('Authorization'));
    if (result.kind === 'rejected') throw new WpError(401, result.code, result.message);
    c.set(
      'caller',
      result.kind === 'user'
        ? signedIn(result.account, await store.spaces.membershipsOf(result.account.id))
        : ANONYMOUS,
    );
    await next();
  };
}
