import { ROUTE_PATTERNS } from './paths';

/**
 * The source files behind each signed-in route, as data the build can read: the build lists,
 * in index.html, the files of each route's code (scripts/vite-route-preload.ts), and
 * /route-preload.js asks for the current route's files while the app's main script is still
 * coming, instead of after it has run. page-modules.ts imports these same files (its test
 * checks that they agree). Paths are relative to the repository root.
 */

/** What every signed-in page needs first: the data layer (its first queries wait on it), the shell. */
export const SIGNED_IN_SHELL_SOURCES = [
  'src/app/app-query-client.ts',
  'src/api/client.ts',
  'src/app/layout/SignedInLayout.tsx',
] as const;

export interface SignedInPageSources {
  readonly pattern: string;
  /** The small module naming the page's first queries. */
  readonly prefetch: string;
  /** The page itself. */
  readonly page: string;
}

const insightsPrefetch = 'src/features/insights/prefetch.ts';

export const SIGNED_IN_PAGE_SOURCES: readonly SignedInPageSources[] = [
  {
    pattern: ROUTE_PATTERNS.home,
    prefetch: insightsPrefetch,
    page: 'src/features/insights/overview/OverviewRoute.tsx',
  },
  {
    pattern: ROUTE_PATTERNS.feed,
    prefetch: 'src/features/feed/prefetch.ts',
    page: 'src/features/feed/FeedRoute.tsx',
  },
  {
    pattern: ROUTE_PATTERNS.spaces,
    prefetch: 'src/features/members/prefetch.ts',
    page: 'src/features/members/SpacesRoute.tsx',
  },
  {
    pattern: ROUTE_PATTERNS.spaceMembers,
    prefetch: 'src/features/members/prefetch.ts',
    page: 'src/features/members/MembersRoute.tsx',
  },
  {
    pattern: ROUTE_PATTERNS.spaceInsights,
    prefetch: insightsPrefetch,
    page: 'src/features/insights/SpaceInsightsRoute.tsx',
  },
  {
    pattern: ROUTE_PATTERNS.courses,
    prefetch: 'src/features/students/prefetch.ts',
    page: 'src/features/students/CoursesRoute.tsx',
  },
  {
    pattern: ROUTE_PATTERNS.courseStudents,
    prefetch: 'src/features/students/prefetch.ts',
    page: 'src/features/students/StudentsRoute.tsx',
  },
  {
    pattern: ROUTE_PATTERNS.courseInsights,
    prefetch: insightsPrefetch,
    page: 'src/features/insights/CourseInsightsRoute.tsx',
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
