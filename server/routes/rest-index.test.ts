import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restIndexSchema } from '../../src/api/schemas/wordpress';
import { createTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('the REST index', () => {
  it('looks like WordPress and names the demo admin, never a password', async () => {
    for (const path of ['/wp-json/', '/wp-json', '/?rest_route=/', '/index.php?rest_route=/']) {
      const { status, body, text } = await server.get(path, 'anonymous');
      expect(status).toBe(200);
      expect(restIndexSchema.parse(body)).toMatchObject({
        namespaces: ['wp/v2', 'fluent-community/v2', 'community-desk/v1'],
        url: 'http://localhost',
      });
      expect(body).toMatchObject({
        name: 'Community Desk Demo',
        home: 'http://localhost',
        routes: expect.any(Object),
        community_desk_demo: { username: 'admin' },
      });
      expect(text).not.toContain(server.credentials.admin.password);
    }
  });

  it('describes each namespace', async () => {
    const { body } = await server.get<{ namespace: string; routes: Record<string, unknown> }>(
      '/wp-json/fluent-community/v2',
      'anonymous',
    );
    expect(body.namespace).toBe('fluent-community/v2');
    expect(Object.keys(body.routes)).toContain('/fluent-community/v2/feeds');
  });

  it("lists the membership writes, which the demo takes and a site's database sends on", async () => {
    const { body } = await server.get<{ routes: Record<string, { methods: string[] }> }>(
      '/wp-json/fluent-community/v2',
      'anonymous',
    );
    const members = body.routes['/fluent-community/v2/spaces/(?P<spaceSlug>[^/]+)/members'];
    const remove = body.routes['/fluent-community/v2/spaces/(?P<spaceSlug>[^/]+)/members/remove'];
    expect(members?.methods).toEqual(['GET', 'POST']);
    expect(remove?.methods).toEqual(['POST']);
  });

  it('answers unknown routes and methods with 404 rest_no_route JSON', async () => {
    for (const path of [
      '/wp-json/nope',
      '/wp-json/wp/v2/posts',
      '/wp-json/fluent-community/v3/feeds',
      '/?rest_route=/fluent-community/v2/nope',
      '/wp-json/fluent-community/v2/spaces/general',
      // The plugin's route takes digits only (->int('feed_id')).
      '/wp-json/fluent-community/v2/feeds/first/by-id',
    ]) {
      const { status, body, headers } = await server.get(path, 'anonymous');
      expect(status).toBe(404);
      expect(headers.get('Content-Type')).toBe('application/json; charset=UTF-8');
      expect(body).toEqual({
        code: 'rest_no_route',
        message: 'No route was found matching the URL and request method.',
        data: { status: 404 },
      });
    }
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await server.app.request('/wp-json/fluent-community/v2/feeds', { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'rest_no_route' });
    }
  });

  it('tolerates trailing slashes like WordPress', async () => {
    expect((await server.get('/wp-json/fluent-community/v2/feeds/')).status).toBe(200);
    expect((await server.get('/wp-json/fluent-community/v2/spaces/general/members/')).status).toBe(
      200,
    );
  });

  it('sends the WordPress REST headers', async () => {
    const { headers } = await server.get('/wp-json/fluent-community/v2/spaces', 'anonymous');
    expect(headers.get('Link')).toBe('<http://localhost/wp-json/>; rel="https://api.w.org/"');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Cache-Control')).toBe('no-cache, must-revalidate, max-age=0');
    expect(headers.get('Access-Control-Expose-Headers')).toBe('X-WP-Total, X-WP-TotalPages, Link');
  });
});
