import { expect, test } from '../support/fixtures';

/**
 * The real build is served compressed (docs/decisions/018): `vite build` wrote brotli and gzip
 * copies of the bundle (build/vite-precompress.ts, wired in vite.config.ts), the server
 * picks one per Accept-Encoding, and REST JSON is compressed per request. Playwright's
 * request context decodes bodies, so sizes are compared through Content-Length.
 */
test.describe('compression', () => {
  test('the main bundle goes out as the brotli or gzip copy the build wrote', async ({
    request,
  }) => {
    const html = await (
      await request.get('/', { headers: { 'Accept-Encoding': 'identity' } })
    ).text();
    // The biggest script the page loads first: the main one, or the chunk it preloads with it.
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length, 'the page loads a bundle from /assets/').toBeGreaterThan(0);
    const sized = await Promise.all(
      scripts.map(async (url) => {
        const response = await request.get(url, { headers: { 'Accept-Encoding': 'identity' } });
        return { url, response, size: Number(response.headers()['content-length']) };
      }),
    );
    const { url: script, response: plain, size } = sized.sort((a, b) => b.size - a.size)[0]!;
    expect(plain.headers()['content-encoding']).toBeUndefined();
    for (const [accept, coding] of [
      ['br, gzip', 'br'],
      ['gzip, deflate', 'gzip'],
    ] as const) {
      const response = await request.get(script, { headers: { 'Accept-Encoding': accept } });
      const headers = response.headers();
      expect(headers['content-encoding'], accept).toBe(coding);
      expect(headers['vary'], accept).toBe('Accept-Encoding');
      expect(headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      // At least three times smaller on the wire, the same script once decoded.
      expect(Number(headers['content-length']), accept).toBeLessThan(size / 3);
      expect((await response.body()).equals(await plain.body()), accept).toBe(true);
    }
    expect((await request.get(`${script}.br`)).status()).toBe(404);
  });

  test('Chromium loads the app with its scripts compressed', async ({ page }) => {
    const scripts: { url: string; encoding: string; size: number }[] = [];
    const reading: Promise<void>[] = [];
    page.on('response', (response) => {
      if (!/\/assets\/.+\.js$/.test(response.url())) return;
      const read = async () => {
        const encoding = (await response.allHeaders())['content-encoding'] ?? 'none';
        scripts.push({ url: response.url(), encoding, size: (await response.body()).byteLength });
      };
      reading.push(read());
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in to Community Desk' })).toBeVisible();
    // The login screen fetches the sign-in and landing code once painted: those count too.
    await page.waitForLoadState('networkidle');
    await Promise.all(reading);
    // Files under 1 KiB get no copies (they fit in a packet either way); all the others do.
    const large = scripts.filter((script) => script.size >= 1024);
    expect(large.length).toBeGreaterThan(0);
    for (const script of large) expect(['br', 'gzip'], script.url).toContain(script.encoding);
  });

  test('a feed page of REST JSON is compressed per request', async ({ adminApi }) => {
    const url = '/wp-json/fluent-community/v2/feeds?per_page=20';
    const plain = await adminApi.get(url, { headers: { 'Accept-Encoding': 'identity' } });
    const response = await adminApi.get(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.headers()['content-encoding']).toBe('br');
    expect(response.headers()['vary']).toContain('Accept-Encoding');
    const compressed = Number(response.headers()['content-length']);
    expect(compressed).toBeLessThan((await plain.body()).byteLength / 4);
    const body = (await response.json()) as { feeds: { data: unknown[] } };
    expect(body.feeds.data).toHaveLength(20);
  });
});
