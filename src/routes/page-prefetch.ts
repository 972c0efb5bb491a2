import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { SiteClock } from '../lib/site-clock';

/** What sign-in learned of the site, which a page's first requests may depend on. */
export interface SiteFacts {
  /** The REST namespaces its index lists; null when unknown (a closed index, an old session). */
  namespaces: readonly string[] | null;
  clock: SiteClock;
}

/** What the site said of the account, once it accepted the credentials. */
export interface AccountFacts {
  /** A WordPress administrator: every space's join requests are theirs to answer. */
  isAdministrator: boolean;
  /** An administrator or a community moderator: the posts in review and pending profiles. */
  isManager: boolean;
}

/** What a page's first requests are made from: the session's client and the page's URL. */
export interface PageRequest {
  client: ApiClient;
  /** The route's path parameters, decoded (`slug`, `id`). */
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
  site: SiteFacts;
  /**
   * The account, once the credential check has answered (null: it refused them, or failed).
   * Queries that depend on the account's rights start from here, on `cacheNow()`.
   */
  account: Promise<AccountFacts | null>;
  /** The cache queries started now belong in (null: they are no longer wanted). */
  cacheNow: () => QueryClient | null;
}

/**
 * Starts the queries a page shows first, under the keys the page itself uses, so they are on
 * their way before the page's code has rendered (page-modules.ts). Never rejects: a failed
 * prefetch leaves the query to the page, which shows the error.
 */
export type PagePrefetch = (queryClient: QueryClient, request: PageRequest) => Promise<unknown>;
