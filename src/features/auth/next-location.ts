import { paths } from '../../routes/paths';

/**
 * Where to go after signing in: the page (with its filters) the user was on when the session
 * ended, if it is a path of this app; otherwise the overview.
 */
export function safeNextLocation(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return paths.home();
  if (next === paths.login() || next.startsWith(`${paths.login()}?`)) return paths.home();
  return next;
}

export function loginPathFor(location: { pathname: string; search: string }): string {
  const next = `${location.pathname}${location.search}`;
  return paths.login(next === paths.home() ? undefined : next);
}
