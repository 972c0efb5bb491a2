import { safeHttpUrl } from './safe-url';

/**
 * Links to the community's own screens, for acting where the site acts (the dashboard only
 * reads). FluentCommunity builds every portal URL from one base, `Helper::baseUrl()` — the
 * site's home plus the portal's slug (`/portal` by default, configurable) — and prints it in
 * each profile's `permalink` as `{base}/u/{username}`, so the base is read from there rather
 * than guessed.
 */
export function portalBaseFromProfileLink(permalink: string | null | undefined): string | null {
  const url = safeHttpUrl(permalink);
  if (!url) return null;
  const parsed = new URL(url);
  const match = /^(.*)\/u\/[^/]+\/?$/.exec(parsed.pathname);
  if (!match || parsed.search || parsed.hash) return null;
  return `${parsed.origin}${match[1]}`;
}

/**
 * The site's own screen for reviewing a space's join requests: the link the plugin puts in its
 * "new join request" email (`space/{slug}/members?view_pending=yes`).
 */
export function pendingRequestsScreen(portalBase: string, spaceSlug: string): string {
  return `${portalBase}/space/${encodeURIComponent(spaceSlug)}/members?view_pending=yes`;
}
