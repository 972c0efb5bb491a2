import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness';

const dist = mkdtempSync(path.join(tmpdir(), 'community-desk-dist-'));
let server: TestServer;
let bare: TestServer;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Desk</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await createTestServer({ distDir: dist });
  bare = await createTestServer();
});
afterAll(async () => {
  await server.close();
  await bare.close();
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
