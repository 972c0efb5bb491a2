import { spacesQuery } from '../../api/directory';
import type { PagePrefetch } from '../../routes/page-prefetch';

/**
 * The inbox's first request that needs no knowledge of who is signed in: the spaces, whose
 * join requests an administrator's inbox reads next (api/inbox/managed-spaces.ts). The rest
 * depends on the account's rights, which the page knows once the shell is here.
 */
export const prefetchInboxPage: PagePrefetch = (queryClient, { client }) =>
  queryClient.prefetchQuery(spacesQuery(client));
