import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loginScreen, shellScreen, SIGNED_IN_PAGES } from './page-modules';
import { stageNothing } from '../test/stage-nothing';
import { LOGIN_PAGE_SOURCE, PAGES, SHELL_SOURCE, SIGNED_IN_PAGE_SOURCES } from './pages';

// Each module stands in for itself by name: what a loader brings says which file it imported.
vi.mock('../features/auth/LoginPage', () => ({
  LoginPage: () => 'src/features/auth/LoginPage.tsx',
}));
vi.mock('./layout/SignedInLayout', () => ({
  SignedInLayout: () => 'src/app/layout/SignedInLayout.tsx',
}));
vi.mock('../features/inbox/InboxRoute', () => ({
  InboxRoute: () => 'src/features/inbox/InboxRoute.tsx',
}));
vi.mock('../features/feed/FeedRoute', () => ({
  FeedRoute: () => 'src/features/feed/FeedRoute.tsx',
}));
vi.mock('../features/spaces/SpacesRoute', () => ({
  SpacesRoute: () => 'src/features/spaces/SpacesRoute.tsx',
}));
vi.mock('../features/spaces/MembersRoute', () => ({
  MembersRoute: () => 'src/features/spaces/MembersRoute.tsx',
}));
vi.mock('../features/spaces/SpaceInsightsRoute', () => ({
  SpaceInsightsRoute: () => 'src/features/spaces/SpaceInsightsRoute.tsx',
}));
vi.mock('../features/courses/CoursesRoute', () => ({
  CoursesRoute: () => 'src/features/courses/CoursesRoute.tsx',
}));
vi.mock('../features/courses/StudentsRoute', () => ({
  StudentsRoute: () => 'src/features/courses/StudentsRoute.tsx',
}));
vi.mock('../features/courses/CourseInsightsRoute', () => ({
  CourseInsightsRoute: () => 'src/features/courses/CourseInsightsRoute.tsx',
}));
vi.mock('../features/overview/OverviewRoute', () => ({
  OverviewRoute: () => 'src/features/overview/OverviewRoute.tsx',
}));
vi.mock('../features/action-log/ActionLogRoute', () => ({
  ActionLogRoute: () => 'src/features/action-log/ActionLogRoute.tsx',
}));
vi.mock('../features/action-log/prefetch', () => ({
  prefetchActionLogPage: { source: 'src/features/action-log/prefetch.ts' },
}));
vi.mock('../insights/prefetch', () => ({
  prefetchOverviewPage: { source: 'src/insights/prefetch.ts' },
  prefetchSpaceInsightsPage: { source: 'src/insights/prefetch.ts' },
  prefetchCourseInsightsPage: { source: 'src/insights/prefetch.ts' },
}));
vi.mock('../features/inbox/prefetch', () => ({
  prefetchInboxPage: { source: 'src/features/inbox/prefetch.ts' },
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

/** The file a loaded screen module stands in for (what its one export renders). */
const fileOf = (module: object) => (Object.values(module)[0] as () => string)();

describe('page modules', () => {
  it('load, for each route, the very files pages.ts names (what the build preloads)', async () => {
    expect(SIGNED_IN_PAGES.map((page) => page.pattern)).toEqual(
      SIGNED_IN_PAGE_SOURCES.map((sources) => sources.pattern),
    );
    for (const [index, sources] of SIGNED_IN_PAGE_SOURCES.entries()) {
      const page = SIGNED_IN_PAGES[index]!;
      expect({ pattern: sources.pattern, page: fileOf(await page.load()) }).toEqual({
        pattern: sources.pattern,
        page: sources.page,
      });
      expect({ pattern: sources.pattern, prefetch: await page.prefetch() }).toEqual({
        pattern: sources.pattern,
        prefetch: { source: sources.prefetch },
      });
    }
    expect(fileOf(await loginScreen.load())).toBe(LOGIN_PAGE_SOURCE);
    expect(fileOf(await shellScreen.load())).toBe(SHELL_SOURCE);
  });

  it('render each screen from the export named after its file', async () => {
    const screens = [
      { ...loginScreen, element: <loginScreen.Component loadLandingStager={stageNothing} /> },
      {
        ...shellScreen,
        element: <shellScreen.Component pages={PAGES} loadPage={() => undefined} />,
      },
      ...SIGNED_IN_PAGES.map((page) => ({ ...page, element: <page.Component /> })),
    ];
    const shown: (string | null)[] = [];
    for (const screen of screens) {
      await screen.load();
      const { container, unmount } = render(screen.element);
      shown.push(container.textContent);
      unmount();
    }
    expect(shown).toEqual([
      LOGIN_PAGE_SOURCE,
      SHELL_SOURCE,
      ...SIGNED_IN_PAGE_SOURCES.map((sources) => sources.page),
    ]);
  });
});
