import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from './session-store';
import { loadLastSignIn, loadStoredSession } from './stored-session';
import { testSession } from '../../test/session-fixture';

const SESSION_KEY = 'community-desk.session';

const session = testSession();

afterEach(() => {
  sessionStore.signOut();
  localStorage.clear();
  sessionStorage.clear();
});

/** A `storage` event as another tab of the same site causes. */
function otherTabChanged(storageArea: Storage) {
  window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY, storageArea }));
}

describe('sessionStore', () => {
  it('signs in: stores the session and tells every subscriber', () => {
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    sessionStore.signIn(session);
    unsubscribe();
    expect(sessionStore.getState()).toEqual({ status: 'signed-in', session });
    expect(loadStoredSession()).toEqual(session);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('signs out: forgets the password, keeps the site and username for the form', () => {
    sessionStore.signIn({ ...session, remember: true });
    sessionStore.signOut();
    expect(sessionStore.getState()).toEqual({ status: 'signed-out', reason: 'signed-out' });
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(loadLastSignIn()).toEqual({ site: session.site, username: 'admin' });
  });

  it('expires a signed-in session: forgets the password and says why', () => {
    sessionStore.signIn(session);
    sessionStore.expire();
    expect(sessionStore.getState()).toEqual({ status: 'signed-out', reason: 'expired' });
    expect(loadStoredSession()).toBeNull();
    expect(loadLastSignIn()).toEqual({ site: session.site, username: 'admin' });
  });

  it('does not turn a sign-out into an expiry (late 401s after signing out)', () => {
    sessionStore.signIn(session);
    sessionStore.signOut();
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    sessionStore.expire();
    unsubscribe();
    expect(sessionStore.getState()).toEqual({ status: 'signed-out', reason: 'signed-out' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('follows another tab that signs in or out with "Remember me"', () => {
    sessionStore.signIn({ ...session, remember: true });
    localStorage.removeItem(SESSION_KEY);
    otherTabChanged(localStorage);
    expect(sessionStore.getState()).toEqual({ status: 'signed-out', reason: 'signed-out' });

    localStorage.setItem(SESSION_KEY, JSON.stringify({ ...session, remember: true }));
    otherTabChanged(localStorage);
    expect(sessionStore.getState()).toEqual({
      status: 'signed-in',
      session: { ...session, remember: true },
    });
  });

  it('ignores sessionStorage events: they belong to another tab', () => {
    sessionStore.signIn(session);
    sessionStorage.removeItem(SESSION_KEY);
    otherTabChanged(sessionStorage);
    expect(sessionStore.getState()).toMatchObject({ status: 'signed-in' });
  });
});

describe('the session at start-up', () => {
  async function freshStore() {
    vi.resetModules();
    const module = await import('./session-store');
    return module.sessionStore;
  }

  it('starts signed in from a stored session, remembered or not', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ ...session, remember: true }));
    expect((await freshStore()).getState()).toMatchObject({ status: 'signed-in' });
    localStorage.clear();
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
    expect((await freshStore()).getState()).toEqual({ status: 'signed-in', session });
  });

  it('starts signed out, without a reason, when nothing readable is stored', async () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ ...session, password: 42 }));
    expect((await freshStore()).getState()).toEqual({ status: 'signed-out', reason: null });
  });
});
