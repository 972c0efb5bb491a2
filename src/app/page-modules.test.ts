import { describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_PAGES } from './page-modules';
import { SIGNED_IN_PAGE_SOURCES } from './page-sources';

// Each module stands in for itself by name: what a loader brings says which file it imported.
vi.mock('../features/feed/FeedRoute', () => ({ source: 'src/features/feed/FeedRoute.tsx' }));
vi.mock('../features/members/SpacesRoute', () => ({
  source: 'src/features/members/SpacesRoute.tsx',
}));
vi.mock('../features/members/MembersRoute', () => ({
  source: 'src/features/members/MembersRoute.tsx',
}));
vi.mock('../features/students/CoursesRoute', () => ({
  source: 'src/features/students/CoursesRoute.tsx',
}));
vi.mock('../features/students/StudentsRoute', () => ({
  source: 'src/features/students/StudentsRoute.tsx',
}));
vi.mock('../features/insights/overview/OverviewRoute', () => ({
  source: 'src/features/insights/overview/OverviewRoute.tsx',
}));
vi.mock('../features/insights/SpaceInsightsRoute', () => ({
  source: 'src/features/insights/SpaceInsightsRoute.tsx',
}));
vi.mock('../features/insights/CourseInsightsRoute', () => ({
  source: 'src/features/insights/CourseInsightsRoute.tsx',
}));
vi.mock('../features/insights/prefetch', () => ({
  prefetchOverviewPage: { source: 'src/features/insights/prefetch.ts' },
  prefetchSpaceInsightsPage: { source: 'src/features/insights/prefetch.ts' },
  prefetchCourseInsightsPage: { source: 'src/features/insights/prefetch.ts' },
}));
vi.mock('../features/feed/prefetch', () => ({
  prefetchFeedPage: { source: 'src/features/feed/prefetch.ts' },
}));
vi.mock('../features/members/prefetch', () => ({
  prefetchSpacesPage: { source: 'src/features/members/prefetch.ts' },
  prefetchMembersPage: { source: 'src/features/members/prefetch.ts' },
}));
vi.mock('../features/students/prefetch', () => ({
  prefetchCoursesPage: { source: 'src/features/students/prefetch.ts' },
  prefetchStudentsPage: { source: 'src/features/students/prefetch.ts' },
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
