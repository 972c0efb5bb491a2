import { Hono } from 'hono';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, createTestServer, FC, type TestServer } from '../test/harness';
import { DECODERS, rawResponse } from '../test/raw-response';
import { COMPRESSION_THRESHOLD } from './compression';
import type { AppEnv } from './hono-app';
import { restCompression } from './rest-compression';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

/** A response as bytes, as admin (test/raw-response.ts). */
const requestRaw = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawResponse(
    server.app,
    url,
    { Authorization: basicAuth(server.credentials.admin), ...headers },
    method,
  );

/** Every entry of a Vary header, as written. */
const varyOf = (headers: Headers) => (headers.get('Vary') ?? '').split(/\s*,\s*/);

const MEMBERS = `${FC}/spaces/general/members`;

describe('REST JSON compression (docs/decisions/018)', () => {
  it('sends JSON as it is without Accept-Encoding, saying that it varies', async () => {
    const { status, headers, body } = await requestRaw(MEMBERS);
    expect(status).toBe(200);
    expect(body.byteLength).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(headers.get('Content-Encoding')).toBeNull();
    expect(varyOf(headers)).toContain('Accept-Encoding');
    expect(JSON.parse(body.toString())).toHaveProperty('members');
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip, identity;q=0', 'gzip'],
    ['identity;q=0', 'none'],
    ['identity', 'none'],
  ])('Accept-Encoding %j gets %s, the same bytes once decoded', async (accept, coding) => {
    const plain = await requestRaw(MEMBERS);
    const { status, headers, body } = await requestRaw(MEMBERS, { 'Accept-Encoding': accept });
    expect(status).toBe(200);
    expect(headers.get('Content-Encoding')).toBe(coding === 'none' ? null : coding);
    expect(DECODERS[coding]?.(body).equals(plain.body)).toBe(true);
    if (coding !== 'none') {
      expect(body.byteLength).toBeLessThan(plain.body.byteLength / 3);
      expect(headers.get('Content-Length')).toBe(String(body.byteLength));
    }
    expect(headers.get('Content-Type')).toBe('application/json; charset=UTF-8');
    expect(varyOf(headers)).toContain('Accept-Encoding');
    // WordPress's own headers stay, and no ETag is made up.
    expect(headers.get('X-WP-Total')).toBe(plain.headers.get('X-WP-Total'));
    expect(headers.get('Cache-Control')).toBe('no-cache, must-revalidate, max-age=0');
    expect(headers.get('ETag')).toBeNull();
  });

  it('compresses a feed page, plain-permalink requests too', async () => {
    for (const url of [
      `${FC}/feeds?per_page=20`,
      '/?rest_route=/fluent-community/v2/feeds&per_page=20',
    ]) {
      const plain = await requestRaw(url);
      const br = await requestRaw(url, { 'Accept-Encoding': 'br' });
      expect(br.headers.get('Content-Encoding'), url).toBe('br');
      // Timing fields differ between two requests; the rest is the same.
      const withoutTimings = (text: string) => {
        const {
          execution_time: _e,
          last_fetched_timestamp: _l,
          ...rest
        } = JSON.parse(text) as {
          execution_time?: unknown;
          last_fetched_timestamp?: unknown;
        };
        return rest;
      };
      expect(withoutTimings(brotliDecompressSync(br.body).toString()), url).toEqual(
        withoutTimings(plain.body.toString()),
      );
      expect(br.body.byteLength, url).toBeLessThan(plain.body.byteLength / 4);
    }
  });

  it("keeps CORS's Vary: Origin next to Accept-Encoding, each once", async () => {
    for (const accept of ['br', '']) {
      const { headers } = await requestRaw(MEMBERS, {
        Origin: 'https://dashboard.example',
        ...(accept ? { 'Accept-Encoding': accept } : {}),
      });
      expect(varyOf(headers).sort(), accept).toEqual(['Accept-Encoding', 'Origin']);
      expect(headers.get('Access-Control-Allow-Origin')).toBe('https://dashboard.example');
    }
  });

  it('sends small JSON and errors as they are, with Vary', async () => {
    for (const [url, status] of [
      ['/wp-json/wp/v2/users/me', 200],
      ['/wp-json/nothing/here', 404],
      [`${FC}/feeds?page=abc`, 400],
    ] as const) {
      const response = await requestRaw(url, { 'Accept-Encoding': 'br, gzip' });
      expect(response.status, url).toBe(status);
      expect(response.body.byteLength, url).toBeLessThan(COMPRESSION_THRESHOLD);
      expect(response.headers.get('Content-Encoding'), url).toBeNull();
      expect(varyOf(response.headers), url).toContain('Accept-Encoding');
      expect(JSON.parse(response.body.toString()), url).toHaveProperty(
        status === 200 ? 'id' : 'code',
      );
    }
    const anonymous = await server.app.request(MEMBERS, { headers: { 'Accept-Encoding': 'br' } });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'rest_forbidden' });
  });

  it('answers HEAD with the headers of the GET, Content-Length included', async () => {
    const get = await requestRaw(MEMBERS, { 'Accept-Encoding': 'gzip' });
    const head = await requestRaw(MEMBERS, { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    expect(head.headers.get('Content-Encoding')).toBe('gzip');
    expect(head.headers.get('Content-Length')).toBe(String(get.body.byteLength));
  });

  it('arrives whole over a socket, with the Content-Length it says', async () => {
    const running = await server.listen();
    const response = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        const request = httpRequest(
          `${running.url}${MEMBERS}`,
          {
            headers: {
              Authorization: basicAuth(server.credentials.admin),
              'Accept-Encoding': 'br',
            },
          },
          (incoming) => {
            const chunks: Buffer[] = [];
            incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
            incoming.on('end', () =>
              resolve({ headers: incoming.headers, body: Buffer.concat(chunks) }),
            );
          },
        );
        request.on('error', reject);
        request.end();
      },
    );
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBe(String(response.body.byteLength));
    expect(JSON.parse(brotliDecompressSync(response.body).toString())).toHaveProperty('members');
  });
});

describe('restCompression', () => {
  const big = { message: 'x'.repeat(4000), data: { status: 500 } };
  const app = new Hono<AppEnv>();
  app.use('*', restCompression());
  app.get('/encoded', () => {
    return new Response(gzipSync(JSON.stringify(big)), {
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
    });
  });
  app.get('/fails', () => {
    throw new Error('boom');
  });
  app.onError((_error, c) => c.json(big, 500));

  it('never compresses a body twice', async () => {
    const response = await app.request('/encoded', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    const body = Buffer.from(await response.arrayBuffer());
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(big);
  });

  it("compresses the error handler's answers too", async () => {
    const response = await app.request('/fails', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.status).toBe(500);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    const body = Buffer.from(await response.arrayBuffer());
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(big);
  });
});
