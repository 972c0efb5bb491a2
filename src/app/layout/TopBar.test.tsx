import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientProvider } from '../../api/ApiClientProvider';
import type { ApiClient } from '../../api/client';
import { sessionStore } from '../../features/auth/session-store';
import { scopeId } from '../../lib/walks/walk-scope';
import {
  defaultWalkStorage,
  persistenceGeneration,
  saveWalk,
} from '../../lib/walks/persisted-walks';
import { RequireSession } from '../RequireSession';
import { currentUserKey } from './current-user-query';
import { TopBar } from './TopBar';
import { PageCatalogProvider } from '../../routes/page-catalog';
import { PAGE_CATALOG } from '../../test/page-catalog';
import { testSession } from '../../test/session-fixture';
import { noActions } from '../../test/no-actions';

const session = testSession({ remember: true });

// This device's insights live in IndexedDB, which jsdom lacks: an in-memory one stands in, so
// the top bar's sign-out clears the very storage the insights write to (defaultWalkStorage).
vi.stubGlobal('indexedDB', new IDBFactory());

/** Answers nothing: the top bar shows the session's own user meanwhile. */
const pendingClient: ApiClient = {
  root: session.root,
  get: () => new Promise<never>(() => undefined),
  act: noActions,
};

/** As in the app: the shell (and its top bar) only renders inside `RequireSession`. */
function renderTopBar(queryClient: QueryClient) {
  return render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={pendingClient}>
        <MemoryRouter initialEntries={['/spaces/general/members?search=ana']}>
          <Routes>
            <Route path="/login" element={<p>Login screen</p>} />
            <Route element={<RequireSession />}>
              <Route
                path="*"
                element={
                  <PageCatalogProvider catalog={PAGE_CATALOG}>
                    <TopBar />
                  </PageCatalogProvider>
                }
              />
            </Route>
          </Routes>
        </MemoryRouter>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  sessionStore.signOut();
  localStorage.clear();
  sessionStorage.clear();
});

describe('TopBar', () => {
  it('shows the site and who is signed in', () => {
    sessionStore.signIn(session);
    renderTopBar(new QueryClient());
    expect(screen.getByRole('link', { name: 'community.example' })).toHaveAttribute(
      'href',
      session.site,
    );
    expect(screen.getByLabelText('Signed-in user')).toHaveTextContent('Site Admin');
  });

  it('signs out: forgets the password, empties the cache and shows the login screen', async () => {
    sessionStore.signIn(session);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['members', 'general'], { members: ['of this account'] });
    queryClient.setQueryData(currentUserKey, { id: 1, name: 'Site Admin' });
    renderTopBar(queryClient);

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(sessionStore.getState()).toEqual({ status: 'signed-out', reason: 'signed-out' });
    expect(localStorage.getItem('community-desk.session')).toBeNull();
    expect(sessionStorage.getItem('community-desk.session')).toBeNull();
  });

  it('signs out: forgets the insights this device kept, secret spaces’ figures included', async () => {
    const storage = defaultWalkStorage();
    if (!storage) throw new Error('no IndexedDB stand-in: the test would prove nothing');
    const kept = await saveWalk(
      storage,
      {
        key: JSON.stringify(['insights', session.root.url, session.username, 'spaces']),
        scope: scopeId({ site: session.root.url, user: session.username }),
        data: { rows: [{ space: 'Staff room', posts: 12 }] },
        updatedAt: Date.now(),
      },
      persistenceGeneration(storage),
    );
    expect(kept).toBe(true);
    expect(await storage.list()).toHaveLength(1);
    sessionStore.signIn(session);
    renderTopBar(new QueryClient());

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    await waitFor(async () => expect(await storage.list()).toEqual([]));
  });
});
