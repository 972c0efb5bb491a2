import { getPath } from 'hono/utils/url';
import { escapeLogField } from './log-text';

/** Where the REST API lives, as on a WordPress site with pretty permalinks. */
export const REST_ROOT = '/wp-json';

export function isRestPath(path: string): boolean {
  return path === REST_ROOT || path.startsWith(`${REST_ROOT}/`);
}

/**
 * Maps the plain-permalink form onto the pretty one, as WordPress does (behaviour.md, "Where
 * the API lives"): `/?rest_route=/fluent-community/v2/feeds&page=2` is routed as
 * `/wp-json/fluent-community/v2/feeds`, its other parameters staying in the query string.
 * Trailing slashes are dropped, so `/wp-json/` and `…/members/` match too.
 */
export function restRouteOf(url: string): string | null {
  const query = url.indexOf('?');
  if (query === -1) return null;
  const hash = url.indexOf('#', query);
  const params = new URLSearchParams(url.slice(query + 1, hash === -1 ? undefined : hash));
  return params.get('rest_route');
}

export function routingPath(request: Request): string {
  const path = getPath(request);
  if (path === '/' || path === '/index.php') {
    const route = restRouteOf(request.url);
    if (route !== null) return trimTrailingSlashes(`${REST_ROOT}/${route.replace(/^\/+/, '')}`);
  }
  return trimTrailingSlashes(path);
}

function trimTrailingSlashes(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The path to log: the route for plain-permalink requests, never the rest of the query (it
 * can hold search terms and anything else a client puts there). The pathname arrives
 * percent-encoded, but `rest_route` is decoded, so `?rest_route=/x%0AGET%20/…` would write a
 * second, forged line: the result is escaped (log-text.ts).
 */
export function loggedPath(request: Request): string {
  const url = new URL(request.url);
  const route =
    url.pathname === '/' || url.pathname === '/index.php' ? restRouteOf(request.url) : null;
  return escapeLogField(route === null ? url.pathname : `${url.pathname}?rest_route=${route}`);
}
