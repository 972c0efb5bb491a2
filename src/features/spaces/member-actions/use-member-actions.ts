import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useActionNotice } from '../../../lib/use-action-notice';
import { SPACE_MEMBER_REFUSALS, type SpaceRole } from '../../../../contract';
import { useApiClient } from '../../../api/ApiClientProvider';
import type { ApiClient } from '../../../api/client';
import { isApiError } from '../../../api/errors';
import type { Member } from '../../../api/schemas/member';
import { addSpaceMember, removeSpaceMember } from '../../../api/space-member-actions';
import type { ActionNotice } from '../../../components/ActionNoticeBar';
import { actionLogMeta } from '../../../lib/action-log/mutation-meta';
import { named, type SentencePart } from '../../../lib/sentence';
import { UNDO_MS } from '../../../lib/undo';
import {
  cancelSpaceReads,
  changeRole,
  refreshSpace,
  removeMembership,
  type TakeBack,
} from '../../../api/member-cache';
import { memberName, roleWithArticle, type MemberAction } from '../../../api/member-action';
import { describeMemberAction } from '../../../api/member-action-log';

// Where the rows' controls and the bulk runs have long found them.
export { memberName, roleWithArticle, type MemberAction };

/** How long "Undo" is offered after an approval or a role change (lib/undo.ts). */
export { UNDO_MS };

/** What the page says about the last action, in its live region. */
export type MemberActionNotice = ActionNotice<MemberAction>;

const memberActionKey = (slug: string) => ['member-action', slug] as const;

/** The request that carries out one action (a bulk run sends the same, one per member). */
export function sendMemberAction(client: ApiClient, slug: string, action: MemberAction) {
  const userId = action.member.user_id;
  switch (action.kind) {
    case 'approve':
      return addSpaceMember(client, slug, { userId });
    case 'role':
    case 'restore-role':
      return addSpaceMember(client, slug, { userId, role: action.role });
    case 'decline':
    case 'remove':
    case 'unapprove':
      return removeSpaceMember(client, slug, userId);
  }
}

function whatHappened(action: MemberAction, spaceTitle: string): MemberActionNotice {
  const name = named(memberName(action.member));
  const space = named(spaceTitle);
  switch (action.kind) {
    case 'approve':
      return {
        tone: 'done',
        parts: ['Approved ', name],
        undo: { kind: 'unapprove', member: { ...action.member, status: 'active' } },
      };
    case 'decline':
      return { tone: 'done', parts: ['Declined ', name, '’s request to join ', space, '.'] };
    case 'remove':
      return { tone: 'done', parts: ['Removed ', name, ' from ', space, '.'] };
    case 'unapprove':
      return {
        tone: 'done',
        parts: [name, ' is no longer a member; they can ask to join again.'],
      };
    case 'role':
      return {
        tone: 'done',
        parts: [name, ` is now ${roleWithArticle(action.role)}.`],
        undo: {
          kind: 'restore-role',
          member: { ...action.member, role: action.role },
          role: action.member.role as SpaceRole,
        },
      };
    case 'restore-role':
      return { tone: 'done', parts: [name, ` is ${roleWithArticle(action.role)} again.`] };
  }
}

const FAILED_VERB: Record<MemberAction['kind'], string> = {
  approve: 'approve',
  decline: 'decline the request of',
  remove: 'remove',
  role: 'change the role of',
  unapprove: 'undo the approval of',
  'restore-role': 'restore the role of',
};

function optimistic(
  queryClient: ReturnType<typeof useQueryClient>,
  slug: string,
  action: MemberAction,
): TakeBack {
  if (action.kind === 'role' || action.kind === 'restore-role') {
    return changeRole(queryClient, slug, action.member, action.role);
  }
  return removeMembership(queryClient, slug, action.member);
}

/**
 * The site's refusal of an action someone else already took (behaviour.md, "Writes: a space's
 * members": approving a member, removing a non-member), said plainly, or null for any other.
 */
function alreadyHandled(
  action: MemberAction,
  error: Error,
  spaceTitle: string,
): SentencePart[] | null {
  const words = isApiError(error) ? error.serverMessage : undefined;
  const name = named(memberName(action.member));
  const space = named(spaceTitle);
  const reread = ' The list is read again.';
  if (words === SPACE_MEMBER_REFUSALS.alreadyMember) {
    if (action.kind === 'approve') {
      return [
        name,
        ' is already a member of ',
        space,
        ': the request was answered already.',
        reread,
      ];
    }
    if (action.kind === 'role' || action.kind === 'restore-role') {
      return [name, ` is already ${roleWithArticle(action.role)}.`, reread];
    }
  }
  if (
    words === SPACE_MEMBER_REFUSALS.notMember &&
    (action.kind === 'decline' || action.kind === 'remove' || action.kind === 'unapprove')
  ) {
    return [name, ' is no longer in ', space, ': someone answered it already.', reread];
  }
  return null;
}

/**
 * The membership actions of one space's page: each is shown at once in the cached lists and
 * counts (member-cache.ts), sent once, taken back with the site's own words if it is refused,
 * and followed by a fresh read of the space once no other action of it is in flight (so a row
 * another action took out does not come back between the two).
 */
export function useMemberActions(slug: string, spaceTitle: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { notice, setNotice, dismiss } = useActionNotice<MemberActionNotice>();

  const mutation = useMutation({
    mutationKey: memberActionKey(slug),
    mutationFn: (action: MemberAction) => sendMemberAction(client, slug, action),
    // Every action and every undo lands in the action log when it ends (query-client.ts).
    meta: actionLogMeta((action: MemberAction) => describeMemberAction(action, spaceTitle)),
    onMutate: async (action) => {
      await cancelSpaceReads(queryClient, slug);
      return { takeBack: optimistic(queryClient, slug, action) };
    },
    onSuccess: (_answer, action) => setNotice(whatHappened(action, spaceTitle)),
    onError: (error, action, context) => {
      const handled = alreadyHandled(action, error, spaceTitle);
      if (handled) {
        // What the action wanted is already so: the row stays as shown until the fresh read.
        setNotice({ tone: 'gone', parts: handled });
        return;
      }
      context?.takeBack();
      setNotice({
        tone: 'failed',
        parts: [
          `Could not ${FAILED_VERB[action.kind]} `,
          named(memberName(action.member)),
          `: ${error.message}`,
        ],
        retry: action,
      });
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: memberActionKey(slug) }) === 1) {
        return refreshSpace(queryClient, slug);
      }
      return undefined;
    },
  });

  const busyUserIds = useMutationState({
    filters: { mutationKey: memberActionKey(slug), status: 'pending' },
    select: (pending) => (pending.state.variables as MemberAction).member.user_id,
  });

  const { mutate } = mutation;
  const act = useCallback(
    (action: MemberAction) => {
      setNotice(null);
      mutate(action);
    },
    [mutate, setNotice],
  );

  return {
    act,
    notice,
    dismiss,
    isBusy: (member: Member) => busyUserIds.includes(member.user_id),
  };
}

export type MemberActions = ReturnType<typeof useMemberActions>;
