import { sessionStore } from '../features/auth/session-store';
import { currentUserKey } from './layout/current-user-query';
import { createQueryClient } from './query-client';

/**
 * The one query cache of the signed-in dashboard. It lives in the shell's chunk, so the login
 * screen does not download React Query. Signing out and a 401 both empty it: nothing of one
 * account may show to the next.
 */
export const appQueryClient = createQueryClient({
  onUnauthorized: () => {
    // Back to the login screen, which returns the user here afterwards. Cleared once the cache
    // has finished reporting this error.
    sessionStore.expire();
    setTimeout(() => appQueryClient.clear(), 0);
  },
  actionLogOwner: () => {
    const state = sessionStore.getState();
    if (state.status !== 'signed-in') return null;
    return { root: state.session.root.url, username: state.session.user.username };
  },
  onCredentialsInDoubt: () => {
    // Ask WordPress who the credentials belong to (the top bar keeps that query mounted). A
    // refusal ends the session through `onUnauthorized`, like any 401; an answer keeps it, and
    // the reply that raised the doubt stays as it is (a real 422 is still explained as one).
    // A check already under way answers for this doubt too.
    void appQueryClient.invalidateQueries(
      { queryKey: currentUserKey, exact: true, refetchType: 'active' },
      { cancelRefetch: false },
    );
  },
});
