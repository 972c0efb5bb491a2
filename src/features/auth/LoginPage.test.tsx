import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginPage } from './LoginPage';
import { sessionStore } from './session-store';
import { testSession } from '../../test/session-fixture';
import { stageNothing } from '../../test/stage-nothing';

const session = testSession();

const MEMBERS_PAGE = '/spaces/design-club/members?search=an';

function CurrentPage() {
  const location = useLocation();
  return <p data-testid="page">{`${location.pathname}${location.search}`}</p>;
}

function renderLogin(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginPage loadLandingStager={stageNothing} />} />
        <Route path="*" element={<CurrentPage />} />
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

describe('LoginPage', () => {
  it('says the password no longer works when the site ended the session, and prefills', () => {
    sessionStore.signIn(session);
    sessionStore.expire();
    renderLogin(`/login?next=${encodeURIComponent(MEMBERS_PAGE)}`);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your session has ended');
    expect(alert).toHaveTextContent('no longer accepts this application password');
    expect(screen.getByLabelText('Username')).toHaveValue('admin');
    expect(screen.getByLabelText('Application password')).toHaveValue('');
  });

  it('says only "signed out" after signing out', () => {
    sessionStore.signIn(session);
    sessionStore.signOut();
    renderLogin('/login');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You are signed out.');
  });

  it('returns to the page the session ended on once signed in again', () => {
    sessionStore.signIn(session);
    sessionStore.expire();
    renderLogin(`/login?next=${encodeURIComponent(MEMBERS_PAGE)}`);
    act(() => sessionStore.signIn(session));
    expect(screen.getByTestId('page')).toHaveTextContent(MEMBERS_PAGE);
  });

  it.each([
    ['/srv/desk/credentials.json', '/srv/desk/credentials.json'],
    [null, 'the credentials file in the server’s data directory'],
  ])('names where the demo credentials are kept (%s)', (file, named) => {
    const metas = [
      Object.assign(document.createElement('meta'), {
        name: 'community-desk-demo',
        content: 'admin',
      }),
      ...(file
        ? [
            Object.assign(document.createElement('meta'), {
              name: 'community-desk-demo-credentials',
              content: file,
            }),
          ]
        : []),
    ];
    document.head.append(...metas);
    try {
      renderLogin('/login');
      const box = screen.getByText(/This is the reference server’s demo site/);
      expect(box).toHaveTextContent(`also saved in ${named}`);
      expect(box).not.toHaveTextContent('data/credentials.json');
    } finally {
      metas.forEach((meta) => meta.remove());
    }
  });
});
