import type { Context } from 'hono';
import type { AppEnv } from './hono-app';

/**
 * The method a `POST` stands for, read as WordPress reads it (WP_REST_Server::serve_request):
 * `?_method=` first, then the `X-HTTP-Method-Override` header. Hosts that refuse `PATCH` or
 * `DELETE` get the plugin's writes this way (behaviour.md, "Methods a host refuses").
 */
export function methodStoodFor(c: Context<AppEnv>): string | undefined {
  const stated = c.req.query('_method') ?? c.req.header('X-HTTP-Method-Override');
  return stated?.toUpperCase();
}
