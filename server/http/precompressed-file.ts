import type { Context } from 'hono';
import { readFileSync, statSync, type Stats } from 'node:fs';
import { negotiateEncoding, type ContentCoding, type Negotiated } from './accept-encoding';
import { isCompressibleType } from './compression';
import type { AppEnv } from './hono-app';
import { entityTag, ifNoneMatchHits, notModifiedHeaders } from './etag';

/**
 * One file of the build, sent in the best coding the client accepts among the copies the
 * build wrote beside it — `x.js.br` (brotli) and `x.js.gz` (gzip), by
 * build/vite-precompress.ts; nothing is compressed here. A file without copies (small, or
 * not compressible) is sent as it is.
 *
 * Each copy has its own ETag (etag.ts), from its size and modification time, and a matching
 * `If-None-Match` gets a 304. A compressible type says `Vary: Accept-Encoding` whichever copy
 * is sent, identity included: the next client may accept another.
 */
export const PRECOMPRESSED_SUFFIXES: Readonly<Record<ContentCoding, string>> = {
  br: '.br',
  gzip: '.gz',
};

interface Variant {
  file: string;
  stats: Stats;
}

function statFile(file: string): Stats | null {
  try {
    const stats = statSync(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/**
 * `headers` are the file's own: Content-Type (of the original, whatever the coding),
 * Cache-Control and the security headers.
 */
export function servePrecompressedFile(
  c: Context<AppEnv>,
  original: Variant,
  headers: Record<string, string> & { 'Content-Type': string },
): Response {
  const compressible = isCompressibleType(headers['Content-Type']);
  const variants = new Map<Negotiated, Variant>([['identity', original]]);
  if (compressible) {
    for (const [coding, suffix] of Object.entries(PRECOMPRESSED_SUFFIXES)) {
      const stats = statFile(original.file + suffix);
      if (stats) variants.set(coding as ContentCoding, { file: original.file + suffix, stats });
    }
  }
  const available = [...variants.keys()].filter((coding) => coding !== 'identity');
  const coding = negotiateEncoding(c.req.header('Accept-Encoding'), available);
  const chosen = variants.get(coding) ?? original;
  const validator = `${chosen.stats.size.toString(36)}-${Math.floor(chosen.stats.mtimeMs).toString(36)}`;
  const etag = entityTag(validator, coding);
  const answer: Record<string, string> = {
    ...headers,
    ETag: etag,
    ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
    ...(coding === 'identity' ? {} : { 'Content-Encoding': coding }),
  };
  if (ifNoneMatchHits(c.req.header('If-None-Match'), etag)) {
    return c.body(null, 304, notModifiedHeaders(answer));
  }
  const body = new Uint8Array(readFileSync(chosen.file));
  // Explicit, so that a HEAD request (answered from the GET) gets it too.
  return c.body(body, 200, { ...answer, 'Content-Length': String(body.byteLength) });
}
