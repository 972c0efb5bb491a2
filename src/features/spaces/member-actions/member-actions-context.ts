import { createContext, useContext } from 'react';
import type { Member } from '../../../api/schemas/member';
import type { MemberStatus } from '../../../api/space-members';
import type { MemberActions } from './use-member-actions';

/** An action that asks first (it cannot be undone in place): declining, removing. */
export interface ConfirmRequest {
  kind: 'decline' | 'remove';
  member: Member;
}

/**
 * What a row's action controls need, handed down by the members page to its rows (the columns
 * are defined once, outside the page). Absent: the account may not act, no controls.
 */
export interface MemberActionsContextValue {
  status: MemberStatus;
  actions: MemberActions;
  confirm: (request: ConfirmRequest) => void;
}

export const MemberActionsContext = createContext<MemberActionsContextValue | null>(null);

export function useMemberActionsContext(): MemberActionsContextValue | null {
  return useContext(MemberActionsContext);
}
