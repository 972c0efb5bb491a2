import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../contract';
import { createTestServer, type TestServer } from '../test/harness';
import { findEndpoint, honoPath, QUERY_SCHEMAS, wordPressRoute } from './endpoints';
import { parseQuery, readRawQuery } from './query';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/**
 * A Hono path as WordPress would name the route (`:id{[0-9]+}` → `(?P<id>\d+)`,
 * `:name{pattern}` → `(?P<name>pattern)`).
 */
function asWordPressRoute(honoRoutePath: string): string {
  return honoRoutePath
    .replace(/^\/wp-json/, '')
    .replace(/:(\w+)\{\[0-9\]\+\}/g, '(?P<$1>\\d+)')
    .replace(/:(\w+)\{([^}]+)\}/g, '(?P<$1>$2)')
    .replace(/:(\w+)/g, '(?P<$1>[^/]+)');
}

describe('the routes the app serves and the REST index', () => {
  it('lists every REST route and method the app answers, and answers every one it lists', async () => {
    const served = new Set(
      server.app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/wp-json/'))
        // The namespace indexes describe routes; they are not routes of a namespace.
        .filter(({ path }) => !/^\/wp-json\/[\w-]+\/v\d+$/.test(path) && !path.endsWith('/*'))
        .map(({ method, path }) => `${method} ${asWordPressRoute(path)}`),
    );
    const { body } = await server.get<{ routes: Record<string, { methods: string[] }> }>(
      '/wp-json/',
    );
    // A PATCH or DELETE route also takes a POST standing for it (X-HTTP-Method-Override), as
    // WordPress does; the index names the route's own methods only.
    const listed = new Set(
      Object.entries(body.routes).flatMap(([route, { methods }]) =>
        [
          ...methods,
          ...(methods.some((method) => method === 'PATCH' || method === 'DELETE') ? ['POST'] : []),
        ].map((method) => `${method} ${route}`),
      ),
    );
    expect([...served].sort()).toEqual([...listed].sort());
  });

  it('derives one route per contract endpoint, in the forms Hono and WordPress use', () => {
    expect(honoPath(ENDPOINTS.courseStudents)).toBe(
      '/wp-json/fluent-community/v2/admin/courses/:course_id{[0-9]+}/students',
    );
    expect(wordPressRoute(ENDPOINTS.spaceMembers)).toBe(
      '/fluent-community/v2/spaces/(?P<spaceSlug>[^/]+)/members',
    );
    expect(findEndpoint('/wp-json/fluent-community/v2/spaces/a.b/members')).toBe(
      ENDPOINTS.spaceMembers,
    );
    expect(findEndpoint('/wp-json/fluent-community/v2/admin/courses/x/students')).toBeNull();
    // Usernames as the plugin's router takes them (alphaNumDash): letters, digits, - and _.
    expect(honoPath(ENDPOINTS.profileComments)).toBe(
      '/wp-json/fluent-community/v2/profile/:username{[A-Za-z0-9_-]+}/comments',
    );
    expect(wordPressRoute(ENDPOINTS.profileSpaces)).toBe(
      '/fluent-community/v2/profile/(?P<username>[A-Za-z0-9_-]+)/spaces',
    );
    expect(findEndpoint('/wp-json/fluent-community/v2/profile/Jane_Doe-2/spaces')).toBe(
      ENDPOINTS.profileSpaces,
    );
    for (const username of ['jane.doe', 'jane%20doe', 'jos%C3%A9', '%2e%2e']) {
      expect(findEndpoint(`/wp-json/fluent-community/v2/profile/${username}/comments`)).toBeNull();
    }
    expect(findEndpoint('/wp-json/wp/v2/users/me')).toBe(ENDPOINTS.usersMe);
  });

  it('describes parameters as WordPress does, from the contract', async () => {
    const { body } = await server.get<{
      routes: Record<string, { endpoints: { args: Record<string, unknown> }[] }>;
    }>('/wp-json/fluent-community/v2');
    const args =
      body.routes['/fluent-community/v2/spaces/(?P<spaceSlug>[^/]+)/members']?.endpoints[0]?.args;
    expect(args).toMatchObject({
      spaceSlug: { required: true, type: 'string' },
      sort_by: {
        type: 'string',
        default: 'created_at',
        enum: ['created_at', 'display_name', 'last_activity'],
      },
      sort_dir: { type: 'string', enum: ['ASC', 'DESC'] },
      status: { type: 'string', enum: ['pending'] },
      per_page: { type: 'integer', default: 15, minimum: 1, maximum: 100 },
      search: { type: 'string', maxLength: 200 },
    });
  });
});

describe('query schemas derived from the contract', () => {
  const feeds = QUERY_SCHEMAS.feeds;
  const roster = QUERY_SCHEMAS.spaceMembers;

  it('fills defaults and leaves optional parameters out', () => {
    expect(parseQuery(feeds, readRawQuery('/x'))).toEqual({
      space: undefined,
      user_id: undefined,
      topic_slug: undefined,
      search: undefined,
      search_in: [],
      status: undefined,
      order_by_type: 'latest',
      disable_sticky: undefined,
      page: 1,
      per_page: 10,
    });
  });

  it('reads choices in any case, drops unknown list values, clamps integers', () => {
    const query = parseQuery(
      roster,
      readRawQuery('/x?sort_by=DISPLAY_NAME&sort_dir=desc&per_page=500&page=-3&status=Pending'),
    );
    expect(query).toMatchObject({
      sort_by: 'display_name',
      sort_dir: 'DESC',
      per_page: 100,
      page: 1,
      status: 'pending',
    });
    expect(
      parseQuery(
        feeds,
        readRawQuery('/x?search_in[]=POST_COMMENTS&search_in[]=nope&order_by_type=x'),
      ),
    ).toMatchObject({ search_in: ['post_comments'], order_by_type: 'latest' });
  });

  it('refuses what WordPress core refuses: an unknown context', () => {
    const usersMe = QUERY_SCHEMAS.usersMe;
    expect(parseQuery(usersMe, readRawQuery('/x'))).toEqual({ context: 'view' });
    expect(() => parseQuery(usersMe, readRawQuery('/x?context=admin'))).toThrow(
      expect.objectContaining({ status: 400, code: 'rest_invalid_param' }),
    );
  });
});
