import { prefetchEverySpacesJoinRequests } from '../../api/inbox/prefetch-join-requests';
import type { PagePrefetch } from '../../routes/page-prefetch';

/**
 * The inbox's first requests: the spaces, then — once the check has said the account is an
 * administrator — each space's first join requests (api/inbox/prefetch-join-requests.ts). The
 * rest depends on rights the page knows once the shell is here.
 */
export const prefetchInboxPage: PagePrefetch = (queryClient, request) =>
  prefetchEverySpacesJoinRequests(queryClient, request);
