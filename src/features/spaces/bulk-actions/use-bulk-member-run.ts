import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useApiClient } from '../../../api/ApiClientProvider';
import { isApiError } from '../../../api/errors';
import type { Member } from '../../../api/schemas/member';
import { useRecordAction } from '../../../lib/action-log/owner';
import { collectAllPages } from '../../../lib/collect-pages';
import { membersExportPage } from '../api';
import {
  cancelSpaceReads,
  changeRole,
  refreshSpace,
  removeMembership,
} from '../member-actions/member-cache';
import { describeMemberAction } from '../member-actions/member-action-log';
import { sendMemberAction } from '../member-actions/use-member-actions';
import type { MembersUrlState } from '../url-state';
import { memberActionOf, type BulkAction } from './bulk-action';
import { failedItems, startBulkRun, type BulkSummary } from './bulk-run';

export type BulkRunState =
  | { phase: 'idle' }
  /** Reading the rows of every page, for "all matching". */
  | { phase: 'reading'; action: BulkAction }
  | { phase: 'running'; action: BulkAction; settled: number; total: number; cancelling: boolean }
  | { phase: 'done'; action: BulkAction; total: number; summary: BulkSummary<Member> }
  /** The rows could not be read: nothing was sent. */
  | { phase: 'unread'; action: BulkAction; message: string };

/** The members to act on: those picked, or every row the list's filters match. */
export type BulkTargets = readonly Member[] | 'all matching';

/**
 * A bulk action on a space's members: the rows of "all matching" read page by page as the CSV
 * export reads them, then one request per member (bulk-run.ts), each success shown at once in
 * the cached lists and counts (member-cache.ts), and the space read again once at the end. One
 * run at a time: a second start while one runs (a double click) sends nothing.
 */
export function useBulkMemberRun(
  slug: string,
  spaceTitle: string,
  filters: MembersUrlState,
  onEnd: () => void,
) {
  const client = useApiClient();
  const recordAction = useRecordAction();
  const queryClient = useQueryClient();
  const [state, setState] = useState<BulkRunState>({ phase: 'idle' });
  const current = useRef<{ cancel: () => void } | null>(null);

  const start = useCallback(
    async (action: BulkAction, targets: BulkTargets) => {
      if (current.current) return;
      const reading = new AbortController();
      current.current = { cancel: () => reading.abort() };
      try {
        let members: readonly Member[];
        if (targets === 'all matching') {
          setState({ phase: 'reading', action });
          try {
            members = await collectAllPages(membersExportPage(client, slug, filters), {
              signal: reading.signal,
              keyOf: (member) => member.user_id,
            });
          } catch (error) {
            setState(
              reading.signal.aborted
                ? { phase: 'idle' }
                : { phase: 'unread', action, message: (error as Error).message },
            );
            return;
          }
        } else {
          members = targets;
        }
        await cancelSpaceReads(queryClient, slug);
        const total = members.length;
        let settled = 0;
        setState({ phase: 'running', action, settled, total, cancelling: false });
        const run = startBulkRun(
          members,
          (member) => sendMemberAction(client, slug, memberActionOf(action, member)),
          {
            onSettled: (member, outcome) => {
              settled += 1;
              // Each member's action is logged as a row's own would be (lib/action-log).
              recordAction(
                describeMemberAction(memberActionOf(action, member), spaceTitle),
                outcome.ok ? { ok: true } : { ok: false, error: outcome.error },
              );
              if (outcome.ok) {
                if (action.kind === 'role') changeRole(queryClient, slug, member, action.role);
                else removeMembership(queryClient, slug, member);
              }
              setState((now) => (now.phase === 'running' ? { ...now, settled } : now));
            },
            // The client has ended the session already (client.ts): nothing more would be taken.
            stopsTheRun: (error) => isApiError(error) && error.isUnauthorized,
          },
        );
        current.current = {
          cancel: () => {
            run.cancel();
            setState((now) => (now.phase === 'running' ? { ...now, cancelling: true } : now));
          },
        };
        const summary = await run.finished;
        setState({ phase: 'done', action, total, summary });
        onEnd();
        await refreshSpace(queryClient, slug);
      } finally {
        current.current = null;
      }
    },
    [client, queryClient, slug, spaceTitle, filters, onEnd, recordAction],
  );

  return {
    state,
    start,
    cancel: useCallback(() => current.current?.cancel(), []),
    /** Sends again just the members whose request failed. */
    retryFailed: useCallback(() => {
      if (state.phase === 'done') void start(state.action, failedItems(state.summary));
    }, [state, start]),
    dismiss: useCallback(() => setState({ phase: 'idle' }), []),
  };
}

export type BulkMemberRun = ReturnType<typeof useBulkMemberRun>;
