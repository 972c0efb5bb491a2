import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './hono-app';
import { escapeLogField } from './log-text';
import { loggedPath } from './rest-path';

/**
 * One line per request: method, path (no query, so no secrets), status, duration. Nothing
 * else of the request is written — in particular never the Authorization header — and every
 * field is escaped, so a request cannot add a line or control the reader's terminal.
 */
export function requestLog(write: (line: string) => void): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const duration = (performance.now() - started).toFixed(1);
      const method = escapeLogField(c.req.method);
      write(`${method} ${loggedPath(c.req.raw)} ${c.res.status} ${duration}ms`);
    }
  };
}
