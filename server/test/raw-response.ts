import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { App } from '../app';

/** A response as bytes: app.request does not decode, as a browser would. */
export async function rawResponse(
  app: App,
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
) {
  const response = await app.request(url, { method, headers });
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** Undoes a Content-Encoding (`none`: the body as sent). */
export const DECODERS: Record<string, (body: Buffer) => Buffer> = {
  br: (body) => brotliDecompressSync(body),
  gzip: (body) => gunzipSync(body),
  none: (body) => body,
};
