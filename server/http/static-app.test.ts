import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness';

const dist = mkdtempSync(path.join(tmpdir(), 'community-desk-dist-'));
let server: TestServer;
let bare: TestServer;
let configured: TestServer;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Desk</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), '{"sources":["src/main.tsx"]}');
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"index.html":{}}');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await createTestServer({ distDir: dist });
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
});
