import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './node-server';
import { basicAuth, createTestServer, FC, type TestServer } from '../test/harness';
import { checkSiteUrl, originOfAddress } from './site-origin';

/**
 * Absolute URLs in answers are built on the configured site URL, else on the address the
 * connection came in on — never on the Host header a client sends (docs/decisions/015).
 */
const dist = mkdtempSync(path.join(tmpdir(), 'community-desk-dist-'));
let listening: TestServer;
let configured: TestServer;
let listeningUrl: RunningServer;
let configuredUrl: RunningServer;

beforeAll(async () => {
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head></html>');
  listening = await createTestServer({ distDir: dist });
  configured = await createTestServer({ distDir: dist, siteUrl: 'https://desk.example.com' });
  listeningUrl = await listening.listen();
  configuredUrl = await configured.listen();
});
afterAll(async () => {
  await listening.close();
  await configured.close();
  rmSync(dist, { recursive: true, force: true });
});

interface Answer {
  link: string | undefined;
  body: string;
}

/** A GET over a real socket with a chosen Host header (fetch() would not let us set it). */
function getWithHost(
  base: string,
  path: string,
  host: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: { ...headers, Host: host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ link: res.headers.link?.toString(), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the site origin', () => {
  const members = `${FC}/spaces/general/members?per_page=2`;

  it('is the listening address, whatever Host the request names', async () => {
    for (const host of ['evil.example', 'evil.example:8080', 'localhost', '127.0.0.1:1']) {
      for (const target of ['/wp-json/', members, '/feed']) {
        const answer = await getWithHost(listeningUrl.url, target, host);
        expect(answer.link, `${host} ${target}`).toBe(
          `<${listeningUrl.url}/wp-json/>; rel="https://api.w.org/"`,
        );
        expect(answer.body, `${host} ${target}`).not.toContain('evil.example');
      }
    }
    const index = await getWithHost(listeningUrl.url, '/wp-json/', 'evil.example');
    expect(JSON.parse(index.body)).toMatchObject({ url: listeningUrl.url });
    const page = await getWithHost(listeningUrl.url, '/feed', 'evil.example');
    expect(page.body).toContain(`href="${listeningUrl.url}/wp-json/"`);
  });

  it('is the configured site URL when there is one, over a socket too', async () => {
    const answer = await getWithHost(configuredUrl.url, '/wp-json/', 'evil.example');
    expect(answer.link).toBe('<https://desk.example.com/wp-json/>; rel="https://api.w.org/"');
    expect(JSON.parse(answer.body)).toMatchObject({ url: 'https://desk.example.com' });
  });

  it('builds paging and avatar URLs on it', async () => {
    const admin = { Authorization: basicAuth(configured.credentials.admin) };
    const { body } = await getWithHost(configuredUrl.url, members, 'evil.example', admin);
    const page = JSON.parse(body) as { members: { next_page_url: string } };
    expect(page.members.next_page_url).toMatch(/^https:\/\/desk\.example\.com\/wp-json\//);
    expect(body).toContain('https://desk.example.com/demo-media/avatars/');
    expect(body).not.toContain('evil.example');
  });
});

describe('site URLs and addresses', () => {
  it('accepts an http(s) origin, with or without a trailing slash', () => {
    expect(checkSiteUrl('https://desk.example.com')).toEqual({
      ok: true,
      origin: 'https://desk.example.com',
    });
    expect(checkSiteUrl(' HTTP://Desk.Example.com:8080/ ')).toEqual({
      ok: true,
      origin: 'http://desk.example.com:8080',
    });
    expect(checkSiteUrl('https://desk.example.com:443')).toMatchObject({
      origin: 'https://desk.example.com',
    });
  });

  it('refuses anything else, saying why', () => {
    for (const value of [
      'desk.example.com',
      '',
      'ftp://desk.example.com',
      'javascript:alert(1)',
      'https://user:pass@desk.example.com',
      'https://desk.example.com/desk',
      'https://desk.example.com/?x=1',
      'https://desk.example.com/#top',
    ]) {
      expect(checkSiteUrl(value).ok, value).toBe(false);
    }
  });

  it('writes socket addresses as origins', () => {
    expect(originOfAddress('127.0.0.1', 8787)).toBe('http://127.0.0.1:8787');
    expect(originOfAddress('::ffff:192.168.1.5', 8787)).toBe('http://192.168.1.5:8787');
    expect(originOfAddress('::1', 8787)).toBe('http://[::1]:8787');
    expect(originOfAddress('fe80::1%eth0', 80)).toBe('http://[fe80::1]');
  });
});
