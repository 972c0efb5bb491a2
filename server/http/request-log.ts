import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import { loggedPath } from './rest-path';

/** One line per request: method, path (no query, so no secrets), status, duration. */
export function requestLog(write: (line: string) => void): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const duration = (performance.now() - started).toFixed(1);
      write(`${c.req.method} ${loggedPath(c.req.raw)} ${c.res.status} ${duration}ms`);
    }
  };
}
