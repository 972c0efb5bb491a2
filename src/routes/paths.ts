/**
 * Every URL of the dashboard, built in one place: links, redirects and `navigate` calls use
 * these builders, and the router uses the patterns (app/pages.ts), so a page can move without
 * a hunt for hand-built strings. (The site's API routes are not here: they are the API
 * client's.) A layer below the features, which link to each other's pages through it.
 */

/** A query string without its `?`, or search params (say, a page's URL state serialized). */
export type QueryString = string | URLSearchParams;

function withQuery(path: string, query: QueryString = ''): string {
  const text = String(query).replace(/^\?/, '');
  return text === '' ? path : `${path}?${text}`;
}

/** The route pattern of each page (app/pages.ts), for `<Route path>`, `useMatch` and `matchPath`. */
export const ROUTE_PATTERNS = {
  home: '/',
  login: '/login',
  inbox: '/inbox',
  feed: '/feed',
  spaces: '/spaces',
  spaceMembers: '/spaces/:slug/members',
  spaceInsights: '/spaces/:slug/insights',
  courses: '/courses',
  courseStudents: '/courses/:id/students',
  courseInsights: '/courses/:id/insights',
  actionLog: '/action-log',
} as const;

export const paths = {
  /** The overview: where a sign-in lands. */
  home: () => ROUTE_PATTERNS.home,
  /** The login screen; `next` is the in-app URL to return to once signed in. */
  login: (next?: string) =>
    next ? `${ROUTE_PATTERNS.login}?next=${encodeURIComponent(next)}` : ROUTE_PATTERNS.login,
  /** What waits on the admin: join requests, posts in review, profiles to approve. */
  inbox: () => ROUTE_PATTERNS.inbox,
  feed: (query?: QueryString) => withQuery(ROUTE_PATTERNS.feed, query),
  spaces: () => ROUTE_PATTERNS.spaces,
  /** A slug may hold any letter (`café`): it is encoded as one path segment. */
  spaceMembers: (slug: string, query?: QueryString) =>
    withQuery(`${ROUTE_PATTERNS.spaces}/${encodeURIComponent(slug)}/members`, query),
  spaceInsights: (slug: string) => `${ROUTE_PATTERNS.spaces}/${encodeURIComponent(slug)}/insights`,
  courses: (query?: QueryString) => withQuery(ROUTE_PATTERNS.courses, query),
  courseStudents: (id: number, query?: QueryString) =>
    withQuery(`${ROUTE_PATTERNS.courses}/${id}/students`, query),
  courseInsights: (id: number) => `${ROUTE_PATTERNS.courses}/${id}/insights`,
  /** The actions taken from this device; `search` filters them. */
  actionLog: (query?: QueryString) => withQuery(ROUTE_PATTERNS.actionLog, query),
};

/**
 * A course id from the path: a positive integer, or null. The API answers any other id with
 * a 404 (behaviour.md, "Course students"), so the page says so without asking.
 */
export function parseCourseId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && Number.isSafeInteger(id) ? id : null;
}
