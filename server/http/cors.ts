import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './hono-app';
import { describeRoute, findEndpoint } from './endpoints';

/**
 * CORS as WordPress answers it (samples/headers.txt): any Origin is echoed with credentials
 * allowed, the Authorization header is allowed, the paging headers are exposed, and a
 * preflight gets 200 for any path under the REST root, so a dashboard on another origin
 * (the Vite dev server, a static host) can call the server directly.
 */
export const EXPOSE_HEADERS = 'X-WP-Total, X-WP-TotalPages, Link';
export const ALLOW_HEADERS =
  'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type';
export const ALLOW_METHODS = 'OPTIONS, GET, POST, PUT, PATCH, DELETE';

function applyCors(headers: Headers, origin: string | undefined): void {
  headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS);
  headers.set('Access-Control-Allow-Headers', ALLOW_HEADERS);
  if (origin) {
    headers.set('Access-Control-Allow-Origin', origin);
    headers.set('Access-Control-Allow-Methods', ALLOW_METHODS);
    headers.set('Access-Control-Allow-Credentials', 'true');
    headers.append('Vary', 'Origin');
  }
}

export function restCors(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('Origin');
    if (c.req.method === 'OPTIONS') {
      const endpoint = findEndpoint(c.req.path);
      const body = endpoint
        ? describeRoute(endpoint)
        : { namespace: '', methods: [], endpoints: [] };
      const response = c.json(body, 200);
      applyCors(response.headers, origin);
      return response;
    }
    await next();
    applyCors(c.res.headers, origin);
  };
}
