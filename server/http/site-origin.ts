import type { MiddlewareHandler } from 'hono';
import { IncomingMessage } from 'node:http';
import type { AppEnv } from './hono-app';

/**
 * The origin every absolute URL in a response is built on: the REST discovery `Link` header
 * and `<link>`, paging URLs, avatars, permalinks (docs/decisions/015).
 *
 * Never the request's `Host` header: whoever sends the request chooses it, so reflecting it
 * lets a forged Host (or a DNS-rebinding name pointing at this machine) plant its own origin
 * in our answers and in anything that caches them. Instead, in this order:
 * 1. the configured site URL (`createApp({ siteUrl })`): `SITE_URL` / `--site-url`, the
 *    address clients use, required behind a reverse proxy or TLS terminator; without it
 *    index.ts passes the address the server listens on, as printed at start
 *    (`listeningSiteUrl`);
 * 2. else the local address of the connection, `http://{address}:{port}`: for a server bound
 *    to every interface (0.0.0.0, ::), the interface the client reached, which that client
 *    can also reach; for a listening test server, its address. Only the machine's own
 *    addresses can appear here, whatever the request says;
 * 3. else (an in-process `app.request()` with no socket: tests and benchmarks)
 *    `http://localhost`.
 * A request whose Host differs is still answered; its URLs just use this origin.
 */
export const IN_PROCESS_ORIGIN = 'http://localhost';

export type SiteUrlCheck = { ok: true; origin: string } | { ok: false; problem: string };

/**
 * A site URL as configured: absolute http(s), no credentials, no path (the server answers at
 * the root of its origin), no query or fragment. Gives the origin, e.g. `https://desk.example`.
 */
export function checkSiteUrl(value: string): SiteUrlCheck {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { ok: false, problem: 'is not an absolute URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, problem: 'must start with http:// or https://' };
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, problem: 'must not contain a user name or password' };
  }
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    return { ok: false, problem: 'must be an origin only, with no path, query or fragment' };
  }
  return { ok: true, origin: url.origin };
}

/** `http://{address}:{port}` for a socket's local address; IPv4-mapped IPv6 read as IPv4. */
export function originOfAddress(address: string, port: number): string | null {
  const mappedIpv4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  // A URL cannot carry an IPv6 zone (`fe80::1%eth0`): it is dropped.
  const host = mappedIpv4 ?? (address.includes(':') ? `[${address.replace(/%.*$/, '')}]` : address);
  try {
    return new URL(`http://${host}:${port}`).origin;
  } catch {
    return null;
  }
}

/**
 * The site URL for a server listening at `runningUrl` (`http://127.0.0.1:8787`): that URL,
 * unless the server is bound to every interface — then no single address is right for every
 * client, and each connection's own local address is used (rule 2 above).
 */
export function listeningSiteUrl(runningUrl: string): string | undefined {
  const { hostname } = new URL(runningUrl);
  return hostname === '0.0.0.0' || hostname === '[::]' ? undefined : runningUrl;
}

/** The connection's local address, when the request came in over a Node socket. */
function listeningOrigin(bindings: unknown): string | null {
  if (typeof bindings !== 'object' || bindings === null || !('incoming' in bindings)) return null;
  const { incoming } = bindings;
  if (!(incoming instanceof IncomingMessage)) return null;
  const { localAddress, localPort } = incoming.socket;
  if (localAddress === undefined || localPort === undefined) return null;
  return originOfAddress(localAddress, localPort);
}

/** Sets `origin` for every request (see the rules above). */
export function siteOrigin(
  siteUrl: string | undefined,
  contentOrigin?: string,
): MiddlewareHandler<AppEnv> {
  let configured: string | null = null;
  if (siteUrl !== undefined) {
    const check = checkSiteUrl(siteUrl);
    if (!check.ok) throw new TypeError(`siteUrl ${check.problem} (got "${siteUrl}").`);
    configured = check.origin;
  }
  return async (c, next) => {
    const bindings: unknown = c.env;
    const origin = configured ?? listeningOrigin(bindings) ?? IN_PROCESS_ORIGIN;
    c.set('origin', origin);
    c.set('contentOrigin', contentOrigin ?? origin);
    await next();
  };
}
