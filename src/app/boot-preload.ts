import { whenLoginFormShown } from '../features/auth/login-form-shown';
import { loadMessages } from '../lib/i18n/activate-locale';
import { safeNextLocation } from '../features/auth/next-location';
import { sessionStore } from '../features/auth/session-store';
import { whenIdle } from '../lib/module-loader';
import { loginScreen, preloadSignedInPage, type PageLocation } from './page-modules';
import { ROUTE_PATTERNS } from '../routes/paths';
import { UTC_SITE_CLOCK } from '../lib/site-clock';
import { accountFacts } from './account-facts';

/** Where a signed-out visitor lands after signing in: the `next` of the login screen. */
function landingAfterSignIn(location: PageLocation): PageLocation {
  const next =
    location.pathname === ROUTE_PATTERNS.login
      ? safeNextLocation(new URLSearchParams(location.search).get('next'))
      : `${location.pathname}${location.search}`;
  const url = new URL(next, window.location.origin);
  return { pathname: url.pathname, search: url.search };
}

/**
 * What the app starts before React has rendered anything (main.tsx):
 * - signed in (a stored session) on a signed-in page — a bookmark, a link opened in a new
 *   tab: the shell's code, the page's code and the page's data, all at once, instead of each
 *   waiting for the one before to render (page-modules.ts). The stored credentials were
 *   accepted before; if the site refuses them now, the page's queries end the session as any
 *   401 does;
 * - signed out: the login screen comes first, so once its form has painted (LoginForm says so),
 *   the sign-in code and the code of the page the user lands on afterwards, so that signing in
 *   waits only on the network.
 * It returns when the code of the first screen is here (settled either way), for main.tsx to
 * render then: a first render that suspends on code would keep its spinner up at least 300 ms
 * after the code arrived (lazy-component.ts).
 *
 * No data is asked for before `language` has settled (the language's messages made current):
 * a request that fails says why in the language shown, and a refusal that came back before
 * would have had no language to say it in (Lingui throws), leaving the page that error.
 */
export function preloadAtBoot(
  location: PageLocation,
  language: Promise<unknown>,
): Promise<unknown> {
  const state = sessionStore.getState();
  if (state.status === 'signed-in') {
    // What the data needs is asked for before the pages' code (see page-modules.ts); its
    // messages come in parallel with it.
    const ready = Promise.all([
      import('./app-query-client'),
      import('../api/client'),
      language.catch(() => undefined),
    ]);
    ready.catch(() => undefined);
    const load = preloadSignedInPage(location);
    if (!load) return Promise.resolve();
    const { root, username, password, siteNamespaces, siteClock, user } = state.session;
    void ready.then(
      ([{ appQueryClient }, { createApiClient }]) =>
        load.prefetchData(
          () => appQueryClient,
          createApiClient({ root, credentials: { username, password } }),
          { namespaces: siteNamespaces ?? null, clock: siteClock ?? UTC_SITE_CLOCK },
          // Accepted when the session began; a refusal now ends it as any 401 does.
          Promise.resolve(accountFacts(user)),
        ),
      () => undefined,
    );
    return load.code;
  }
  // Signed out, every path shows the login screen (RequireSession sends there).
  const loginCode = loginScreen.load().catch(() => undefined);
  // Once the form is on screen, not before: over a slow link, code asked for earlier shares
  // the bandwidth with the form's own and delays it (docs/decisions/019, "Third round").
  // Then when the browser has nothing better to do (or within a second).
  whenLoginFormShown(() =>
    whenIdle(() => {
      void import('../features/auth/sign-in').catch(() => undefined);
      void loadMessages('sign-in').catch(() => undefined);
      void import('./landing-stage').catch(() => undefined);
      preloadSignedInPage(landingAfterSignIn(location));
    }, 1000),
  );
  return loginCode;
}
