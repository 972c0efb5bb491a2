import {
  matchQuery,
  MutationCache,
  QueryCache,
  QueryClient,
  type Query,
  type QueryKey,
} from '@tanstack/react-query';
import { directoryKeys } from '../api/directory';
import { isApiError } from '../api/errors';
import { recordMutation } from '../lib/action-log/mutation-meta';
import type { ActionLogOwner } from '../lib/action-log/store';
import { currentUserKey } from './layout/current-user-query';

interface QueryClientHooks {
  /**
   * The site stopped accepting the session's credentials: a 401 from any query, or the
   * credential check (`wp/v2/users/me`) refused with 401 or 403.
   */
  onUnauthorized: () => void;
  /**
   * A reply looks like what a real site sends once the application password is revoked (it
   * then treats the caller as anonymous instead of answering 401): time to ask `users/me`.
   */
  onCredentialsInDoubt?: () => void;
  /**
   * Whose action log an ended mutation that describes itself (`meta.actionLog`) is written to:
   * the signed-in person on the site, or null (nothing is recorded).
   */
  actionLogOwner?: () => ActionLogOwner | null;
}

/** The longest wait between two tries while a site that answered before does not answer. */
export const OUTAGE_BACKOFF_CAP_MS = 30_000;

/** The wait before retry number `attempt + 1`: 1, 2, 4, 8, 16 s, then every 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, OUTAGE_BACKOFF_CAP_MS);
}

/**
 * Whether a query may ask the site again on its own (a component mounting, the window
 * regaining focus, the network coming back): not after an answer that asking again cannot
 * change — a refusal (401, 403, 422 `permission_failed`), a 404, a reply of the wrong shape.
 * A component that mounts because of such an answer (a refusal's message holding a picker of
 * the same list) would otherwise ask again, unmount while asking, mount on the answer, and so
 * on, many times a second (docs/decisions/030-final-refusals-and-outages.md). "Try again" and
 * invalidations still ask.
 */
export function mayAskAgain(query: Query<unknown, Error, unknown, QueryKey>): boolean {
  const { status, error } = query.state;
  // A 429 (too many failed sign-ins, a host's rate limit) lifts with time: a later mount or
  // focus may well be answered. It is not retried at once, though (`isTransient`).
  return status !== 'error' || (isApiError(error) && (error.isTransient || error.status === 429));
}

/**
 * Whether the site has answered this session: some query holds an answer (fetched, handed over
 * from the sign-in, or restored). Then a request it does not answer means it stopped answering,
 * not that it was never reachable (docs/decisions/030-final-refusals-and-outages.md).
 */
export function siteHasAnswered(queryCache: QueryCache): boolean {
  return queryCache.getAll().some((query) => query.state.dataUpdatedAt > 0);
}

/** A query still trying after the site stopped answering it (retrying, or paused offline). */
export function isWaitingOnOutage(query: Query<unknown, Error, unknown, QueryKey>): boolean {
  const reason = query.state.fetchFailureReason;
  return query.state.fetchStatus !== 'idle' && isApiError(reason) && reason.isOutage;
}

/**
 * React Query defaults, chosen on purpose:
 * - staleTime 30 s: lists an admin flips between are shown at once from cache, and refreshed
 *   in the background when older than that;
 * - retry only what may succeed on a second try (network, timeout, 5xx), twice, with backoff;
 *   a 4xx or a schema mismatch will not change by retrying, and is not asked again on mount,
 *   focus or reconnect either (`mayAskAgain`);
 * - once the site has answered in this session, a request it does not answer (`isOutage`) is
 *   retried until it does, backing off to every 30 s: the page keeps what it shows (a list's
 *   previous rows are its placeholder while the query is still pending) and recovers by
 *   itself. React Query's retryer pauses while the tab is hidden or the browser offline, and
 *   stops when no component wants the query. A first request that never got an answer fails
 *   after two retries, with the setup advice (docs/decisions/030-final-refusals-and-outages.md);
 * - refetch when the window regains focus, so counts such as pending requests stay current.
 */
export function createQueryClient({
  onUnauthorized,
  onCredentialsInDoubt = () => undefined,
  actionLogOwner = () => null,
}: QueryClientHooks): QueryClient {
  const vanishedSpaces = watchForVanishedSpaces(onCredentialsInDoubt);
  const queryCache = new QueryCache({
    onError: (error, query) => {
      if (!isApiError(error)) return;
      if (error.isUnauthorized || (isCredentialCheck(query) && error.status === 403)) {
        onUnauthorized();
        return;
      }
      // Real sites answer a revoked password on member lists with 422 `permission_failed`
      // (behaviour.md, "Space members"), and a request that worked before with a 422 (a feed of
      // a secret space: "Invalid space slug"). A check tells this from a real lack of rights.
      const workedBefore = query.state.data !== undefined;
      if (error.status === 422 && (error.isPermissionFailed || workedBefore)) {
        onCredentialsInDoubt();
      }
    },
    onSuccess: (data, query) => vanishedSpaces.check(query, data),
  });
  // Nothing cached, nothing known: one account's spaces are never compared with the next one's.
  queryCache.subscribe((event) => {
    if (event.type === 'removed' && queryCache.getAll().length === 0) vanishedSpaces.forget();
  });
  // Every action that describes itself is logged on this device when it ends, here, so that
  // no page writes storage code of its own (docs/decisions/037-action-log-on-the-device.md).
  // An action answered 401 means what a read's 401 means: the site stopped accepting the
  // session (docs/decisions/035-actions-go-to-the-site.md: actions use the same credentials);
  // it is logged first, while the session still says whose log it goes to.
  const mutationCache = new MutationCache({
    onSuccess: (_data, variables, _result, mutation) => {
      recordMutation(actionLogOwner(), mutation, variables, null);
    },
    onError: (error, variables, _result, mutation) => {
      recordMutation(actionLogOwner(), mutation, variables, { error });
      if (isApiError(error) && error.isUnauthorized) onUnauthorized();
    },
  });
  return new QueryClient({
    queryCache,
    mutationCache,
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: (failureCount, error) => {
          if (!isApiError(error)) return false;
          if (error.isOutage && siteHasAnswered(queryCache)) return true;
          return error.isTransient && failureCount < 2;
        },
        retryDelay,
        retryOnMount: mayAskAgain,
        refetchOnMount: mayAskAgain,
        refetchOnWindowFocus: mayAskAgain,
        refetchOnReconnect: mayAskAgain,
      },
    },
  });
}

function isCredentialCheck(query: Query<unknown, unknown, unknown>): boolean {
  return matchQuery({ queryKey: currentUserKey, exact: true }, query);
}

/** A space named by a reply; `privacy` is "" where real sites leave it out (feed posts). */
interface SpaceSeen {
  slug: string;
  privacy: string;
}

const NON_PUBLIC = new Set(['private', 'secret']);

/**
 * The feed signal. A revoked password makes real sites answer `/feeds` and `/spaces` with 200
 * as for a visitor: public spaces only (behaviour.md, "What real sites send"). So when a reply
 * to the same query (same filters) that showed a private or secret space before now shows
 * none, the credentials are in doubt.
 *
 * Which spaces are private comes from `/spaces` (real sites leave `privacy` out of feed posts)
 * and from the posts' own `space.privacy` (our server sends it). Comparing a query with its own
 * previous answer, not with "the feed", keeps a public space's feed or a search from raising
 * the alarm; a busy feed whose only private post scrolled off page 1 can, and then costs one
 * `users/me` request that finds nothing wrong.
 */
function watchForVanishedSpaces(onCredentialsInDoubt: () => void) {
  const nonPublicSlugs = new Set<string>();
  const shownBefore = new WeakMap<Query<unknown, unknown, unknown>, ReadonlySet<string>>();
  const showsNonPublic = (slugs: ReadonlySet<string>) =>
    [...slugs].some((slug) => nonPublicSlugs.has(slug));

  return {
    check(query: Query<unknown, unknown, unknown>, data: unknown): void {
      const spaces = spacesShownBy(query, data);
      if (!spaces) return;
      for (const space of spaces) if (NON_PUBLIC.has(space.privacy)) nonPublicSlugs.add(space.slug);
      const slugs = new Set(spaces.map((space) => space.slug));
      const before = shownBefore.get(query);
      shownBefore.set(query, slugs);
      if (before && showsNonPublic(before) && !showsNonPublic(slugs)) onCredentialsInDoubt();
    },
    forget(): void {
      nonPublicSlugs.clear();
    },
  };
}

/**
 * The spaces a cached answer shows, read by shape rather than by importing the features: the
 * space list (`directoryKeys.spaces()`, an array of spaces) and any feed (an infinite query
 * whose pages are `{feeds: {data: posts}, sticky}`). `null` for every other answer.
 */
function spacesShownBy(query: Query<unknown, unknown, unknown>, data: unknown): SpaceSeen[] | null {
  if (matchQuery({ queryKey: directoryKeys.spaces(), exact: true }, query)) {
    return Array.isArray(data) ? data.flatMap(readSpace) : null;
  }
  if (!isRecord(data) || !Array.isArray(data.pages)) return null;
  const spaces: SpaceSeen[] = [];
  for (const page of data.pages) {
    if (!isRecord(page) || !isRecord(page.feeds) || !Array.isArray(page.feeds.data)) return null;
    const posts: unknown[] = page.sticky ? [page.sticky, ...page.feeds.data] : page.feeds.data;
    for (const post of posts) if (isRecord(post)) spaces.push(...readSpace(post.space));
  }
  return spaces;
}

function readSpace(value: unknown): SpaceSeen[] {
  if (!isRecord(value) || typeof value.slug !== 'string' || value.slug === '') return [];
  return [{ slug: value.slug, privacy: typeof value.privacy === 'string' ? value.privacy : '' }];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
