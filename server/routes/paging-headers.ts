import type { Context } from 'hono';

/** WordPress's paging headers (exposed by CORS), for paginated responses. */
export function setPagingHeaders(c: Context, page: { total: number; last_page: number }): void {
  c.header('X-WP-Total', String(page.total));
  c.header('X-WP-TotalPages', String(page.last_page));
}
