import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../features/auth/session-store';
import { RequireSession } from './RequireSession';
import { testSession } from '../test/session-fixture';

const session = testSession();

const MEMBERS_PAGE = '/spaces/design-club/members?search=ana&sort_by=display_name';

function LoginScreen() {
  const location = useLocation();
  return <p data-testid="login">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginScreen />} />
        <Route element={<RequireSession />}>
          <Route path="/spaces/:slug/members" element={<p>Members page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  sessionStore.signOut();
  localStorage.clear();
  sessionStorage.clear();
});

describe('RequireSession', () => {
  it('shows the page while signed in', () => {
    sessionStore.signIn(session);
    renderAt(MEMBERS_PAGE);
    expect(screen.getByText('Members page')).toBeInTheDocument();
  });

  it('sends an ended session to the login screen with the page and its filters to return to', () => {
    sessionStore.signIn(session);
    renderAt(MEMBERS_PAGE);
    act(() => sessionStore.expire());
    expect(screen.queryByText('Members page')).not.toBeInTheDocument();
    expect(screen.getByTestId('login')).toHaveTextContent(
      `/login?next=${encodeURIComponent(MEMBERS_PAGE)}`,
    );
  });

  it('after signing out goes to the plain login screen: the next person starts afresh', () => {
    sessionStore.signIn(session);
    renderAt(MEMBERS_PAGE);
    act(() => sessionStore.signOut());
    expect(screen.getByTestId('login').textContent).toBe('/login');
  });
});
