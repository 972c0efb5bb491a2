import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../api/ApiClientProvider';
import { isApiError } from '../../../api/errors';
import type { Member } from '../../../api/schemas/member';
import { collectAllPages } from '../../../lib/collect-pages';
import { useBulkRun, type BulkRunState } from '../../../lib/bulk/use-bulk-run';
import { membersExportPage } from '../api';
import {
  cancelSpaceReads,
  changeRole,
  refreshSpace,
  removeMembership,
} from '../../../api/member-cache';
import { describeMemberAction } from '../../../api/member-action-log';
import { sendMemberAction } from '../member-actions/use-member-actions';
import type { MembersUrlState } from '../url-state';
import { memberActionOf, type BulkAction } from './bulk-action';

export type BulkMemberRunState = BulkRunState<BulkAction, Member>;

/** Every row the list's filters match, read page by page when the run starts. */
export const ALL_MATCHING = Symbol('allMatching');

/** The members to act on: those picked, or every row the list's filters match. */
export type BulkTargets = readonly Member[] | typeof ALL_MATCHING;

/**
 * A bulk action on a space's members (lib/bulk/use-bulk-run.ts): the rows of "all matching"
 * read page by page as the CSV export reads them, then one request per member, each success
 * shown at once in the cached lists and counts (api/member-cache.ts), and the space read again
 * once at the end.
 */
export function useBulkMemberRun(
  slug: string,
  spaceTitle: string,
  filters: MembersUrlState,
  onEnd: () => void,
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const run = useBulkRun<BulkAction, Member>({
    send: (action, member) => sendMemberAction(client, slug, memberActionOf(action, member)),
    beforeRun: () => cancelSpaceReads(queryClient, slug),
    onItemDone: (action, member) => {
      if (action.kind === 'role') changeRole(queryClient, slug, member, action.role);
      else removeMembership(queryClient, slug, member);
    },
    // The client has ended the session already (client.ts): nothing more would be taken.
    stopsTheRun: (error) => isApiError(error) && error.isUnauthorized,
    // Each member's action is logged as a row's own would be (lib/action-log).
    logAs: (action, member) => describeMemberAction(memberActionOf(action, member), spaceTitle),
    afterRun: () => {
      onEnd();
      return refreshSpace(queryClient, slug);
    },
  });
  const { start } = run;
  return {
    ...run,
    start: (action: BulkAction, targets: BulkTargets) =>
      start(
        action,
        targets === ALL_MATCHING
          ? (signal: AbortSignal) =>
              collectAllPages(membersExportPage(client, slug, filters), {
                signal,
                keyOf: (member) => member.user_id,
              })
          : targets,
      ),
  };
}

export type BulkMemberRun = ReturnType<typeof useBulkMemberRun>;
