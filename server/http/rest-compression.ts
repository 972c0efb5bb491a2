import type { MiddlewareHandler } from 'hono';
import { negotiateEncoding } from './accept-encoding';
import { compressIfWorthIt, isCompressibleType } from './compression';
import type { AppEnv } from './hono-app';
import { varyOn } from './vary';

/**
 * REST JSON compressed per request (compression.ts: brotli or gzip as `Accept-Encoding`
 * allows, fast settings, bodies from 1 KB): a feed page of 77 KB travels as 9 KB. Errors
 * too — they are JSON like the rest. Every JSON answer says `Vary: Accept-Encoding`, the
 * identity one included, next to CORS's `Origin`.
 *
 * Outermost of the REST middleware, so it sees the final headers, and never compresses a
 * body that already has a Content-Encoding. No ETag: WordPress sends none, and feed pages
 * carry `execution_time` and `last_fetched_timestamp`, so no two bodies would match anyway.
 */
export function restCompression(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (!isCompressibleType(response.headers.get('Content-Type'))) return;
    if (response.headers.has('Content-Encoding')) return;
    varyOn(response.headers, 'Accept-Encoding');
    const coding = negotiateEncoding(c.req.header('Accept-Encoding'), ['br', 'gzip']);
    // Without touching the body: @hono/node-server writes an untouched string body directly.
    if (coding === 'identity' || NULL_BODY_STATUSES.has(response.status)) return;
    const body = new Uint8Array(await response.arrayBuffer());
    const compressed = compressIfWorthIt(body, coding);
    const headers = new Headers(response.headers);
    if (compressed) {
      headers.set('Content-Encoding', coding);
      // Explicit, so that a HEAD request (answered from the GET) gets it too.
      headers.set('Content-Length', String(compressed.byteLength));
    }
    // The body was read: put it back, compressed or not. Unset first, or Hono would wrap the
    // new response in another (its body a stream) to copy the old one's headers over.
    c.res = undefined;
    c.res = new Response(compressed ?? body, { status: response.status, headers });
  };
}

/** Statuses whose responses have no body (a Response with one cannot be built). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);
