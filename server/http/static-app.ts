import type { Context } from 'hono';
import { existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../escape';
import { negotiateEncoding } from './accept-encoding';
import type { AppEnv } from './hono-app';
import { ifNoneMatchHits, notModifiedHeaders } from './etag';
import { pageVariants, type PageVariant } from './page-variants';
import { servePrecompressedFile } from './precompressed-file';
import { API_LINK_RELATION, restRootLinkHeader, restRootUrl } from './rest-headers';
import { dashboardPageHeaders, STATIC_FILE_HEADERS } from './security-headers';

/**
 * The built dashboard (dist/): files as they are, `/assets/*` cached for a year (Vite names
 * them by content hash), and every other path answered with index.html so deep links such as
 * /spaces/general/members load the app. On the demo community, index.html gets
 * `<meta name="community-desk-demo" content="admin">` for the login screen's hint, and
 * `<meta name="community-desk-demo-credentials">` with the file the passwords are kept in.
 *
 * Every page also offers WordPress's REST API discovery, as a WordPress site's pages do: a
 * `Link: <{site}/wp-json/>; rel="https://api.w.org/"` header and the matching `<link>` in the
 * head, so REST clients (node-wpapi's `WPAPI.discover(site)`, …) find the API from the address.
 * Both name the site origin (site-origin.ts), never the request's Host.
 *
 * The page is served under a strict Content-Security-Policy (security-headers.ts,
 * docs/decisions/015). Source maps and Vite's `.vite/manifest.json` stay in dist/ for the
 * scripts that read them (bench/browser/bundle.mjs), but are never served: they would hand
 * out the original source and the map of every chunk. Neither is any other dot-file.
 *
 * Compression (docs/decisions/018): files go out as the brotli or gzip copy the build wrote
 * beside them (precompressed-file.ts), which are not served by their own names (`x.js.br`);
 * the page, rewritten per request, is compressed once per distinct page and kept
 * (page-variants.ts). Files and the page carry an ETag per coding and answer
 * `If-None-Match` with 304.
 */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export const BUILD_HINT =
  'Community Desk: the dashboard is not built yet. Run `npm run build` (or `npm start`), then reload.\nThe API is up: try /wp-json/\n';

/**
 * `*.map`; the build's compressed copies by their own names (`*.br`, `*.gz`: they are sent
 * in place of their original, with its type); and any path with a segment starting with a
 * dot (`/.vite/manifest.json`).
 */
function isNeverServed(urlPath: string): boolean {
  return (
    /\.(map|br|gz)$/i.test(urlPath) || urlPath.split('/').some((segment) => segment.startsWith('.'))
  );
}

/** A file inside `root` for a URL path, or null (missing, a directory, or outside root). */
function fileFor(root: string, urlPath: string): { file: string; stats: Stats } | null {
  const file = path.resolve(root, `.${urlPath}`);
  if (!file.startsWith(root + path.sep)) return null;
  try {
    const stats = statSync(file);
    return stats.isFile() ? { file, stats } : null;
  } catch {
    return null;
  }
}

/** The page in the coding the client accepts (page-variants.ts), with its ETag. */
function servePage(
  c: Context<AppEnv>,
  page: PageVariant,
  headers: Record<string, string>,
): Response {
  const answer: Record<string, string> = {
    ...headers,
    'Content-Type': 'text/html; charset=UTF-8',
    ETag: page.etag,
    Vary: 'Accept-Encoding',
    ...(page.coding === 'identity' ? {} : { 'Content-Encoding': page.coding }),
  };
  if (ifNoneMatchHits(c.req.header('If-None-Match'), page.etag)) {
    return c.body(null, 304, notModifiedHeaders(answer));
  }
  return c.body(page.body, 200, { ...answer, 'Content-Length': String(page.body.byteLength) });
}

export function serveDashboard(
  distDir: string,
  demoUsername: string | null,
  demoCredentialsFile: string | null = null,
) {
  const root = path.resolve(distDir);
  const pages = pageVariants();
  const indexHtml = (origin: string) => {
    const html = readFileSync(path.join(root, 'index.html'), 'utf8');
    const head = [
      `<link rel="${API_LINK_RELATION}" href="${escapeHtml(restRootUrl(origin))}" />`,
      ...(demoUsername
        ? [`<meta name="community-desk-demo" content="${escapeHtml(demoUsername)}" />`]
        : []),
      ...(demoUsername && demoCredentialsFile
        ? [
            `<meta name="community-desk-demo-credentials" content="${escapeHtml(demoCredentialsFile)}" />`,
          ]
        : []),
    ];
    return html.replace(/<\/head>/i, `    ${head.join('\n    ')}\n  </head>`);
  };

  return (c: Context<AppEnv>) => {
    if (!existsSync(path.join(root, 'index.html'))) {
      return c.text(BUILD_HINT, c.req.path === '/' ? 200 : 404, STATIC_FILE_HEADERS);
    }
    const urlPath = c.req.path;
    // Not found, rather than the app's HTML: a client asking for these wants the file.
    if (isNeverServed(urlPath)) return c.text('Not found', 404, STATIC_FILE_HEADERS);
    const found = urlPath === '/' || urlPath === '/index.html' ? null : fileFor(root, urlPath);
    if (found) {
      const immutable = urlPath.startsWith('/assets/');
      return servePrecompressedFile(c, found, {
        ...STATIC_FILE_HEADERS,
        'Content-Type':
          CONTENT_TYPES[path.extname(found.file).toLowerCase()] ?? 'application/octet-stream',
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
    // A missing hashed asset is a stale page asking for an old build: say so, not with HTML.
    if (urlPath.startsWith('/assets/')) return c.text('Not found', 404, STATIC_FILE_HEADERS);
    const origin = c.get('origin');
    const accepted = negotiateEncoding(c.req.header('Accept-Encoding'), ['br', 'gzip']);
    return servePage(c, pages(indexHtml(origin), accepted), {
      ...dashboardPageHeaders(origin),
      Link: restRootLinkHeader(origin),
      'Cache-Control': 'no-cache',
    });
  };
}
