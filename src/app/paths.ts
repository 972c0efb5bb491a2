/**
 * Every URL of the dashboard, built in one place: links, redirects and `navigate` calls use
 * these builders, and the router uses the patterns, so a page can move without a hunt for
 * hand-built strings. (The site's API routes are not here: they are the API client's.)
 */

/** A query string without its `?`, or search params (say, a page's URL state serialized). */
export type QueryString = string | URLSearchParams;

function withQuery(path: string, query: QueryString = ''): string {
  const text = String(query).replace(/^\?/, '');
  return text === '' ? path : `${path}?${text}`;
}

/** The route patterns of `AppRoutes`, for `<Route path>` and `useMatch`. */
export const ROUTE_PATTERNS = {
  home: '/',
  login: '/login',
  feed: '/feed',
  spaces: '/spaces',
  spaceMembers: '/spaces/:slug/members',
  spaceInsights: '/spaces/:slug/insights',
  courses: '/courses',
  courseStudents: '/courses/:id/students',
  courseInsights: '/courses/:id/insights',
} as const;

export const paths = {
  /** The overview: where a sign-in lands. */
  home: () => ROUTE_PATTERNS.home,
  /** The login screen; `next` is the in-app URL to return to once signed in. */
  login: (next?: string) =>
    next ? `${ROUTE_PATTERNS.login}?next=${encodeURIComponent(next)}` : ROUTE_PATTERNS.login,
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
};

/** Where a signed-in page is, apart from its query: which page, and its space or course. */
export type SignedInPage =
  | { page: 'feed' | 'spaces' | 'courses' }
  | { page: 'spaceMembers'; slug: string }
  | { page: 'courseStudents'; courseId: number };

/** A signed-in page of the dashboard, read back from an in-app URL (`readSignedInLocation`). */
export type SignedInLocation = SignedInPage & { path: string; search: URLSearchParams };

/** The URL of a signed-in page with the given query (`/spaces` takes none). */
export function signedInPath(place: SignedInPage, query?: QueryString): string {
  switch (place.page) {
    case 'feed':
      return paths.feed(query);
    case 'spaces':
      return paths.spaces();
    case 'courses':
      return paths.courses(query);
    case 'spaceMembers':
      return paths.spaceMembers(place.slug, query);
    case 'courseStudents':
      return paths.courseStudents(place.courseId, query);
  }
}

/** The longest in-app URL read back: far past any real filter set, short enough to store. */
export const MAX_APP_URL_LENGTH = 2000;

/** A placeholder origin to read a path against: anything that leaves it is not in-app. */
const APP_ORIGIN = 'https://app.invalid';
const COURSE_ID = /^[1-9]\d{0,9}$/;

function decodeSegment(segment: string): string | null {
  try {
    const text = decodeURIComponent(segment);
    return text === '' ? null : text;
  } catch {
    return null;
  }
}

function readPlace(pathname: string): SignedInPage | null {
  const segments = pathname.replace(/\/$/, '').split('/').slice(1);
  const [first, second = '', third] = segments;
  if (segments.length === 1 && first === 'feed') return { page: 'feed' };
  if (segments.length === 1 && first === 'spaces') return { page: 'spaces' };
  if (segments.length === 1 && first === 'courses') return { page: 'courses' };
  if (segments.length !== 3) return null;
  if (first === 'spaces' && third === 'members') {
    const slug = decodeSegment(second);
    return slug === null ? null : { page: 'spaceMembers', slug };
  }
  if (first === 'courses' && third === 'students' && COURSE_ID.test(second)) {
    return { page: 'courseStudents', courseId: Number(second) };
  }
  return null;
}

/**
 * Reads an in-app URL (`/spaces/caf%C3%A9/members?search=ana`) as one of the signed-in pages,
 * rebuilt by the builders above so that equal pages give equal paths; null for anything else:
 * another origin (`//evil.example/feed`), the login screen, the overview and the insights pages
 * (they have no filters to keep), an unknown path, a course id that cannot exist. The fragment is dropped. What a
 * saved view stores and compares.
 */
export function readSignedInLocation(url: string): SignedInLocation | null {
  if (url.length > MAX_APP_URL_LENGTH || !url.startsWith('/') || url.startsWith('//')) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, APP_ORIGIN);
  } catch {
    return null;
  }
  if (parsed.origin !== APP_ORIGIN) return null;
  const place = readPlace(parsed.pathname);
  if (!place) return null;
  const search = place.page === 'spaces' ? new URLSearchParams() : parsed.searchParams;
  return { ...place, path: signedInPath(place, search), search };
}
