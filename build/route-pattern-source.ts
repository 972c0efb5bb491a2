/**
 * A route pattern as a regular expression over `location.pathname` (`:name` is one non-empty
 * path segment; a trailing slash is allowed), as react-router matches it.
 */
export function routePatternSource(pattern: string): string {
  const body = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return `^${body === '' ? '' : body.replace(/\/$/, '')}/?$`;
}
