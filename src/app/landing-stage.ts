import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { createApiClient } from '../api/client';
import type { LandingStage, StageLanding } from '../features/auth/landing-stager';
import { appQueryClient } from './app-query-client';
import { currentUserKey } from './layout/current-user-query';
import { preloadSignedInPage } from './page-modules';
import { accountFacts } from './account-facts';
import { isManagerAccount } from '../features/auth/manager-account';
import type { AccountFacts } from '../routes/page-prefetch';

/**
 * The page a sign-in lands on, fetched while `users/me` is still checking the credentials, so
 * signing in costs the discovery, the check and the page's data side by side — not one after
 * the other. Until the check answers, those queries live in a cache of their own, with no
 * session hooks: a wrong password must not end a session that has not begun, and whatever a
 * site answers a wrong password with (real sites answer `/feeds` as if to an anonymous
 * visitor) must never be shown. Once the check accepts, the queries — finished or still on
 * their way — are handed to the app's cache (TanStack Query's dehydrate/hydrate), so no
 * request is sent twice; the check's own answer seeds the top bar's `users/me`.
 */
export const stageLandingPage: StageLanding = (location, root, credentials, site): LandingStage => {
  const staging = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let outcome: 'checking' | 'accepted' | 'refused' = 'checking';
  let answered: (account: AccountFacts | null) => void = () => undefined;
  const account = new Promise<AccountFacts | null>((resolve) => {
    answered = resolve;
  });
  const load = preloadSignedInPage(location);
  void load?.prefetchData(
    // Code that arrives after the check answered starts its queries where they now belong.
    () => (outcome === 'checking' ? staging : outcome === 'accepted' ? appQueryClient : null),
    createApiClient({ root, credentials }),
    site,
    account,
  );
  return {
    commit(user) {
      if (outcome !== 'checking') return;
      outcome = 'accepted';
      appQueryClient.setQueryData(currentUserKey, user);
      hydrate(
        appQueryClient,
        dehydrate(staging, {
          shouldDehydrateQuery: (query) => query.state.status !== 'error',
          shouldRedactErrors: () => false,
        }),
      );
      // After the hand-over: what starts from here goes straight to the app's cache.
      answered(accountFacts({ roles: user.roles, isManager: isManagerAccount(user) }));
    },
    discard() {
      if (outcome !== 'checking') return;
      outcome = 'refused';
      void staging.cancelQueries();
      staging.clear();
      answered(null);
    },
  };
};
