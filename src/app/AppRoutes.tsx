import { Route, Routes } from 'react-router';
import { NotFoundPage } from './NotFoundPage';
import { loadPageCode, loginScreen, shellScreen, SIGNED_IN_PAGES } from './page-modules';
import { PAGES } from './pages';
import { ROUTE_PATTERNS } from '../routes/paths';
import { RequireSession } from './RequireSession';
import { RouteBoundary } from './RouteBoundary';

/** The page a sign-in lands on is staged by the app, with code the form loads when sent. */
const loadLandingStager = () => import('./landing-stage').then((module) => module.stageLandingPage);

/**
 * Every page is its own chunk (page-modules.ts), so the login screen downloads only what it
 * needs; the signed-in shell (and React Query with it) comes with the first signed-in page.
 * The signed-in pages are the registry's (pages.ts). URL search params are the one source of
 * truth for each page's filters.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={ROUTE_PATTERNS.login}
        element={
          <RouteBoundary loader={loginScreen.load}>
            <loginScreen.Component loadLandingStager={loadLandingStager} />
          </RouteBoundary>
        }
      />
      <Route element={<RequireSession />}>
        <Route
          element={
            <RouteBoundary loader={shellScreen.load}>
              <shellScreen.Component pages={PAGES} loadPage={loadPageCode} />
            </RouteBoundary>
          }
        >
          {SIGNED_IN_PAGES.map((page) => (
            <Route
              key={page.id}
              path={page.pattern}
              element={
                <RouteBoundary loader={page.load}>
                  <page.Component />
                </RouteBoundary>
              }
            />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
