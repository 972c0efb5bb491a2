/**
 * Where to go after signing in: the page (with its filters) the user was on when the session
 * ended, if it is a path of this app; otherwise the feed.
 */
export function safeNextLocation(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return '/feed';
  if (next === '/login' || next.startsWith('/login?')) return '/feed';
  return next;
}

export function loginPathFor(location: { pathname: string; search: string }): string {
  const next = `${location.pathname}${location.search}`;
  return next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`;
}
