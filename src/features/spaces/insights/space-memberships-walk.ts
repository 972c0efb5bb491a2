import type { Member } from '../../../api/schemas/member';
import { PendingListRefusedError } from '../../../api/space-members';
import { membershipKey, type MembershipsPage } from './memberships-fetcher';
import {
  walkPages,
  type PagesRead,
  type RetryPolicy,
  type WalkPagesResult,
  type WalkProgress,
  type WalkStop,
} from '../../../lib/walks/walk-pages';

/**
 * Every membership of a space, as the insights need them: the active members (the default
 * list) and the join requests (`status=pending`), each walked with walkPages.
 *
 * The requests are only walked when the space has some and the account may see them: every
 * members page carries `pending_count`, which is 0 for callers who cannot manage the space
 * (behaviour.md, "Space members") — asking them for `status=pending` would only bring the
 * active list again. Should a site still answer it with other memberships, the requests are
 * left out (`pendingRefused`), not mixed in.
 *
 * Requests: ⌈members / 100⌉, plus ⌈requests / 100⌉ when there are requests to see.
 */

/** One list's walk so far: what it read, and whether that is all of it. */
export interface ListRead<T> extends PagesRead<T> {
  complete: boolean;
}

/** What a space's walk has read: plain data, enough to show and to resume it. */
export interface SpaceMembershipsRead {
  active: ListRead<Member> | null;
  /** null until walked, and when there is nothing to walk (see `pendingCount`). */
  pending: ListRead<Member> | null;
  /** The space's pending memberships as its pages report them (0: none, or not visible). */
  pendingCount: number;
  /** The site answered `status=pending` with other memberships: requests are not known. */
  pendingRefused: boolean;
}

/** What the walk read, whether that is every membership, its cost and why it stopped. */
export interface SpaceMembershipsResult extends SpaceMembershipsRead {
  complete: boolean;
  /** Requests made by this call. */
  requests: number;
  stoppedBy?: WalkStop;
  error?: unknown;
}

/** Fetches one page of one of the space's lists (memberships-fetcher.ts). */
export type FetchMembershipsPage = (page: number, signal: AbortSignal) => Promise<MembershipsPage>;

/** Cancellation, progress, resume and retries, as for walkPages. */
export interface WalkSpaceMembershipsOptions {
  signal?: AbortSignal;
  /** Rows of both lists; total: members plus requests, as far as known. */
  onProgress?: (progress: WalkProgress) => void;
  startFrom?: SpaceMembershipsRead;
  concurrency?: number;
  retry?: RetryPolicy;
}

/**
 * Walks the space's members, then its join requests (see above). Throws only when the first
 * members page fails; any later failure or a cancel returns what was read, marked partial.
 */
export async function walkSpaceMemberships(
  fetchers: { active: FetchMembershipsPage; pending: FetchMembershipsPage },
  options: WalkSpaceMembershipsOptions = {},
): Promise<SpaceMembershipsResult> {
  const { signal, onProgress, startFrom, concurrency, retry } = options;
  let pendingCount = startFrom?.pendingCount ?? 0;
  /** Counted here, so that a walk that throws is counted too. */
  let requests = 0;
  const counted =
    (fetchPage: FetchMembershipsPage): FetchMembershipsPage =>
    (page, pageSignal) => {
      requests += 1;
      return fetchPage(page, pageSignal);
    };
  const outcome = (
    read: SpaceMembershipsRead,
    complete: boolean,
    stopped?: { stoppedBy?: WalkStop; error?: unknown },
  ): SpaceMembershipsResult => {
    const result: SpaceMembershipsResult = { ...read, complete, requests };
    if (!complete) {
      result.stoppedBy = stopped?.stoppedBy ?? 'cancelled';
      if (stopped?.error !== undefined) result.error = stopped.error;
    }
    return result;
  };

  let active = startFrom?.active ?? null;
  if (!active?.complete) {
    const walked = await walkPages<Member>(
      async (page, pageSignal) => {
        const answer = await counted(fetchers.active)(page, pageSignal);
        pendingCount = answer.pendingCount;
        return answer;
      },
      {
        keyOf: membershipKey,
        signal,
        concurrency,
        retry,
        startFrom: active ?? undefined,
        onProgress: (progress) =>
          onProgress?.({
            rows: progress.rows,
            total: progress.total === null ? null : progress.total + pendingCount,
            requests,
          }),
      },
    );
    active = listRead(walked);
    if (!walked.complete) {
      const read = { active, pending: null, pendingCount, pendingRefused: false };
      return outcome(read, false, walked);
    }
  }

  const activeRows = active.rows.length;
  const activeTotal = active.total ?? activeRows;
  let pending = startFrom?.pending ?? null;
  if (pendingCount === 0)
    return outcome({ active, pending: null, pendingCount, pendingRefused: false }, true);
  if (pending?.complete)
    return outcome({ active, pending, pendingCount, pendingRefused: false }, true);

  let walked: WalkPagesResult<Member>;
  try {
    walked = await walkPages(counted(fetchers.pending), {
      keyOf: membershipKey,
      signal,
      concurrency,
      retry,
      startFrom: pending ?? undefined,
      onProgress: (progress) =>
        onProgress?.({
          rows: activeRows + progress.rows,
          total: activeTotal + (progress.total ?? pendingCount),
          requests,
        }),
    });
  } catch (error) {
    // Nothing of the requests could be read: the members are still whole.
    if (error instanceof PendingListRefusedError) {
      return outcome({ active, pending: null, pendingCount, pendingRefused: true }, true);
    }
    return outcome({ active, pending, pendingCount, pendingRefused: false }, false, {
      stoppedBy: 'failed',
      error,
    });
  }
  pending = listRead(walked);
  if (walked.error instanceof PendingListRefusedError) {
    return outcome({ active, pending: null, pendingCount, pendingRefused: true }, true);
  }
  return outcome({ active, pending, pendingCount, pendingRefused: false }, walked.complete, walked);
}

function listRead<T>(walked: WalkPagesResult<T>): ListRead<T> {
  return {
    rows: walked.rows,
    pages: walked.pages,
    lastPage: walked.lastPage,
    total: walked.total,
    complete: walked.complete,
  };
}
