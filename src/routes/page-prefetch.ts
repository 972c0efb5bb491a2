import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';

/** What a page's first requests are made from: the session's client and the page's URL. */
export interface PageRequest {
  client: ApiClient;
  /** The route's path parameters, decoded (`slug`, `id`). */
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
}

/**
 * Starts the queries a page shows first, under the keys the page itself uses, so they are on
 * their way before the page's code has rendered (page-modules.ts). Never rejects: a failed
 * prefetch leaves the query to the page, which shows the error.
 */
export type PagePrefetch = (queryClient: QueryClient, request: PageRequest) => Promise<unknown>;
