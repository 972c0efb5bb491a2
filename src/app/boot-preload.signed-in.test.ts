import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../features/auth/session-store';
import { testSession } from '../test/session-fixture';
import { preloadAtBoot } from './boot-preload';

/** The page's data prefetch, as page-modules.ts would hand it over (a stand-in). */
const prefetchData = vi.hoisted(() => vi.fn(() => Promise.resolve()));

vi.mock('./page-modules', () => ({
  loginScreen: { load: () => Promise.resolve({}) },
  preloadSignedInPage: () => ({ code: Promise.resolve(), prefetchData }),
}));

afterEach(() => sessionStore.signOut());

describe('preloadAtBoot, signed in', () => {
  it('asks for the page’s data only once the language is shown, so a refusal can be said in it', async () => {
    sessionStore.signIn(testSession());
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
