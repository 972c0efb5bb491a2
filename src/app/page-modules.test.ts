import { describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_PAGES } from './page-modules';
import { SIGNED_IN_PAGE_SOURCES } from './page-sources';

// Each module stands in for itself by name: what a loader brings says which file it imported.
vi.mock('../features/feed/FeedRoute', () => ({ source: 'src/features/feed/FeedRoute.tsx' }));
vi.mock('../features/spaces/SpacesRoute', () => ({
  source: 'src/features/spaces/SpacesRoute.tsx',
}));
vi.mock('../features/spaces/MembersRoute', () => ({
  source: 'src/features/spaces/MembersRoute.tsx',
}));
vi.mock('../features/courses/CoursesRoute', () => ({
  source: 'src/features/courses/CoursesRoute.tsx',
}));
vi.mock('../features/courses/StudentsRoute', () => ({
  source: 'src/features/courses/StudentsRoute.tsx',
}));
vi.mock('../features/overview/OverviewRoute', () => ({
  source: 'src/features/overview/OverviewRoute.tsx',
}));
vi.mock('../features/spaces/SpaceInsightsRoute', () => ({
  source: 'src/features/spaces/SpaceInsightsRoute.tsx',
}));
vi.mock('../features/courses/CourseInsightsRoute', () => ({
  source: 'src/features/courses/CourseInsightsRoute.tsx',
}));
vi.mock('../insights/prefetch', () => ({
  prefetchOverviewPage: { source: 'src/insights/prefetch.ts' },
  prefetchSpaceInsightsPage: { source: 'src/insights/prefetch.ts' },
  prefetchCourseInsightsPage: { source: 'src/insights/prefetch.ts' },
}));
vi.mock('../features/feed/prefetch', () => ({
  prefetchFeedPage: { source: 'src/features/feed/prefetch.ts' },
}));
vi.mock('../features/spaces/prefetch', () => ({
  prefetchSpacesPage: { source: 'src/features/spaces/prefetch.ts' },
  prefetchMembersPage: { source: 'src/features/spaces/prefetch.ts' },
}));
vi.mock('../features/courses/prefetch', () => ({
  prefetchCoursesPage: { source: 'src/features/courses/prefetch.ts' },
  prefetchStudentsPage: { source: 'src/features/courses/prefetch.ts' },
}));

describe('page modules', () => {
  it('load, for each route, the very files page-sources.ts names (what the build preloads)', async () => {
    expect(SIGNED_IN_PAGES.map((page) => page.pattern)).toEqual(
      SIGNED_IN_PAGE_SOURCES.map((sources) => sources.pattern),
    );
    for (const [index, sources] of SIGNED_IN_PAGE_SOURCES.entries()) {
      const page = SIGNED_IN_PAGES[index]!;
      expect({ pattern: sources.pattern, page: await page.load() }).toEqual({
        pattern: sources.pattern,
        page: expect.objectContaining({ source: sources.page }),
      });
      expect({ pattern: sources.pattern, prefetch: await page.prefetch() }).toEqual({
        pattern: sources.pattern,
        prefetch: { source: sources.prefetch },
      });
    }
  });
});
