import { Route, Routes } from 'react-router';
import { lazyComponent } from '../lib/lazy-component';
import { NotFoundPage } from './NotFoundPage';
import { pageModules } from './page-modules';
import { ROUTE_PATTERNS } from './paths';
import { RequireSession } from './RequireSession';
import { RouteBoundary } from './RouteBoundary';

/**
 * Every page is its own chunk (page-modules.ts), so the login screen downloads only what it
 * needs; the signed-in shell (and React Query with it) comes with the first signed-in page.
 * URL search params are the one source of truth for each page's filters.
 */
const LoginPage = lazyComponent(pageModules.login, (module) => module.LoginPage);
const SignedInLayout = lazyComponent(pageModules.shell, (module) => module.SignedInLayout);
const OverviewPage = lazyComponent(pageModules.overview, (module) => module.OverviewRoute);
const FeedPage = lazyComponent(pageModules.feed, (module) => module.FeedRoute);
const SpacesPage = lazyComponent(pageModules.spaces, (module) => module.SpacesRoute);
const MembersPage = lazyComponent(pageModules.members, (module) => module.MembersRoute);
const CoursesPage = lazyComponent(pageModules.courses, (module) => module.CoursesRoute);
const StudentsPage = lazyComponent(pageModules.students, (module) => module.StudentsRoute);
const SpaceInsightsPage = lazyComponent(
  pageModules.spaceInsights,
  (module) => module.SpaceInsightsRoute,
);
const CourseInsightsPage = lazyComponent(
  pageModules.courseInsights,
  (module) => module.CourseInsightsRoute,
);

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={ROUTE_PATTERNS.login}
        element={
          <RouteBoundary loader={pageModules.login}>
            <LoginPage />
          </RouteBoundary>
        }
      />
      <Route element={<RequireSession />}>
        <Route
          element={
            <RouteBoundary loader={pageModules.shell}>
              <SignedInLayout />
            </RouteBoundary>
          }
        >
          <Route
            index
            element={
              <RouteBoundary loader={pageModules.overview}>
                <OverviewPage />
              </RouteBoundary>
            }
          />
          <Route
            path={ROUTE_PATTERNS.feed}
            element={
              <RouteBoundary loader={pageModules.feed}>
                <FeedPage />
              </RouteBoundary>
            }
          />
          <Route
            path={ROUTE_PATTERNS.spaces}
            element={
              <RouteBoundary loader={pageModules.spaces}>
                <SpacesPage />
              </RouteBoundary>
            }
          />
          <Route
            path={ROUTE_PATTERNS.spaceMembers}
            element={
              <RouteBoundary loader={pageModules.members}>
                <MembersPage />
              </RouteBoundary>
            }
          />
          <Route
            path={ROUTE_PATTERNS.spaceInsights}
            element={
              <RouteBoundary loader={pageModules.spaceInsights}>
                <SpaceInsightsPage />
              </RouteBoundary>
            }
          />
          <Route
            path={ROUTE_PATTERNS.courses}
            element={
              <RouteBoundary loader={pageModules.courses}>
                <CoursesPage />
              </RouteBoundary>
            }
          />
          <Route
            path={ROUTE_PATTERNS.courseStudents}
            element={
              <RouteBoundary loader={pageModules.students}>
                <StudentsPage />
              </RouteBoundary>
            }
          />
          <Route
            path={ROUTE_PATTERNS.courseInsights}
            element={
              <RouteBoundary loader={pageModules.courseInsights}>
                <CourseInsightsPage />
              </RouteBoundary>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
