/**
 * The headers that protect the dashboard's page, which holds an application password in web
 * storage (docs/decisions/011): a Content-Security-Policy, no framing, no referrer. Why each
 * source is allowed, and what the policy cannot do, is in docs/decisions/015.
 */

/**
 * Plain-http sites the user may sign in to: local development hosts only, as the login form
 * allows them without a warning (src/api/site.ts). CSP cannot say all of it: it has no
 * address ranges, so of 127.0.0.0/8 only 127.0.0.1 is listed, and no IPv6 literals (Chromium
 * ignores `http://[::1]:*` with a warning), so a site on [::1] is reached as `localhost`.
 * `http://` sources also match `https://`.
 */
export const LOCAL_HTTP_SOURCES = [
  'http://localhost:*',
  'http://*.localhost:*',
  'http://127.0.0.1:*',
  'http://*.local:*',
  'http://*.test:*',
] as const;

/** The embed players the sanitizer keeps iframes from (src/lib/sanitize.ts, EMBED_PLAYERS). */
export const EMBED_PLAYER_ORIGINS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
] as const;

/**
 * The dashboard's policy. `siteOrigin` (site-origin.ts, never the Host header) is listed
 * where our own server's URLs appear (demo avatars and media, the API), in case the page was
 * opened under another name than the one those URLs use.
 */
export function dashboardContentSecurityPolicy(siteOrigin: string): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    // Only the built bundle and /theme-init.js: no inline script, no eval, nothing third-party.
    // 'report-sample' puts the start of what was refused in the violation report, so a
    // refusal can be told apart (a hostile post's `onerror=`, or our own mistake).
    'script-src': ["'self'", "'report-sample'"],
    'style-src': ["'self'", "'report-sample'"],
    'font-src': ["'self'"],
    // The signed-in site: any https origin, plain http only on a local host.
    'connect-src': ["'self'", siteOrigin, 'https:', ...LOCAL_HTTP_SOURCES],
    // Avatars, post images, previews and video from the site and the web (any http(s) URL the
    // sanitizer keeps). An image carries no credential and runs nothing.
    'img-src': ["'self'", siteOrigin, 'https:', 'http:'],
    'media-src': ["'self'", siteOrigin, 'https:', 'http:'],
    'frame-src': [...EMBED_PLAYER_ORIGINS],
    'worker-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** On the dashboard's HTML. */
export function dashboardPageHeaders(siteOrigin: string): Record<string, string> {
  return {
    'Content-Security-Policy': dashboardContentSecurityPolicy(siteOrigin),
    // The page's address never leaves it. Embeds set their own policy (YouTube needs one).
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
    // No page this one opens (or that opens it) keeps a handle on its window.
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * On every other file of the build (scripts, styles, icons) and on the plain-text answers.
 * A file opened directly — an SVG icon, say — may not run or load anything.
 */
export const STATIC_FILE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
};
