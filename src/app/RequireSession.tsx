import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathFor } from '../features/auth/next-location';
import { useSessionState } from '../features/auth/session-store';
import { paths } from '../routes/paths';

/**
 * Signed-in screens only. Without a session (never signed in, signed out, or a 401 ended it)
 * go to the login screen, carrying the current page and its filters to come back to.
 */
export function RequireSession() {
  const state = useSessionState();
  const location = useLocation();
  if (state.status !== 'signed-in') {
    const target = state.reason === 'signed-out' ? paths.login() : loginPathFor(location);
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
