import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './hono-app';
import { REST_ROOT } from './rest-path';

/** WordPress's REST API discovery (the `Link` header every WordPress page sends). */
export const API_LINK_RELATION = 'https://api.w.org/';

export function restRootUrl(origin: string): string {
  return `${origin}${REST_ROOT}/`;
}

export function restRootLinkHeader(origin: string): string {
  return `<${restRootUrl(origin)}>; rel="${API_LINK_RELATION}"`;
}

/**
 * The headers WordPress puts on every REST response (samples/headers.txt): JSON in UTF-8,
 * no sniffing, no indexing, no caching, and the Link to the REST root that discovery uses —
 * on the site origin (site-origin.ts), never on the request's Host. JSON is not a page, so
 * the dashboard's CSP and framing headers are not needed here.
 */
export function restHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (headers.get('Content-Type')?.startsWith('application/json')) {
      headers.set('Content-Type', 'application/json; charset=UTF-8');
    }
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('X-Robots-Tag', 'noindex');
    headers.set('Link', restRootLinkHeader(c.get('origin')));
    headers.set('Cache-Control', 'no-cache, must-revalidate, max-age=0');
    headers.set('Expires', 'Wed, 11 Jan 1984 05:00:00 GMT');
  };
}
