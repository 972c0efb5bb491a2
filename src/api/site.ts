import { t } from '@lingui/core/macro';
/**
 * Where a site's REST API lives (behaviour.md, "Where the API lives"): `{site}/wp-json/` with
 * pretty permalinks, `{site}/?rest_route=/` without. People paste either, or just the domain.
 */
export type RestRoot =
  /** `url` is the REST root itself, ending in `/wp-json/`. */
  | { form: 'pretty'; url: string }
  /** `url` is the site's front page; routes go in `?rest_route=`. */
  | { form: 'plain'; url: string };

export interface SiteAddress {
  /**
   * Where the site may be, without a trailing slash (e.g. `https://example.com/community`), the
   * deepest first. One when the address named a REST root or a page in WordPress's own
   * directory; for any other page, the place the page itself names and its parents, since a page
   * of the community portal may sit under any slug the site chose (siteCandidates).
   */
  sites: readonly [string, ...string[]];
  /** The REST-root form the address itself named, if any. */
  named: RestRoot['form'] | null;
}

export type QueryValue = string | number | boolean | readonly string[] | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/**
 * Hosts on this machine or under a name reserved for local development: `localhost` (and
 * `*.localhost`, which browsers resolve to loopback), 127.0.0.0/8, `[::1]`, `0.0.0.0`, and
 * `*.local` (mDNS) and `*.test` (RFC 2606), the names local WordPress tools hand out. Matched
 * against `URL.hostname`, which is already normalised: lower case, IPv4 as four decimal
 * octets (`127.1` → `127.0.0.1`), IPv6 in brackets (`[0:0::1]` → `[::1]`). Anchored at both
 * ends, so `localhost.evil.com` and `127.0.0.1.nip.io` are not local.
 */
const LOCAL_HOSTNAME =
  /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0|[^/]+\.(?:localhost|local|test))$/i;

export function isLocalHostname(hostname: string): boolean {
  return LOCAL_HOSTNAME.test(hostname);
}

/** Why an address was refused: the form shows `message` next to the address field. */
export type SiteAddressProblem = 'empty' | 'not-a-url' | 'scheme' | 'incomplete' | 'insecure';

export type ParsedSiteAddress =
  { ok: true; address: SiteAddress } | { ok: false; problem: SiteAddressProblem; message: string };

/**
 * Accepts `https://site.com`, `site.com`, `https://site.com/wp-json/fluent-community/v2` and
 * `https://site.com/?rest_route=/fluent-community/v2`, and returns the site they point at.
 */
export function parseSiteAddress(input: string): ParsedSiteAddress {
  const trimmed = input.trim();
  if (trimmed === '') {
    return { ok: false, problem: 'empty', message: t`Enter the address of your community site.` };
  }

  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed);
  let url: URL;
  try {
    url = new URL(hasScheme ? trimmed : `https://${trimmed}`);
    // A local address typed without a scheme almost always means plain http (a dev server).
    if (!hasScheme && isLocalHostname(url.hostname)) url = new URL(`http://${trimmed}`);
  } catch {
    return {
      ok: false,
      problem: 'not-a-url',
      message: t`“${trimmed}” is not a web address. Try something like https://community.example.com.`,
    };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return {
      ok: false,
      problem: 'scheme',
      message: t`The address must start with https:// (or http:// for a local site).`,
    };
  }
  // A bare name (`intranet`) is a typo for a domain; an IPv6 literal (`[2001:db8::1]`) has no dot.
  const isIpv6 = url.hostname.startsWith('[');
  if (!url.hostname.includes('.') && !isIpv6 && !isLocalHostname(url.hostname)) {
    const host = url.hostname;
    return {
      ok: false,
      problem: 'incomplete',
      message: t`“${host}” is not a complete domain. Try something like ${host}.com.`,
    };
  }
  // WordPress accepts application passwords only over HTTPS or on a site marked local
  // (behaviour.md, "Where the API lives"); over plain http the password would also cross the
  // network readable by anyone on the way. So plain http is for this machine and local names.
  if (url.protocol === 'http:' && !isLocalHostname(url.hostname)) {
    const host = url.host;
    return {
      ok: false,
      problem: 'insecure',
      message: t`Plain http:// is only for a site on this computer or a local test domain: WordPress refuses application passwords without HTTPS, and your password would travel unencrypted. Use https://${host} instead.`,
    };
  }

  const restRoute = url.searchParams.get('rest_route');
  const wpJsonAt = url.pathname.indexOf('/wp-json');
  let path = url.pathname;
  let named: SiteAddress['named'] = null;
  if (wpJsonAt !== -1) {
    path = url.pathname.slice(0, wpJsonAt);
    named = 'pretty';
  } else if (restRoute !== null) {
    named = 'plain';
  }
  path = path.replace(/\/+$/, '').replace(/\/index\.php$/, '');
  if (named !== null) return { ok: true, address: { sites: [`${url.origin}${path}`], named } };
  // A page people see and paste: the admin, the login page, an upload, all in WordPress's own
  // directory, whose parent is the site.
  const wordPressPage = WORDPRESS_PAGE.exec(path);
  if (wordPressPage) {
    const site = `${url.origin}${path.slice(0, wordPressPage.index)}`;
    return { ok: true, address: { sites: [site], named } };
  }
  return { ok: true, address: { sites: siteCandidates(url.origin, path), named } };
}

/** `/wp-admin/…`, `/wp-login.php`, `/wp-content/…`, `/wp-includes/…`: WordPress's own files. */
const WORDPRESS_PAGE = /\/(?:wp-admin|wp-content|wp-includes|wp-login\.php)(?:\/.*)?$/i;

/**
 * The first segment of a portal page's path after the portal's slug, as in
 * `{site}/{slug}/space/general/home` (behaviour.md, "What real sites send").
 */
const PORTAL_ROUTES = new Set([
  'members',
  'bookmarks',
  'chat',
  'dashboard',
  'leaderboards',
  'notifications',
  'space',
  'discover',
  'courses',
  'u',
  'post',
  'admin',
  'course',
  'site-maps',
]);

/** The most places a pasted page's site is looked for: its origin and three directories. */
const MAX_SITE_CANDIDATES = 4;

/**
 * The places the site of a pasted page may be, the deepest first. The portal lives at
 * `{site}/{slug}/…` and the site chooses the slug (behaviour.md, "What real sites send"):
 * `portal` by default, another word in the portal's settings, any path or none in wp-config.php.
 * So the site is the page's path or one of its parents, and a portal route's name after the
 * first segment (`…/space/…`) ends the part that can be the site. Deepest first, a WordPress
 * installed in a subdirectory is found before another one above it.
 */
function siteCandidates(origin: string, path: string): [string, ...string[]] {
  const segments = path.split('/').filter((segment) => segment !== '');
  const route = segments.findIndex(
    (segment, at) => at > 0 && PORTAL_ROUTES.has(segment.toLowerCase()),
  );
  const defaultSlug = segments.findIndex((segment) => segment.toLowerCase() === DEFAULT_SLUG);
  // Where the portal shows, the site sits just above it, however deep: the directories
  // nearest the portal are tried. Elsewhere the shallowest: a site is rarely deep.
  const portalEnd = route !== -1 ? route : defaultSlug !== -1 ? defaultSlug + 1 : -1;
  const above = portalEnd === -1 ? segments : segments.slice(0, portalEnd);
  const tried = Math.min(above.length, MAX_SITE_CANDIDATES - 1);
  const shallowest = portalEnd === -1 ? 1 : above.length - tried + 1;
  const sites: [string, ...string[]] = [origin];
  for (let depth = shallowest; depth < shallowest + tried; depth += 1) {
    sites.unshift(`${origin}/${above.slice(0, depth).join('/')}`);
  }
  return sites;
}

/** The portal's slug unless the site chose another (behaviour.md, "What real sites send"). */
const DEFAULT_SLUG = 'portal';

/**
 * The REST roots to try: the named one first; else `/wp-json/` from the deepest place up, then
 * `?rest_route=` from the top down. WordPress reads `rest_route` on any path of the site
 * (behaviour.md, "What real sites send"), so the plain form asked below the site answers for
 * the site and would be taken for a site of its own; from the top down it is asked first where
 * the site is, or above it.
 */
export function restRootCandidates(address: SiteAddress): RestRoot[] {
  const pretty = address.sites.map((site): RestRoot => ({
    form: 'pretty',
    url: `${site}/wp-json/`,
  }));
  const plain = address.sites
    .map((site): RestRoot => ({ form: 'plain', url: `${site}/` }))
    .reverse();
  return address.named === 'plain' ? [...plain, ...pretty] : [...pretty, ...plain];
}

function appendParams(search: URLSearchParams, params: QueryParams): void {
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly string[]) search.append(`${key}[]`, item);
    } else {
      search.append(key, String(value));
    }
  }
}

/** The URL of `route` (e.g. `fluent-community/v2/feeds`) under a REST root. */
export function restUrl(root: RestRoot, route: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  const cleanRoute = route.replace(/^\/+/, '');
  let base = root.url;
  if (root.form === 'pretty') {
    base += cleanRoute;
  } else {
    search.set('rest_route', `/${cleanRoute}`);
  }
  appendParams(search, params);
  // Keep the slashes of rest_route readable: WordPress accepts them either way.
  const query = search
    .toString()
    .replace(
      /^rest_route=([^&]*)/,
      (_, value: string) => `rest_route=${value.replace(/%2F/gi, '/')}`,
    );
  return query ? `${base}?${query}` : base;
}

/** The site a REST root belongs to (for links and the top bar). */
export function siteOfRoot(root: RestRoot): string {
  return root.form === 'pretty'
    ? root.url.replace(/\/wp-json\/$/, '')
    : root.url.replace(/\/$/, '');
}
