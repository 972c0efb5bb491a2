import type { Context, MiddlewareHandler } from 'hono';
import { ANONYMOUS, signedIn } from '../access';
import type { Authenticator, Refusal } from '../auth';
import type { Store } from '../store/store';
import { toWordPressError, WpError } from '../errors';
import type { AppEnv } from './hono-app';

/** 429 when this client or user must slow down, 503 when the server as a whole is busy. */
function refusalError(reason: Refusal, retryAfterSeconds: number): WpError {
  const data = { retry_after: retryAfterSeconds };
  switch (reason) {
    case 'too_many_failures':
      return new WpError(
        429,
        'rest_too_many_requests',
        `Too many failed sign-in attempts. Try again in ${retryAfterSeconds} seconds.`,
        data,
      );
    case 'too_many_failures_for_name':
      // An address that signed in as this user lately is never held here (docs/decisions/026).
      return new WpError(
        429,
        'rest_too_many_requests',
        `Too many failed sign-in attempts for this username. Try again in ${retryAfterSeconds} seconds, or from a network you signed in from before.`,
        data,
      );
    case 'client_busy':
      return new WpError(
        429,
        'rest_too_many_requests',
        'Too many sign-in attempts at once from this address. Try again in a moment.',
        data,
      );
    case 'server_busy':
      return new WpError(
        503,
        'rest_server_busy',
        'The server is busy checking other passwords. Try again in a moment.',
        data,
      );
  }
}

/**
 * Reads the Basic credentials of every REST request. Our server answers wrong credentials
 * with 401 on every route (WordPress's `incorrect_password`, for an unknown name too:
 * docs/decisions/026), instead of quietly treating them as anonymous like the real sites in
 * behaviour.md do — see docs/decisions/003. No credentials at all is an anonymous caller.
 * Credentials the server refuses to check (too many failures from this address or for this
 * name, or too many checks at once) get 429 or 503 with Retry-After — docs/decisions/005.
 */
export function authenticateRequests(
  authenticate: Authenticator,
  store: Store,
  clientAddress: (c: Context<AppEnv>) => string,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const result = await authenticate(c.req.header('Authorization'), clientAddress(c));
    if (result.kind === 'refused') {
      const refusal = refusalError(result.reason, result.retryAfterSeconds);
      return c.json(toWordPressError(refusal), result.reason === 'server_busy' ? 503 : 429, {
        'Retry-After': String(result.retryAfterSeconds),
      });
    }
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
