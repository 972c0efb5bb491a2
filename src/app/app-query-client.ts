import { sessionStore } from '../features/auth/session-store';
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
});
