import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markLoginFormShown } from '../features/auth/login-form-shown';
import { preloadAtBoot } from './boot-preload';

/** What the login screen's preloads asked for, in order (the modules are stand-ins). */
const asked = vi.hoisted(() => [] as string[]);

vi.mock('../features/auth/sign-in', () => {
  asked.push('sign-in code');
  return {};
});
vi.mock('./landing-stage', () => {
  asked.push('landing stage');
  return {};
});
vi.mock('./page-modules', () => ({
  loginScreen: { load: () => Promise.resolve({}) },
  preloadSignedInPage: (location: { pathname: string; search: string }) => {
    asked.push(`page ${location.pathname}${location.search}`);
    return null;
  },
}));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('preloadAtBoot, signed out', () => {
  it('asks for the sign-in and landing code only once the login form is on screen', async () => {
    void preloadAtBoot(
      { pathname: '/login', search: `?next=${encodeURIComponent('/feed')}` },
      Promise.resolve(),
    );
    // However long the form takes to arrive (its own code over a slow link) ...
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.dynamicImportSettled();
    expect(asked).toEqual([]);

    // ... nothing shares the link with it before it has painted; then everything goes.
    markLoginFormShown();
    await vi.runAllTimersAsync();
    await vi.dynamicImportSettled();
    expect(asked.sort()).toEqual(['landing stage', 'page /feed', 'sign-in code']);
  });
});
