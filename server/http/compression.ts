import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ContentCoding } from './accept-encoding';

/**
 * Compressing a body in the server: REST JSON per request (rest-compression.ts), and the
 * dashboard's page once per distinct page (page-variants.ts). The build's own files are
 * compressed at build time (build/vite-precompress.ts), never here.
 *
 * FAST, per request, measured on a 77 KB feed page (docs/decisions/018): brotli quality 4
 * makes it 9.3 KB in 0.8 ms, smaller and quicker than gzip level 6 (9.9 KB, 1.0 ms); quality
 * 5 takes half as long again for 9% less. Gzip level 6 (zlib's default) for clients without
 * brotli — browsers ask for `br` only of secure origins (https, and localhost, where
 * Chromium sends `gzip, deflate, br, zstd`), so a site on plain http elsewhere gets gzip.
 * BEST is the build's: brotli 11 and gzip 9, for what is compressed once and kept.
 *
 * Synchronous, on the event loop. Node's asynchronous zlib runs on libuv's thread pool (four
 * threads), where password checks run too (crypto's scrypt): with eight checks in flight, an
 * asynchronous compression of that page waited 545 ms; unloaded, it took 1.2 ms against
 * 0.97 ms synchronously (the hop to a thread and back).
 */
export interface CompressionSettings {
  brotliQuality: number;
  gzipLevel: number;
}

export const FAST: CompressionSettings = { brotliQuality: 4, gzipLevel: 6 };
export const BEST: CompressionSettings = { brotliQuality: 11, gzipLevel: 9 };

/**
 * Below this many bytes a body is sent as it is: it fits in one packet either way, so
 * compressing costs CPU and saves nothing a client would notice.
 */
export const COMPRESSION_THRESHOLD = 1024;

/** The body in `coding`. */
export function compressBody(
  body: Uint8Array,
  coding: ContentCoding,
  settings: CompressionSettings = FAST,
): Uint8Array<ArrayBuffer> {
  const compressed =
    coding === 'br'
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: settings.brotliQuality,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        })
      : gzipSync(body, { level: settings.gzipLevel });
  // A copy (microseconds) of its own ArrayBuffer, as a Response body must be.
  return new Uint8Array(compressed);
}

/**
 * The body to send for a negotiated coding: compressed when it is worth it (at least
 * COMPRESSION_THRESHOLD bytes, and smaller once compressed), else null (send it as it is).
 */
export function compressIfWorthIt(
  body: Uint8Array,
  coding: ContentCoding,
  settings: CompressionSettings = FAST,
): Uint8Array<ArrayBuffer> | null {
  if (body.byteLength < COMPRESSION_THRESHOLD) return null;
  const compressed = compressBody(body, coding, settings);
  return compressed.byteLength < body.byteLength ? compressed : null;
}

/**
 * Types worth compressing: text, JSON, JavaScript, SVG. Not images, fonts or PDFs, which are
 * compressed formats already.
 */
export function isCompressibleType(contentType: string | null | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/javascript' ||
    type === 'image/svg+xml'
  );
}
