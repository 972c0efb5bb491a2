import { select, t } from '@lingui/core/macro';
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
import { isolated, type SentencePart, isolatedParts } from '../../../lib/sentence';
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
  const name = isolated(memberName(action.member));
  const space = isolated(spaceTitle);
  switch (action.kind) {
    case 'approve':
      return {
        tone: 'done',
        parts: isolatedParts(t`Approved ${name}`),
        undo: { kind: 'unapprove', member: { ...action.member, status: 'active' } },
      };
    case 'decline':
      return {
        tone: 'done',
        parts: isolatedParts(t`Declined ${name}’s request to join ${space}.`),
      };
    case 'remove':
      return { tone: 'done', parts: isolatedParts(t`Removed ${name} from ${space}.`) };
    case 'unapprove':
      return {
        tone: 'done',
        parts: isolatedParts(t`${name} is no longer a member; they can ask to join again.`),
      };
    case 'role': {
      const role = action.role;
      return {
        tone: 'done',
        parts: isolatedParts(
          select(role, {
            admin: `${name} is now an admin.`,
            moderator: `${name} is now a moderator.`,
            other: `${name} is now a member.`,
          }),
        ),
        undo: {
          kind: 'restore-role',
          member: { ...action.member, role: action.role },
          role: action.member.role as SpaceRole,
        },
      };
    }
    case 'restore-role': {
      const role = action.role;
      return {
        tone: 'done',
        parts: isolatedParts(
          select(role, {
            admin: `${name} is an admin again.`,
            moderator: `${name} is a moderator again.`,
            other: `${name} is a member again.`,
          }),
        ),
      };
    }
  }
}

/** Why an action failed, in the site's words (`reason`, isolated), naming the member. */
function failedText(action: MemberAction, reason: string): string {
  const name = isolated(memberName(action.member));
  switch (action.kind) {
    case 'approve':
      return t`Could not approve ${name}: ${reason}`;
    case 'decline':
      return t`Could not decline the request of ${name}: ${reason}`;
    case 'remove':
      return t`Could not remove ${name}: ${reason}`;
    case 'role':
      return t`Could not change the role of ${name}: ${reason}`;
    case 'unapprove':
      return t`Could not undo the approval of ${name}: ${reason}`;
    case 'restore-role':
      return t`Could not restore the role of ${name}: ${reason}`;
  }
}

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
  const name = isolated(memberName(action.member));
  const space = isolated(spaceTitle);
  if (words === SPACE_MEMBER_REFUSALS.alreadyMember) {
    if (action.kind === 'approve') {
      return isolatedParts(
        t`${name} is already a member of ${space}: the request was answered already. The list is read again.`,
      );
    }
    if (action.kind === 'role' || action.kind === 'restore-role') {
      const role = action.role;
      return isolatedParts(
        select(role, {
          admin: `${name} is already an admin. The list is read again.`,
          moderator: `${name} is already a moderator. The list is read again.`,
          other: `${name} is already a member. The list is read again.`,
        }),
      );
    }
  }
  if (
    words === SPACE_MEMBER_REFUSALS.notMember &&
    (action.kind === 'decline' || action.kind === 'remove' || action.kind === 'unapprove')
  ) {
    return isolatedParts(
      t`${name} is no longer in ${space}: someone answered it already. The list is read again.`,
    );
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
        parts: isolatedParts(failedText(action, isolated(error.message))),
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
