import {
  queryOptions,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useActionNotice } from '../../lib/use-action-notice';
import { useApiClient } from '../../api/ApiClientProvider';
import { isApiError } from '../../api/errors';
import { setProfileStatus } from '../../api/profile-status';
import { siteAdministratorsQuery } from '../../api/site-administrators';
import { useViewer } from '../../lib/viewer';
import {
  cancelProfileReads,
  refreshProfileReads,
  showProfileStatus,
} from '../../api/profile-status-cache';
import { actionLogMeta } from '../../lib/action-log/mutation-meta';
import {
  describeProfileStatusChange,
  doneText,
  failedText,
  undoOf,
  type ProfileStatusChange,
} from './profile-status-change';

const profileStatusKey = ['profile-status'] as const;

/**
 * The profiles the site said are community admins, this session: it refuses to block them or
 * make them pending (422, behaviour.md "A profile's status"), and no route says who they are
 * beforehand. Kept in the query cache, so signing out forgets them.
 */
const knownAdminsQuery = queryOptions({
  queryKey: [...profileStatusKey, 'known-admins'] as const,
  queryFn: (): readonly number[] => [],
  staleTime: Infinity,
  gcTime: Infinity,
});

/**
 * The profiles the plugin counts community admins, as far as the dashboard can know them: the
 * site's WordPress administrators (listed to an administrator: api/site-administrators.ts), and
 * any the site has refused to block this session.
 */
export function useKnownAdmins(): readonly number[] {
  const client = useApiClient();
  const { isAdministrator } = useViewer();
  const refused = useQuery(knownAdminsQuery).data ?? NO_ONE;
  const listed =
    useQuery({ ...siteAdministratorsQuery(client), enabled: isAdministrator }).data ?? NO_ONE;
  return useMemo(
    () => (listed.length === 0 ? refused : [...new Set([...listed, ...refused])]),
    [listed, refused],
  );
}

const NO_ONE: readonly number[] = [];

function rememberAdmin(queryClient: QueryClient, userId: number): void {
  queryClient.setQueryData(knownAdminsQuery.queryKey, (ids = []) =>
    ids.includes(userId) ? ids : [...ids, userId],
  );
}

/** `text`: one message, the person's name isolated in it (shown in a `<bdi>`: IsolatedText). */
export type ProfileStatusNotice =
  | { tone: 'done'; text: string; undo?: ProfileStatusChange }
  | { tone: 'failed'; text: string; retry: ProfileStatusChange };

/**
 * Blocking, unblocking and approving profiles site-wide: each is shown at once in every cached
 * list (profile-status-cache.ts), sent once, taken back with the site's own words if it is
 * refused, logged (lib/action-log), and followed by a fresh read once no other change of a
 * profile is in flight.
 */
export function useProfileStatusActions() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { notice, setNotice, dismiss } = useActionNotice<ProfileStatusNotice>();

  const mutation = useMutation({
    mutationKey: profileStatusKey,
    mutationFn: (change: ProfileStatusChange) => setProfileStatus(client, change.userId, change.to),
    meta: actionLogMeta(describeProfileStatusChange),
    onMutate: async (change) => {
      await cancelProfileReads(queryClient);
      return { takeBack: showProfileStatus(queryClient, change.userId, change.to) };
    },
    onSuccess: (_answer, change) =>
      setNotice({
        tone: 'done',
        text: doneText(change),
        ...(change.isUndo ? {} : { undo: undoOf(change) }),
      }),
    onError: (error, change, context) => {
      context?.takeBack();
      // The one 422 of this route: the profile is a community admin's.
      if (isApiError(error) && error.status === 422 && change.to !== 'active') {
        rememberAdmin(queryClient, change.userId);
      }
      setNotice({ tone: 'failed', text: failedText(change, error.message), retry: change });
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: profileStatusKey }) === 1) {
        return refreshProfileReads(queryClient);
      }
      return undefined;
    },
  });

  const busyUserIds = useMutationState({
    filters: { mutationKey: profileStatusKey, status: 'pending' },
    select: (pending) => (pending.state.variables as ProfileStatusChange).userId,
  });
  // The changes sent this session and not refused, oldest first: a panel holding a profile the
  // lists no longer show (a blocked member leaves a space's lists) still shows its new status.
  const madeChanges = useMutationState({
    filters: {
      mutationKey: profileStatusKey,
      predicate: (sent) => sent.state.status === 'pending' || sent.state.status === 'success',
    },
    select: (sent) => sent.state.variables as ProfileStatusChange,
  });

  const { mutate } = mutation;
  const change = useCallback(
    (next: ProfileStatusChange) => {
      setNotice(null);
      mutate(next);
    },
    [mutate, setNotice],
  );

  return {
    change,
    notice,
    dismiss,
    isBusy: (userId: number) => busyUserIds.includes(userId),
    /** The status this session last gave the profile, if it did: newer than a held copy. */
    statusGiven: (userId: number) =>
      madeChanges.findLast((made) => made.userId === userId)?.to ?? null,
  };
}

export type ProfileStatusActions = ReturnType<typeof useProfileStatusActions>;
