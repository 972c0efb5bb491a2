import { ROUTE_PATTERNS } from './paths.ts';

/**
 * The source files behind each signed-in route, as data the build can read: the build lists,
 * in index.html, the files of each route's code (scripts/vite-route-preload.ts), and
 * /route-preload.js asks for the current route's files while the app's main script is still
 * coming, instead of after it has run. page-modules.ts imports these same files (its test
 * checks that they agree). Paths are relative to the repository root.
 */

/** The login screen: what a signed-out visitor downloads, kept within its budget. */
export const LOGIN_PAGE_SOURCE = 'src/features/auth/LoginPage.tsx';

/** The sign-in: fetched once the login screen has painted, kept to what signing in runs. */
export const SIGN_IN_SOURCE = 'src/features/auth/sign-in.ts';

/** The data layer: the query cache and the API client, which every page's first queries wait on. */
export const DATA_LAYER_SOURCES = ['src/app/app-query-client.ts', 'src/api/client.ts'] as const;

/** The signed-in shell: sidebar, top bar, command palette, around every signed-in page. */
export const SHELL_SOURCE = 'src/app/layout/SignedInLayout.tsx';

/** What every signed-in page needs first: the data layer (its first queries wait on it), the shell. */
export const SIGNED_IN_SHELL_SOURCES = [...DATA_LAYER_SOURCES, SHELL_SOURCE] as const;

/**
 * Pages that are often visited one after the other, and share much of their code: the build
 * puts the code that pages of the same families share in one chunk (chunk-groups.ts). The two
 * pages a sign-in lands on (the overview, the feed) are each a family of their own, so that
 * neither downloads code it does not run.
 */
export type PageFamily = 'overview' | 'feed' | 'lists' | 'insights';

export interface SignedInPageSources {
  readonly pattern: string;
  /** The small module naming the page's first queries. */
  readonly prefetch: string;
  /** The page itself. */
  readonly page: string;
  /** The pages it shares its common code's chunks with. */
  readonly family: PageFamily;
}

const insightsPrefetch = 'src/insights/prefetch.ts';

export const SIGNED_IN_PAGE_SOURCES: readonly SignedInPageSources[] = [
  {
    pattern: ROUTE_PATTERNS.home,
    prefetch: insightsPrefetch,
    page: 'src/features/overview/OverviewRoute.tsx',
    family: 'overview',
  },
  {
    pattern: ROUTE_PATTERNS.feed,
    prefetch: 'src/features/feed/prefetch.ts',
    page: 'src/features/feed/FeedRoute.tsx',
    family: 'feed',
  },
  {
    pattern: ROUTE_PATTERNS.spaces,
    prefetch: 'src/features/spaces/prefetch.ts',
    page: 'src/features/spaces/SpacesRoute.tsx',
    family: 'lists',
  },
  {
    pattern: ROUTE_PATTERNS.spaceMembers,
    prefetch: 'src/features/spaces/prefetch.ts',
    page: 'src/features/spaces/MembersRoute.tsx',
    family: 'lists',
  },
  {
    pattern: ROUTE_PATTERNS.spaceInsights,
    prefetch: insightsPrefetch,
    page: 'src/features/spaces/SpaceInsightsRoute.tsx',
    family: 'insights',
  },
  {
    pattern: ROUTE_PATTERNS.courses,
    prefetch: 'src/features/courses/prefetch.ts',
    page: 'src/features/courses/CoursesRoute.tsx',
    family: 'lists',
  },
  {
    pattern: ROUTE_PATTERNS.courseStudents,
    prefetch: 'src/features/courses/prefetch.ts',
    page: 'src/features/courses/StudentsRoute.tsx',
    family: 'lists',
  },
  {
    pattern: ROUTE_PATTERNS.courseInsights,
    prefetch: insightsPrefetch,
    page: 'src/features/courses/CourseInsightsRoute.tsx',
    family: 'insights',
  },
];

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
