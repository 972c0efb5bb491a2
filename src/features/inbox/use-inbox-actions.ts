import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { actionLogMeta } from '../../lib/action-log/mutation-meta';
import { describeInboxAction } from './inbox-action-log';
import { useCallback } from 'react';
import { useActionNotice } from '../../lib/use-action-notice';
import { useApiClient } from '../../api/ApiClientProvider';
import {
  cancelReadsFor,
  refreshAfter,
  sendInboxAction,
  showDone,
  whatFailed,
  whatHappened,
  type InboxAction,
  type InboxNotice,
} from './inbox-actions';

const inboxActionKey = ['inbox-action'] as const;

/** Which item an action is on, to disable its controls while it is in flight. */
export function actionItemKey(action: InboxAction): string {
  if ('request' in action) return `request:${action.request.member.id}`;
  if ('profile' in action) return `profile:${action.profile.user_id}`;
  return `post:${action.post.id}`;
}

/**
 * The inbox's actions on single items: each shown at once through the cache (inbox-actions.ts),
 * sent once, taken back with the site's own words if it is refused, and followed by a fresh
 * read of what it touched once no other action is in flight. An approval offers Undo for a
 * few seconds, as the members page does.
 */
export function useInboxActions() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { notice, setNotice, dismiss } = useActionNotice<InboxNotice>();

  const { mutate } = useMutation({
    mutationKey: inboxActionKey,
    mutationFn: (action: InboxAction) => sendInboxAction(client, action),
    meta: actionLogMeta(describeInboxAction),
    onMutate: async (action) => {
      await cancelReadsFor(queryClient, action);
      return { takeBack: showDone(queryClient, action) };
    },
    onSuccess: (_answer, action) => setNotice(whatHappened(action)),
    onError: (error, action, context) => {
      context?.takeBack();
      setNotice(whatFailed(action, error.message));
    },
    onSettled: (_answer, _error, action) => {
      if (queryClient.isMutating({ mutationKey: inboxActionKey }) === 1) {
        return refreshAfter(queryClient, action);
      }
      return undefined;
    },
  });

  const busyKeys = useMutationState({
    filters: { mutationKey: inboxActionKey, status: 'pending' },
    select: (pending) => actionItemKey(pending.state.variables as InboxAction),
  });

  const act = useCallback(
    (action: InboxAction) => {
      setNotice(null);
      mutate(action);
    },
    [mutate, setNotice],
  );

  return {
    act,
    notice,
    dismiss,
    isBusy: (key: string) => busyKeys.includes(key),
  };
}

export type InboxActions = ReturnType<typeof useInboxActions>;
