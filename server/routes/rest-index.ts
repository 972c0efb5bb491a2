import type { Hono } from 'hono';
import { REST_ROOT, type AppEnv, type RouteDeps } from '../http/env';
import { describeRoute, NAMESPACES, REST_ROUTES, routesOfNamespace } from '../http/route-table';

/**
 * `GET /wp-json/` (≡ `/?rest_route=/`): a WordPress-like REST index. `namespaces` tells a
 * client FluentCommunity is here; on the demo community, `community_desk_demo` names the demo
 * admin so the login screen can prefill it (never the password).
 */
export function registerRestIndex(app: Hono<AppEnv>, { repositories, demoUsername }: RouteDeps) {
  app.get(REST_ROOT, (c) => {
    const origin = c.get('origin');
    return c.json({
      name: repositories.users.option('blogname') ?? 'Community Desk',
      description: repositories.users.option('blogdescription') ?? '',
      url: origin,
      home: origin,
      gmt_offset: 0,
      timezone_string: 'UTC',
      namespaces: [...NAMESPACES],
      authentication: {
        'application-passwords': {
          endpoints: { authorization: `${origin}/wp-admin/authorize-application.php` },
        },
      },
      routes: Object.fromEntries(REST_ROUTES.map((route) => [route.route, describeRoute(route)])),
      ...(demoUsername ? { community_desk_demo: { username: demoUsername } } : {}),
    });
  });

  for (const namespace of NAMESPACES) {
    app.get(`${REST_ROOT}/${namespace}`, (c) =>
      c.json({ namespace, routes: routesOfNamespace(namespace) }),
    );
  }
}
