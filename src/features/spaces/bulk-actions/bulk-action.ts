import { plural, select, t } from '@lingui/core/macro';
import type { SpaceRole } from '../../../../contract';
import type { Member } from '../../../api/schemas/member';
import type { MemberAction } from '../member-actions/use-member-actions';

/** One action for every selected membership: on join requests, or on members. */
export type BulkAction =
  | { kind: 'approve' }
  | { kind: 'decline' }
  | { kind: 'remove' }
  | { kind: 'role'; role: SpaceRole };

/** The action on one member, as a row's own control sends it. */
export function memberActionOf(action: BulkAction, member: Member): MemberAction {
  return action.kind === 'role'
    ? { kind: 'role', member, role: action.role }
    : { kind: action.kind, member };
}

/** "Approving 37 of 120", "Changing the role of 3 of 12 to moderator". */
export function progressText(action: BulkAction, settled: number, total: number): string {
  switch (action.kind) {
    case 'approve':
      return t`Approving ${settled} of ${total}`;
    case 'decline':
      return t`Declining ${settled} of ${total}`;
    case 'remove':
      return t`Removing ${settled} of ${total}`;
    case 'role': {
      const role = action.role;
      return select(role, {
        admin: `Changing the role of ${settled} of ${total} to admin`,
        moderator: `Changing the role of ${settled} of ${total} to moderator`,
        other: `Changing the role of ${settled} of ${total} to member`,
      });
    }
  }
}

/** "Approved 118 of 120.", "Changed the role of 12 of 12 to moderator." */
export function doneText(action: BulkAction, succeeded: number, total: number): string {
  switch (action.kind) {
    case 'approve':
      return t`Approved ${succeeded} of ${total}.`;
    case 'decline':
      return t`Declined ${succeeded} of ${total}.`;
    case 'remove':
      return t`Removed ${succeeded} of ${total}.`;
    case 'role': {
      const role = action.role;
      return select(role, {
        admin: `Changed the role of ${succeeded} of ${total} to admin.`,
        moderator: `Changed the role of ${succeeded} of ${total} to moderator.`,
        other: `Changed the role of ${succeeded} of ${total} to member.`,
      });
    }
  }
}

/** Whether the action is on join requests (approve, decline) or on members. */
export function onRequests(action: Pick<BulkAction, 'kind'>): boolean {
  return action.kind === 'approve' || action.kind === 'decline';
}

/** "12 requests", "1 member": the rows of the list the action is on. */
export function countOfRows(action: Pick<BulkAction, 'kind'>, count: number): string {
  return onRequests(action)
    ? plural(count, { one: '# request', other: '# requests' })
    : plural(count, { one: '# member', other: '# members' });
}
