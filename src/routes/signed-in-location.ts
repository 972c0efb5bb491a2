import { matchPath } from 'react-router';
import { paths, ROUTE_PATTERNS, type QueryString } from './paths';

/**
 * Where a signed-in page with filters to keep is, apart from its query: which page, and its
 * space or course. The overview and the insights pages have none, so they are not here.
 */
export type SignedInPage =
  | { page: 'feed' }
  | { page: 'spaces' }
  | { page: 'courses' }
  | { page: 'spaceMembers'; slug: string }
  | { page: 'courseStudents'; courseId: number };

export type SignedInPageId = SignedInPage['page'];

/** A signed-in page of the dashboard, read back from an in-app URL (`readSignedInLocation`). */
export type SignedInLocation = SignedInPage & { path: string; search: URLSearchParams };

/** A location of one of those pages. */
export type SignedInLocationOf<P extends SignedInPageId> = Extract<SignedInLocation, { page: P }>;

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

/** A path segment as it was before it was encoded (`caf%C3%A9` → `café`); null if it cannot be. */
function decodeSegment(segment: string | undefined): string | null {
  try {
    const text = decodeURIComponent(segment ?? '');
    return text === '' ? null : text;
  } catch {
    return null;
  }
}

type PathParams = Readonly<Record<string, string | undefined>>;

/** Each page's path parameters, as the router matched them, read as its place (null: none). */
const PLACE_READERS: {
  readonly [P in SignedInPageId]: (params: PathParams) => Extract<SignedInPage, { page: P }> | null;
} = {
  feed: () => ({ page: 'feed' }),
  spaces: () => ({ page: 'spaces' }),
  courses: () => ({ page: 'courses' }),
  spaceMembers: ({ slug }) => {
    const decoded = decodeSegment(slug);
    return decoded === null ? null : { page: 'spaceMembers', slug: decoded };
  },
  courseStudents: ({ id = '' }) =>
    COURSE_ID.test(id) ? { page: 'courseStudents', courseId: Number(id) } : null,
};

const PAGE_IDS = Object.keys(PLACE_READERS) as SignedInPageId[];

/** The page at `pathname`, matched as the router matches it (react-router's `matchPath`). */
function readPlace(pathname: string): SignedInPage | null {
  for (const page of PAGE_IDS) {
    const match = matchPath({ path: ROUTE_PATTERNS[page], caseSensitive: true }, pathname);
    if (match) return PLACE_READERS[page](match.params);
  }
  return null;
}

/**
 * Reads an in-app URL (`/spaces/caf%C3%A9/members?search=ana`) as one of the signed-in pages,
 * rebuilt by the builders of paths.ts so that equal pages give equal paths; null for anything
 * else: another origin (`//evil.example/feed`), the login screen, the overview and the insights
 * pages (they have no filters to keep), an unknown path, a course id that cannot exist. The
 * fragment is dropped. What a saved view stores and compares.
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
