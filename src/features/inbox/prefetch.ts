import { pendingProfilesQuery } from '../../api/inbox/pending-profiles';
import { postsInReviewQuery } from '../../api/inbox/posts-in-review';
import { prefetchEverySpacesJoinRequests } from '../../api/inbox/prefetch-join-requests';
import type { PagePrefetch } from '../../routes/page-prefetch';

/**
 * The inbox's first requests: the spaces, then — once the check has said who the account is —
 * an administrator's join requests of every space (api/inbox/prefetch-join-requests.ts), and a
 * manager's posts in review and profiles waiting for approval, on the cache they belong in by
 * then. A space admin's own spaces depend on their memberships: left to the page.
 */
export const prefetchInboxPage: PagePrefetch = (queryClient, request) =>
  Promise.all([
    prefetchEverySpacesJoinRequests(queryClient, request),
    request.account.then((account) => {
      const cache = request.cacheNow();
      if (!account?.isManager || !cache) return;
      return Promise.all([
        cache.prefetchInfiniteQuery(postsInReviewQuery(request.client)),
        cache.prefetchInfiniteQuery(pendingProfilesQuery(request.client)),
      ]);
    }),
  ]);
