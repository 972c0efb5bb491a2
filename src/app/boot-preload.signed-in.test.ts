import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../features/auth/session-store';
import type { Session } from '../features/auth/stored-session';
import { preloadAtBoot } from './boot-preload';

/** The page's data prefetch, as page-modules.ts would hand it over (a stand-in). */
const prefetchData = vi.hoisted(() => vi.fn(() => Promise.resolve()));

vi.mock('./page-modules', () => ({
  loginScreen: { load: () => Promise.resolve({}) },
  preloadSignedInPage: () => ({ code: Promise.resolve(), prefetchData }),
}));

const session: Session = {
  site: 'https://community.example',
  root: { form: 'pretty', url: 'https://community.example/wp-json/' },
  username: 'admin',
  password: 'abcdefghijklmnopqrstuvwx',
  remember: false,
  user: {
    id: 1,
    name: 'Site Admin',
    username: 'admin',
    avatarUrl: null,
    roles: [],
    isManager: true,
  },
};

afterEach(() => sessionStore.signOut());

describe('preloadAtBoot, signed in', () => {
  it('asks for the page’s data only once the language is shown, so a refusal can be said in it', async () => {
    sessionStore.signIn(session);
    let languageShown = () => {};
    const language = new Promise<void>((resolve) => (languageShown = resolve));
    void preloadAtBoot({ pathname: '/feed', search: '?order_by_type=oldest' }, language);
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(prefetchData).not.toHaveBeenCalled();

    languageShown();
    await vi.waitFor(() => expect(prefetchData).toHaveBeenCalledTimes(1));
  });
});
