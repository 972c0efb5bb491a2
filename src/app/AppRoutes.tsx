import { Navigate, Route, Routes } from 'react-router';
import { lazyPage } from './lazy-page';
import { NotFoundPage } from './NotFoundPage';
import { paths, ROUTE_PATTERNS } from './paths';
import { RequireSession } from './RequireSession';
import { RouteBoundary } from './RouteBoundary';

/**
 * Every page is its own chunk, so the login screen downloads only what it needs; the signed-in
 * shell (and React Query with it) comes with the first signed-in page. URL search params are
 * the one source of truth for each page's filters.
 */
const LoginPage = lazyPage(
  () => import('../features/auth/LoginPage'),
  (module) => module.LoginPage,
);
const SignedInLayout = lazyPage(
  () => import('./layout/SignedInLayout'),
  (module) => module.SignedInLayout,
);
const FeedPage = lazyPage(
  () => import('../features/feed/FeedRoute'),
  (module) => module.FeedRoute,
);
const SpacesPage = lazyPage(
  () => import('../features/members/SpacesRoute'),
  (module) => module.SpacesRoute,
);
const MembersPage = lazyPage(
  () => import('../features/members/MembersRoute'),
  (module) => module.MembersRoute,
);
const CoursesPage = lazyPage(
  () => import('../features/students/CoursesRoute'),
  (module) => module.CoursesRoute,
);
const StudentsPage = lazyPage(
  () => import('../features/students/StudentsRoute'),
  (module) => module.StudentsRoute,
);

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={ROUTE_PATTERNS.login}
        element={
          <RouteBoundary>
            <LoginPage />
          </RouteBoundary>
        }
      />
      <Route element={<RequireSession />}>
        <Route
          element={
            <RouteBoundary>
              <SignedInLayout />
            </RouteBoundary>
          }
        >
          <Route index element={<Navigate to={paths.feed()} replace />} />
          <Route
            path={ROUTE_PATTERNS.feed}
            element={
              <RouteBoundary>
                <FeedPage />
              </RouteBoundary>
            }
          />
          <Route
            path={ROUTE_PATTERNS.spaces}
            element={
              <RouteBoundary>
                <SpacesPage />
              </RouteBoundary>
            }
          />
          <Route
            path={ROUTE_PATTERNS.spaceMembers}
            element={
              <RouteBoundary>
                <MembersPage />
              </RouteBoundary>
            }
          />
          <Route
            path={ROUTE_PATTERNS.courses}
            element={
              <RouteBoundary>
                <CoursesPage />
              </RouteBoundary>
            }
          />
          <Route
            path={ROUTE_PATTERNS.courseStudents}
            element={
              <RouteBoundary>
                <StudentsPage />
              </RouteBoundary>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
