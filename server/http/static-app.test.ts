import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../build/vite-precompress';
import { createTestServer, type TestServer } from '../test/harness';
import { DECODERS, rawResponse } from '../test/raw-response';

const dist = mkdtempSync(path.join(tmpdir(), 'community-desk-dist-'));
const BIG_SCRIPT = 'console.log("a line of the app bundle, long enough to compress");\n'.repeat(
  400,
);
const SOURCE_MAP = JSON.stringify({ sources: ['src/main.tsx'], mappings: 'AAAA;'.repeat(400) });
const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(100)}</svg>`;
let server: TestServer;
let bare: TestServer;
let configured: TestServer;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  // Over 1 KB, as the real page is, so that it is compressed.
  const description = 'An admin console for FluentCommunity sites. '.repeat(25);
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><title>Desk</title><meta name="description" content="${description}" /></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(dist, 'assets', 'big-abc123.js'), BIG_SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'tiny-abc123.css'), 'body{margin:0}');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), SOURCE_MAP);
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"index.html":{}}');
  writeFileSync(path.join(dist, 'favicon.svg'), FAVICON);
  writeFileSync(path.join(dist, 'photo.png'), randomBytes(4000));
  // What `vite build` writes (build/vite-precompress.ts)...
  precompressDirectory(dist);
  // ...and copies it never writes, which must not be a way to the map or the manifest.
  for (const file of ['assets/index-abc123.js.map', '.vite/manifest.json']) {
    writeFileSync(
      path.join(dist, `${file}.br`),
      brotliCompressSync(readFileSync(path.join(dist, file))),
    );
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(readFileSync(path.join(dist, file))));
  }
  server = await createTestServer({
    distDir: dist,
    demoCredentialsFile: '/srv/desk/credentials.json',
  });
  bare = await createTestServer();
  configured = await createTestServer({ distDir: dist, siteUrl: 'https://desk.example.com/' });
});
afterAll(async () => {
  await server.close();
  await bare.close();
  await configured.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built dashboard', () => {
  it('serves index.html at / and for every deep link, with the demo hint', async () => {
    for (const url of ['/', '/spaces/general/members', '/courses/6/students?page=2', '/feed']) {
      const { status, headers, text } = await server.get(url, 'anonymous');
      expect(status).toBe(200);
      expect(headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(text).toContain('<div id="root">');
      expect(text).toContain('<meta name="community-desk-demo" content="admin" />');
      expect(text).toContain(
        '<meta name="community-desk-demo-credentials" content="/srv/desk/credentials.json" />',
      );
    }
  });

  it('serves files, /assets/* cached for a year, and never HTML for a missing asset', async () => {
    const asset = await server.get('/assets/index-abc123.js', 'anonymous');
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect((await server.get('/favicon.svg', 'anonymous')).headers.get('Content-Type')).toBe(
      'image/svg+xml',
    );
    const missing = await server.get('/assets/index-old.js', 'anonymous');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Content-Type')).toMatch(/^text\/plain/);
  });

  it('never falls back to HTML under the REST root, and stays inside dist/', async () => {
    const api = await server.get('/wp-json/whatever/deep/link', 'anonymous');
    expect(api.headers.get('Content-Type')).toBe('application/json; charset=UTF-8');
    for (const url of [
      '/../package.json',
      '/assets/../../package.json',
      '/%2e%2e/package.json',
      '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    ]) {
      const { text } = await server.get(url, 'anonymous');
      expect(text).not.toContain('"name": "community-desk"');
    }
  });

  it('without dist/, tells the user to build, and the API still works', async () => {
    const { status, text } = await bare.get('/', 'anonymous');
    expect(status).toBe(200);
    expect(text).toContain('npm run build');
    expect((await bare.get('/wp-json/', 'anonymous')).status).toBe(200);
  });
});

/** A CSP header as a map from directive to its sources. */
function directivesOf(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe("the dashboard's security headers (docs/decisions/015)", () => {
  it('puts a strict Content-Security-Policy on the page', async () => {
    const { headers } = await server.get('/feed', 'anonymous');
    const csp = directivesOf(headers.get('Content-Security-Policy'));
    expect(csp.get('script-src')).toEqual(["'self'", "'report-sample'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'report-sample'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    // The site chosen at sign-in: any https origin, plain http only on local hosts.
    const connect = csp.get('connect-src') ?? [];
    expect(connect).toEqual(expect.arrayContaining(["'self'", 'https:', 'http://localhost:*']));
    expect(connect).toEqual(expect.arrayContaining(['http://127.0.0.1:*', 'http://*.local:*']));
    expect(connect).toContain('http://*.test:*');
    expect(connect).not.toContain('http:');
    expect(connect).not.toContain('*');
    // What the feed shows: pictures and video from anywhere, embeds from the allowed players.
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'https:', 'http:']));
    expect(csp.get('media-src')).toEqual(expect.arrayContaining(["'self'", 'https:', 'http:']));
    expect(csp.get('frame-src')).toEqual([
      'https://www.youtube.com',
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
    expect(headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('serves files with nosniff, no referrer, and a policy that runs nothing if opened', async () => {
    for (const url of ['/assets/index-abc123.js', '/favicon.svg', '/assets/index-old.js']) {
      const { headers } = await server.get(url, 'anonymous');
      expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(headers.get('Referrer-Policy')).toBe('no-referrer');
      expect(directivesOf(headers.get('Content-Security-Policy')).get('default-src')).toEqual([
        "'none'",
      ]);
    }
  });

  it('never serves source maps or /.vite/, though they are in dist/', async () => {
    for (const url of [
      '/assets/index-abc123.js.map',
      '/assets/index-abc123.js.MAP',
      '/assets/index-abc123.js.ma%70',
      '/.vite/manifest.json',
      '/%2evite/manifest.json',
      '/.vite',
      '/.vite/',
      '/assets/../.vite/manifest.json',
    ]) {
      const { status, headers, text } = await server.get(url, 'anonymous');
      expect(status, url).toBe(404);
      expect(headers.get('Content-Type'), url).toMatch(/^text\/plain/);
      expect(text, url).not.toContain('sources');
      expect(text, url).not.toContain('<div id="root">');
    }
  });

  it('never puts the request host in the Link header or the page', async () => {
    const { headers, text } = await server.get('http://evil.example:8080/feed', 'anonymous');
    expect(headers.get('Link')).toBe('<http://localhost/wp-json/>; rel="https://api.w.org/"');
    expect(text).not.toContain('evil.example');
    expect(headers.get('Content-Security-Policy')).not.toContain('evil.example');
  });

  it('builds them on the configured site URL instead', async () => {
    const { headers, text } = await configured.get('http://evil.example/feed', 'anonymous');
    expect(headers.get('Link')).toBe(
      '<https://desk.example.com/wp-json/>; rel="https://api.w.org/"',
    );
    expect(text).toContain('href="https://desk.example.com/wp-json/"');
    const api = await configured.get('http://evil.example/wp-json/', 'anonymous');
    expect(api.body).toMatchObject({ url: 'https://desk.example.com' });
    expect(api.text).not.toContain('evil.example');
  });

  it("keeps the dashboard's index.html free of inline script, so script-src 'self' holds", () => {
    const html = readFileSync(path.resolve('index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      expect(attributes).toMatch(/\ssrc="\//);
      expect(body.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  });
});

describe('demo media', () => {
  it('draws avatars as SVG initials, escaping hostile names', async () => {
    const mallory = (
      bare.db.prepare("SELECT user_id FROM fcom_xprofile WHERE username = 'mallory'").get() as {
        user_id: number;
      }
    ).user_id;
    const { status, headers, text } = await bare.get(
      `/demo-media/avatars/${mallory}.svg`,
      'anonymous',
    );
    expect(status).toBe(200);
    expect(headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
    expect(headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(text).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(text).not.toContain('<img');
    expect((await bare.get('/demo-media/avatars/999999.svg', 'anonymous')).status).toBe(404);
  });

  it('draws covers, images, GIF stand-ins and gallery pictures; serves documents', async () => {
    for (const url of [
      '/demo-media/covers/figma-fundamentals.svg',
      '/demo-media/images/spring-release.svg',
      '/demo-media/gifs/celebrate.svg',
      '/demo-media/gallery/moodboard-1.svg',
    ]) {
      const { status, text } = await bare.get(url, 'anonymous');
      expect(status).toBe(200);
      expect(text.startsWith('<svg')).toBe(true);
    }
    const pdf = await bare.app.request('/demo-media/docs/adr-template.pdf');
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await bare.get('/demo-media/docs/deploy-checklist.txt', 'anonymous')).text).toContain(
      'Deploy checklist',
    );
    for (const url of [
      '/demo-media/docs/../../package.json',
      '/demo-media/nothing',
      '/demo-media/images/<x>.svg',
    ]) {
      expect((await bare.get(url, 'anonymous')).status).toBe(404);
    }
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    'answers /demo-media/docs/%s, a name every object has, as the unknown document it is',
    async (name) => {
      const { status, text } = await bare.get(`/demo-media/docs/${name}`, 'anonymous');
      expect(status).toBe(404);
      expect(text).toBe('Not found');
    },
  );
});

const requestRaw = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawResponse(server.app, url, headers, method);

describe('compression of the dashboard (docs/decisions/018)', () => {
  const original = Buffer.from(BIG_SCRIPT);
  const onDisk = (file: string) => readFileSync(path.join(dist, file));

  it('sends a file as it is without Accept-Encoding, saying that it varies', async () => {
    const { status, headers, body } = await requestRaw('/assets/big-abc123.js');
    expect(status).toBe(200);
    expect(headers.get('Content-Encoding')).toBeNull();
    expect(headers.get('Vary')).toBe('Accept-Encoding');
    expect(headers.get('Content-Length')).toBe(String(original.byteLength));
    expect(body.equals(original)).toBe(true);
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['gzip, identity;q=0', 'gzip'],
    ['identity;q=0', 'none'],
    ['deflate', 'none'],
  ])('Accept-Encoding %j gets the %s copy the build wrote', async (accept, coding) => {
    const { status, headers, body } = await requestRaw('/assets/big-abc123.js', {
      'Accept-Encoding': accept,
    });
    expect(status).toBe(200);
    expect(headers.get('Content-Encoding')).toBe(coding === 'none' ? null : coding);
    expect(DECODERS[coding]?.(body).equals(original)).toBe(true);
    // The build's copy as it is (quality 11), not compressed again here.
    const file = { br: 'assets/big-abc123.js.br', gzip: 'assets/big-abc123.js.gz' }[coding];
    expect(body.equals(file ? onDisk(file) : original)).toBe(true);
    expect(headers.get('Content-Length')).toBe(String(body.byteLength));
    expect(headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(headers.get('Vary')).toBe('Accept-Encoding');
    expect(headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('sends small files as they are (Vary all the same), and images without Vary', async () => {
    const css = await requestRaw('/assets/tiny-abc123.css', { 'Accept-Encoding': 'br, gzip' });
    expect(css.headers.get('Content-Encoding')).toBeNull();
    expect(css.headers.get('Vary')).toBe('Accept-Encoding');
    expect(css.body.toString()).toBe('body{margin:0}');
    const png = await requestRaw('/photo.png', { 'Accept-Encoding': 'br, gzip' });
    expect(png.headers.get('Content-Type')).toBe('image/png');
    expect(png.headers.get('Content-Encoding')).toBeNull();
    expect(png.headers.get('Vary')).toBeNull();
  });

  it('gives each copy its own ETag, and answers If-None-Match with 304', async () => {
    for (const url of ['/assets/big-abc123.js', '/favicon.svg']) {
      const tags = new Map<string, string>();
      for (const accept of ['identity', 'br', 'gzip']) {
        const { headers } = await requestRaw(url, { 'Accept-Encoding': accept });
        tags.set(accept, headers.get('ETag') ?? '');
      }
      expect(new Set(tags.values()).size, url).toBe(3);
      expect(tags.get('br'), url).toMatch(/^"[^"]+-br"$/);
      expect(tags.get('gzip'), url).toMatch(/^"[^"]+-gzip"$/);

      const fresh = await requestRaw(url, {
        'Accept-Encoding': 'br',
        'If-None-Match': tags.get('br') ?? '',
      });
      expect(fresh.status, url).toBe(304);
      expect(fresh.body.byteLength, url).toBe(0);
      expect(fresh.headers.get('ETag'), url).toBe(tags.get('br'));
      expect(fresh.headers.get('Vary'), url).toBe('Accept-Encoding');
      expect(fresh.headers.get('Content-Encoding'), url).toBeNull();
      // The brotli copy's tag does not validate the gzip copy.
      const other = await requestRaw(url, {
        'Accept-Encoding': 'gzip',
        'If-None-Match': tags.get('br') ?? '',
      });
      expect(other.status, url).toBe(200);
      expect(other.headers.get('Content-Encoding'), url).toBe('gzip');
    }
    const favicon = await requestRaw('/favicon.svg', { 'Accept-Encoding': 'gzip' });
    expect(favicon.headers.get('Cache-Control')).toBe('no-cache');
    expect(gunzipSync(favicon.body).toString()).toBe(FAVICON);
  });

  it('compresses the page with its link and demo hint, with an ETag per coding', async () => {
    const plain = await requestRaw('/feed');
    const html = plain.body.toString();
    expect(html).toContain('<meta name="community-desk-demo" content="admin" />');
    expect(html).toContain('<link rel="https://api.w.org/" href="http://localhost/wp-json/" />');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    const tags = new Set([plain.headers.get('ETag')]);
    for (const coding of ['br', 'gzip']) {
      const { status, headers, body } = await requestRaw('/feed', { 'Accept-Encoding': coding });
      expect(status).toBe(200);
      expect(headers.get('Content-Encoding')).toBe(coding);
      expect(DECODERS[coding]?.(body).toString()).toBe(html);
      expect(body.byteLength).toBeLessThan(plain.body.byteLength);
      expect(headers.get('Content-Length')).toBe(String(body.byteLength));
      expect(headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
      expect(headers.get('Vary')).toBe('Accept-Encoding');
      expect(headers.get('Content-Security-Policy')).toContain("script-src 'self'");
      tags.add(headers.get('ETag'));
      const fresh = await requestRaw('/spaces', {
        'Accept-Encoding': coding,
        'If-None-Match': headers.get('ETag') ?? '',
      });
      expect(fresh.status).toBe(304);
      expect(fresh.headers.get('ETag')).toBe(headers.get('ETag'));
      expect(fresh.headers.get('Cache-Control')).toBe('no-cache');
    }
    expect(tags.size).toBe(3);
  });

  it('never serves maps, /.vite/ or the compressed copies by name, whatever the client accepts', async () => {
    for (const url of [
      '/assets/index-abc123.js.map',
      '/assets/index-abc123.js.map.br',
      '/assets/index-abc123.js.map.gz',
      '/.vite/manifest.json',
      '/.vite/manifest.json.br',
      '/%2evite/manifest.json.gz',
      '/assets/big-abc123.js.br',
      '/assets/big-abc123.js.gz',
      '/assets/big-abc123.js.BR',
      '/favicon.svg.gz',
      '/index.html.br',
    ]) {
      for (const accept of ['br', 'gzip', 'br, gzip, identity']) {
        const { status, headers, body } = await requestRaw(url, { 'Accept-Encoding': accept });
        expect(status, url).toBe(404);
        expect(headers.get('Content-Encoding'), url).toBeNull();
        expect(headers.get('Content-Type'), url).toMatch(/^text\/plain/);
        expect(body.toString(), url).toBe('Not found');
      }
    }
  });

  it('answers HEAD with the headers of the GET, Content-Length included', async () => {
    for (const [url, accept] of [
      ['/assets/big-abc123.js', 'br'],
      ['/assets/big-abc123.js', ''],
      ['/feed', 'gzip'],
    ] as const) {
      const headers: Record<string, string> = accept ? { 'Accept-Encoding': accept } : {};
      const get = await requestRaw(url, headers);
      const head = await requestRaw(url, headers, 'HEAD');
      expect(head.status, url).toBe(200);
      expect(head.body.byteLength, url).toBe(0);
      expect(head.headers.get('Content-Encoding'), url).toBe(get.headers.get('Content-Encoding'));
      expect(head.headers.get('Content-Length'), url).toBe(String(get.body.byteLength));
      expect(head.headers.get('ETag'), url).toBe(get.headers.get('ETag'));
    }
  });
});
