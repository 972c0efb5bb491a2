import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, createTestServer, type TestServer } from '../test/harness';
import type { RunningServer } from './node-server';

/** Over a real socket, as a browser on another origin would call the server. */
let server: TestServer;
let running: RunningServer;
beforeAll(async () => {
  server = await createTestServer();
  running = await server.listen();
});
afterAll(() => server.close());

describe('CORS like WordPress', () => {
  it('answers a preflight with 200 for any path under the REST root', async () => {
    for (const path of [
      '/wp-json/fluent-community/v2/admin/courses/6/students',
      '/wp-json/fluent-community/v2/feeds?space=general',
      '/wp-json/not/a/route',
      '/?rest_route=/fluent-community/v2/feeds',
    ]) {
      const response = await fetch(`${running.url}${path}`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://localhost:5173',
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization',
        },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
      expect(response.headers.get('Access-Control-Allow-Credentials')).toBe('true');
      expect(response.headers.get('Access-Control-Allow-Headers')).toContain('Authorization');
      expect(response.headers.get('Access-Control-Allow-Methods')).toBe(
        'OPTIONS, GET, POST, PUT, PATCH, DELETE',
      );
      expect(response.headers.get('Vary')).toContain('Origin');
      expect(response.headers.get('Content-Type')).toBe('application/json; charset=UTF-8');
      await response.json();
    }
  });

  it('echoes any Origin on responses, errors included, and exposes the paging headers', async () => {
    const members = await fetch(
      `${running.url}/wp-json/fluent-community/v2/spaces/general/members`,
      {
        headers: {
          Origin: 'http://evil.example',
          Authorization: basicAuth(server.credentials.admin),
        },
      },
    );
    expect(members.headers.get('Access-Control-Allow-Origin')).toBe('http://evil.example');
    expect(members.headers.get('Access-Control-Expose-Headers')).toBe(
      'X-WP-Total, X-WP-TotalPages, Link',
    );
    expect(Number(members.headers.get('X-WP-Total'))).toBeGreaterThan(0);
    await members.arrayBuffer();
    const denied = await fetch(
      `${running.url}/wp-json/fluent-community/v2/admin/courses/6/students`,
      {
        headers: {
          Origin: 'http://localhost:5173',
          Authorization: basicAuth({ username: 'admin', password: 'wrong' }),
        },
      },
    );
    expect(denied.status).toBe(401);
    expect(denied.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
    await denied.arrayBuffer();
  });

  it('varies on Origin once, on the REST index too', async () => {
    for (const path of [
      '/wp-json/',
      '/wp-json',
      '/?rest_route=/',
      '/wp-json/fluent-community/v2/spaces',
    ]) {
      const response = await fetch(`${running.url}${path}`, {
        headers: { Origin: 'http://x.test' },
      });
      // And on Accept-Encoding, for compression (rest-compression.ts): each once.
      expect(response.headers.get('Vary')).toBe('Origin, Accept-Encoding');
      await response.arrayBuffer();
    }
  });

  it('sends no Allow-Origin without an Origin header', async () => {
    const response = await fetch(`${running.url}/wp-json/`);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(response.headers.get('Access-Control-Allow-Headers')).toContain('Authorization');
    await response.arrayBuffer();
  });

  it('builds absolute URLs on the address it listens on, never on the Host header', async () => {
    const body = await new Promise<string>((resolve, reject) => {
      const request = httpRequest(
        `${running.url}/wp-json/`,
        { headers: { Host: 'desk.example:9999' } },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve(text));
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(JSON.parse(body)).toMatchObject({ url: running.url });
    expect(body).not.toContain('desk.example');
  });
});
