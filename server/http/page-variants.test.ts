import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pageVariants } from './page-variants';

const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><meta name="description" content="${'An admin console. '.repeat(80)}" /></head><body><div id="root"></div></body></html>`;

describe('pageVariants', () => {
  it('compresses a page once per coding, at maximum quality, and keeps it', () => {
    const pages = pageVariants();
    const html = page('Desk');
    const br = pages(html, 'br');
    expect(br.coding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    const best = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    expect(br.body.byteLength).toBe(best.byteLength);
    // The same bytes, not compressed again.
    expect(pages(html, 'br').body).toBe(br.body);
    const gzip = pages(html, 'gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    expect(pages(html, 'identity').body).toBe(pages(html, 'identity').body);
  });

  it('tags each coding and each page apart', () => {
    const pages = pageVariants();
    const tags = [
      pages(page('Desk'), 'identity').etag,
      pages(page('Desk'), 'br').etag,
      pages(page('Desk'), 'gzip').etag,
      pages(page('Rebuilt'), 'br').etag,
    ];
    expect(new Set(tags).size).toBe(4);
    expect(tags[1]).toBe(tags[0]?.replace(/"$/, '-br"'));
  });

  it('sends a small page as it is', () => {
    const small = pageVariants()('<!doctype html><title>Desk</title>', 'br');
    expect(small.coding).toBe('identity');
    expect(Buffer.from(small.body).toString()).toBe('<!doctype html><title>Desk</title>');
  });

  it('keeps a few pages, dropping the oldest', () => {
    const pages = pageVariants();
    const first = pages(page('0'), 'br').body;
    expect(pages(page('0'), 'br').body).toBe(first);
    for (let i = 1; i <= 8; i++) pages(page(String(i)), 'br');
    // Pushed out by the eight after it: compressed anew (equal bytes, another array).
    const again = pages(page('0'), 'br').body;
    expect(again).not.toBe(first);
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
  });
});
