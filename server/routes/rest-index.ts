import type { Hono } from 'hono';
import { ACTIONS } from '../../contract';
import type { AppEnv, RouteDeps } from '../http/hono-app';
import { REST_ROOT } from '../http/rest-path';
import { describeRoutes } from '../http/endpoints';

/**
 * `GET /wp-json/` (≡ `/?rest_route=/`): a WordPress-like REST index. `namespaces` tells a
 * client FluentCommunity is here; on the demo community, `community_desk_demo` names the demo
 * admin so the login screen can prefill it (never the password).
 */
export function registerRestIndex(
  app: Hono<AppEnv>,
  { store, demoUsername, memberWrites, siteWrites, namespaces }: RouteDeps,
) {
  // The writes are listed where this server takes them: itself on the demo, or by sending
  // them to the site (decision 035).
  const actions = memberWrites || siteWrites ? Object.values(ACTIONS) : [];
  app.get(REST_ROOT, async (c) => {
    // The site's own address (its `home`), like a real index; the API itself is reached here.
    const origin = c.get('contentOrigin');
    const [name, description, gmtOffset, timezone] = await Promise.all([
      store.site.option('blogname'),
      store.site.option('blogdescription'),
      store.site.option('gmt_offset'),
      store.site.option('timezone_string'),
    ]);
    return c.json({
      name: name ?? 'Community Desk',
      description: description ?? '',
      url: origin,
      home: origin,
      // The site's clock, as WordPress stores it (a bare offset leaves the zone empty).
      gmt_offset: Number(gmtOffset ?? 0) || 0,
      timezone_string: timezone ?? 'UTC',
      namespaces: [...namespaces],
      authentication: {
        'application-passwords': {
          endpoints: { authorization: `${origin}/wp-admin/authorize-application.php` },
        },
      },
      routes: Object.fromEntries(
        namespaces.flatMap((namespace) => Object.entries(describeRoutes(namespace, actions))),
      ),
      ...(demoUsername ? { community_desk_demo: { username: demoUsername } } : {}),
    });
  });

  for (const namespace of namespaces) {
    app.get(`${REST_ROOT}/${namespace}`, (c) =>
      c.json({ namespace, routes: describeRoutes(namespace, actions) }),
    );
  }
}
