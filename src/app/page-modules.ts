import { matchPath } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { moduleLoader } from '../lib/module-loader';
import type { PagePrefetch } from './page-prefetch';
import { SIGNED_IN_PAGE_SOURCES } from './page-sources';

/**
 * Where each page's code comes from (one chunk per page: AppRoutes renders them lazily) and
 * what each signed-in page asks the site first. Knowing both from a URL alone lets the app
 * start a page's code, the signed-in shell and the page's data together, instead of one
 * after the other as rendering would discover them: at sign-in (the landing page) and when a
 * signed-in link is opened cold (a bookmark, a new tab).
 */
export const pageModules = {
  login: moduleLoader(() => import('../features/auth/LoginPage')),
  shell: moduleLoader(() => import('./layout/SignedInLayout')),
  overview: moduleLoader(() => import('../features/overview/OverviewRoute')),
  feed: moduleLoader(() => import('../features/feed/FeedRoute')),
  spaces: moduleLoader(() => import('../features/spaces/SpacesRoute')),
  members: moduleLoader(() => import('../features/spaces/MembersRoute')),
  courses: moduleLoader(() => import('../features/courses/CoursesRoute')),
  students: moduleLoader(() => import('../features/courses/StudentsRoute')),
  spaceInsights: moduleLoader(() => import('../features/spaces/SpaceInsightsRoute')),
  courseInsights: moduleLoader(() => import('../features/courses/CourseInsightsRoute')),
};

interface SignedInPage {
  pattern: string;
  load: () => Promise<unknown>;
  prefetch: () => Promise<PagePrefetch>;
}

/**
 * Each signed-in page by its source file (page-sources.ts): its module, and the small module
 * naming its first queries — each import on the line of its file's name (page-modules.test.ts).
 */
const SIGNED_IN_LOADERS: Readonly<Record<string, Omit<SignedInPage, 'pattern'>>> = {
  'src/features/overview/OverviewRoute.tsx': {
    load: pageModules.overview,
    prefetch: () => import('../insights/prefetch').then((m) => m.prefetchOverviewPage),
  },
  'src/features/feed/FeedRoute.tsx': {
    load: pageModules.feed,
    prefetch: () => import('../features/feed/prefetch').then((m) => m.prefetchFeedPage),
  },
  'src/features/spaces/SpacesRoute.tsx': {
    load: pageModules.spaces,
    prefetch: () => import('../features/spaces/prefetch').then((m) => m.prefetchSpacesPage),
  },
  'src/features/spaces/MembersRoute.tsx': {
    load: pageModules.members,
    prefetch: () => import('../features/spaces/prefetch').then((m) => m.prefetchMembersPage),
  },
  'src/features/courses/CoursesRoute.tsx': {
    load: pageModules.courses,
    prefetch: () => import('../features/courses/prefetch').then((m) => m.prefetchCoursesPage),
  },
  'src/features/courses/StudentsRoute.tsx': {
    load: pageModules.students,
    prefetch: () => import('../features/courses/prefetch').then((m) => m.prefetchStudentsPage),
  },
  'src/features/spaces/SpaceInsightsRoute.tsx': {
    load: pageModules.spaceInsights,
    prefetch: () => import('../insights/prefetch').then((m) => m.prefetchSpaceInsightsPage),
  },
  'src/features/courses/CourseInsightsRoute.tsx': {
    load: pageModules.courseInsights,
    prefetch: () => import('../insights/prefetch').then((m) => m.prefetchCourseInsightsPage),
  },
};

/** Exported for its test. */
export const SIGNED_IN_PAGES: readonly SignedInPage[] = SIGNED_IN_PAGE_SOURCES.map((sources) => {
  const loaders = SIGNED_IN_LOADERS[sources.page];
  if (!loaders) throw new Error(`page-modules: no loaders for ${sources.page}`);
  return { pattern: sources.pattern, ...loaders };
});

/** An in-app location: `/spaces/general/members?sort_by=…`. */
export interface PageLocation {
  pathname: string;
  search: string;
}

export interface PageLoad {
  /** Settles once the shell's and the page's code are here (or failed to come). */
  code: Promise<unknown>;
  /**
   * Starts the page's first queries once the code that names them is here, on the cache
   * `into` gives at that moment (none: the queries are no longer wanted).
   */
  prefetchData: (into: () => QueryClient | null, client: ApiClient) => Promise<void>;
}

/**
 * Starts downloading the signed-in shell and the page at `location` (and the small module
 * naming its first queries), and returns a way to start those queries; null when no signed-in
 * page is there (the login screen, an unknown path). A failed download is left to the page,
 * which shows its own error when it renders.
 */
export function preloadSignedInPage(location: PageLocation): PageLoad | null {
  for (const page of SIGNED_IN_PAGES) {
    const match = matchPath({ path: page.pattern, end: true }, location.pathname);
    if (!match) continue;
    const ignoreFailure = () => undefined;
    // The small module naming the page's queries first: over HTTP/1.1 a browser fetches six
    // files at a time from one origin, in the order asked, and the data waits only on it.
    const prefetch = page.prefetch();
    prefetch.catch(ignoreFailure);
    const code = Promise.allSettled([pageModules.shell(), page.load()]);
    return {
      code,
      async prefetchData(into, client) {
        const start = await prefetch.catch(() => null);
        const queryClient = into();
        if (!start || !queryClient) return;
        await start(queryClient, {
          client,
          params: match.params,
          searchParams: new URLSearchParams(location.search),
        });
      },
    };
  }
  return null;
}
