import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetSession,
  isSession,
  isSessionKey,
  loadLastSignIn,
  loadStoredSession,
  storeSession,
  type Session,
} from './stored-session';

const SESSION_KEY = 'community-desk.session';
const LAST_SIGN_IN_KEY = 'community-desk.last-sign-in';
const PASSWORD = 'abcdefghijklmnopqrstuvwx';

function session(remember: boolean): Session {
  return {
    site: 'https://community.example',
    root: { form: 'pretty', url: 'https://community.example/wp-json/' },
    username: 'admin',
    password: PASSWORD,
    remember,
    user: {
      id: 1,
      name: 'Site Admin',
      username: 'admin',
      avatarUrl: null,
      roles: ['administrator'],
      isManager: true,
    },
  };
}

/** Every place in Web Storage that holds the password, by storage name. */
function copiesOfPassword(): string[] {
  const copies: string[] = [];
  for (const [name, storage] of [
    ['localStorage', localStorage],
    ['sessionStorage', sessionStorage],
  ] as const) {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null && storage.getItem(key)?.includes(PASSWORD)) copies.push(`${name}:${key}`);
    }
  }
  return copies;
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('storeSession', () => {
  it('"Remember me" keeps the one copy in localStorage, removing a sessionStorage copy', () => {
    storeSession(session(false));
    storeSession(session(true));
    expect(copiesOfPassword()).toEqual([`localStorage:${SESSION_KEY}`]);
    expect(loadStoredSession()).toEqual(session(true));
  });

  it('without "Remember me" keeps it in sessionStorage only, removing a remembered copy', () => {
    storeSession(session(true));
    storeSession(session(false));
    expect(copiesOfPassword()).toEqual([`sessionStorage:${SESSION_KEY}`]);
    expect(loadStoredSession()).toEqual(session(false));
  });

  it('remembers the site and username for the login form, never the password', () => {
    storeSession(session(false));
    expect(loadLastSignIn()).toEqual({ site: 'https://community.example', username: 'admin' });
    expect(sessionStorage.getItem(LAST_SIGN_IN_KEY)).not.toContain(PASSWORD);
  });
});

describe('forgetSession', () => {
  it('removes the password from both storages and keeps the last sign-in', () => {
    storeSession(session(true));
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(session(false)));
    forgetSession();
    expect(copiesOfPassword()).toEqual([]);
    expect(loadStoredSession()).toBeNull();
    expect(loadLastSignIn()).toEqual({ site: 'https://community.example', username: 'admin' });
  });
});

describe('loadStoredSession', () => {
  it('drops a stored session it cannot read instead of trusting it', () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ ...session(true), user: { id: '1' } }));
    sessionStorage.setItem(SESSION_KEY, '{not json');
    expect(loadStoredSession()).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('checks every field of a session', () => {
    expect(isSession(session(true))).toBe(true);
    expect(isSession({ ...session(true), password: undefined })).toBe(false);
    expect(isSession({ ...session(true), remember: 'yes' })).toBe(false);
    expect(isSession({ ...session(true), siteClock: { timezone: 'UTC', gmtOffsetHours: 0 } })).toBe(
      true,
    );
    expect(isSession({ ...session(true), siteClock: { timezone: 'UTC' } })).toBe(false);
    expect(isSession({ ...session(true), root: { form: 'other', url: 'x' } })).toBe(false);
    expect(isSession({ ...session(true), user: { ...session(true).user, roles: [1] } })).toBe(
      false,
    );
    expect(isSessionKey(SESSION_KEY)).toBe(true);
    expect(isSessionKey(LAST_SIGN_IN_KEY)).toBe(false);
  });
});
