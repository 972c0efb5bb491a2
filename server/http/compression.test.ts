import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD, compressIfWorthIt, isCompressibleType } from './compression';
import { entityTag, ifNoneMatchHits, notModifiedHeaders } from './etag';
import { varyOn } from './vary';

const json = (bytes: number) =>
  new TextEncoder().encode(JSON.stringify({ text: 'a feed page '.repeat(bytes / 12) }));

describe('compressIfWorthIt', () => {
  it('compresses from the threshold on, to bytes that decode to the body', () => {
    const body = json(COMPRESSION_THRESHOLD);
    expect(body.byteLength).toBeGreaterThanOrEqual(COMPRESSION_THRESHOLD);
    const br = compressIfWorthIt(body, 'br');
    const gzip = compressIfWorthIt(body, 'gzip');
    expect(Buffer.from(brotliDecompressSync(br ?? new Uint8Array())).equals(body)).toBe(true);
    expect(Buffer.from(gunzipSync(gzip ?? new Uint8Array())).equals(body)).toBe(true);
  });

  it('leaves small bodies, and bodies that do not shrink, as they are', () => {
    expect(compressIfWorthIt(json(COMPRESSION_THRESHOLD - 100), 'br')).toBeNull();
    expect(compressIfWorthIt(json(COMPRESSION_THRESHOLD - 100), 'gzip')).toBeNull();
    expect(compressIfWorthIt(randomBytes(4000), 'gzip')).toBeNull();
  });
});

describe('isCompressibleType', () => {
  it('takes text, JSON, JavaScript and SVG, not images, fonts or unknown types', () => {
    for (const type of [
      'application/json; charset=UTF-8',
      'application/manifest+json',
      'text/javascript; charset=utf-8',
      'text/html; charset=UTF-8',
      'text/css; charset=utf-8',
      'image/svg+xml',
    ]) {
      expect(isCompressibleType(type), type).toBe(true);
    }
    for (const type of ['image/png', 'font/woff2', 'application/octet-stream', '', null]) {
      expect(isCompressibleType(type), String(type)).toBe(false);
    }
  });
});

describe('varyOn', () => {
  it('adds a header once, keeping the others', () => {
    const headers = new Headers({ Vary: 'Origin' });
    varyOn(headers, 'Accept-Encoding');
    varyOn(headers, 'accept-encoding');
    expect(headers.get('Vary')).toBe('Origin, Accept-Encoding');
    const empty = new Headers();
    varyOn(empty, 'Accept-Encoding');
    expect(empty.get('Vary')).toBe('Accept-Encoding');
    const star = new Headers({ Vary: '*' });
    varyOn(star, 'Accept-Encoding');
    expect(star.get('Vary')).toBe('*');
  });
});

describe('entity tags', () => {
  it('differ per coding and match If-None-Match weakly, in lists, and for *', () => {
    const tags = (['identity', 'br', 'gzip'] as const).map((coding) => entityTag('abc', coding));
    expect(tags).toEqual(['"abc"', '"abc-br"', '"abc-gzip"']);
    expect(ifNoneMatchHits('"abc-br"', '"abc-br"')).toBe(true);
    expect(ifNoneMatchHits('W/"abc-br"', '"abc-br"')).toBe(true);
    expect(ifNoneMatchHits('"x", "abc-br"', '"abc-br"')).toBe(true);
    expect(ifNoneMatchHits('*', '"abc-br"')).toBe(true);
    expect(ifNoneMatchHits('"abc"', '"abc-br"')).toBe(false);
    expect(ifNoneMatchHits('"abc-gzip"', '"abc-br"')).toBe(false);
    expect(ifNoneMatchHits(undefined, '"abc-br"')).toBe(false);
  });

  it('leave the body headers out of a 304', () => {
    expect(
      notModifiedHeaders({
        'Content-Type': 'text/css',
        'Content-Encoding': 'br',
        'Content-Length': '10',
        ETag: '"x"',
        Vary: 'Accept-Encoding',
      }),
    ).toEqual({ ETag: '"x"', Vary: 'Accept-Encoding' });
  });
});
