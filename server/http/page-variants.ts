import { createHash } from 'node:crypto';
import type { ContentCoding, Negotiated } from './accept-encoding';
import { BEST, compressIfWorthIt } from './compression';
import { entityTag } from './etag';

/**
 * The dashboard's page — index.html as static-app.ts rewrites it for the request's site
 * origin and the demo hint — in each coding, compressed once per distinct page at the build's
 * settings (compression.ts, BEST) and kept, with an ETag from its content.
 *
 * The key is the rewritten page itself, so a dist/ rebuilt under a running server, or another
 * origin, is simply another entry: nothing to invalidate. A server answers on one origin (or
 * one per interface when bound to all of them), so a few entries suffice; past KEPT the
 * oldest goes. Measured on the 1.2 KB page: brotli 11 makes 399 bytes in 3.6 ms, once;
 * compressing per request at the fast settings would cost 0.1 ms each time for 520 bytes.
 */
const KEPT = 8;

export interface PageVariant {
  body: Uint8Array<ArrayBuffer>;
  /** identity when the page is too small to be worth compressing. */
  coding: Negotiated;
  etag: string;
}

interface Page {
  identity: Uint8Array<ArrayBuffer>;
  /** A hash of the page, the ETag's base for every coding. */
  validator: string;
  /** Each coding once computed; null when not worth it. */
  compressed: Map<ContentCoding, Uint8Array<ArrayBuffer> | null>;
}

export function pageVariants(): (html: string, accepted: Negotiated) => PageVariant {
  const pages = new Map<string, Page>();

  const pageFor = (html: string): Page => {
    const known = pages.get(html);
    if (known) return known;
    const identity = new TextEncoder().encode(html);
    const page: Page = {
      identity,
      validator: createHash('sha1').update(identity).digest('base64url'),
      compressed: new Map(),
    };
    pages.set(html, page);
    // A Map iterates in insertion order: the first key is the oldest.
    if (pages.size > KEPT) pages.delete(pages.keys().next().value ?? '');
    return page;
  };

  return (html, accepted) => {
    const page = pageFor(html);
    if (accepted !== 'identity') {
      if (!page.compressed.has(accepted)) {
        page.compressed.set(accepted, compressIfWorthIt(page.identity, accepted, BEST));
      }
      const body = page.compressed.get(accepted);
      if (body) return { body, coding: accepted, etag: entityTag(page.validator, accepted) };
    }
    return { body: page.identity, coding: 'identity', etag: entityTag(page.validator, 'identity') };
  };
}
