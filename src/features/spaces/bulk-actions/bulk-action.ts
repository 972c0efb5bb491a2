import type { SpaceRole } from '../../../../contract';
import type { Member } from '../../../api/schemas/member';
import { countOf } from '../../../lib/plural';
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

const DOING: Record<BulkAction['kind'], string> = {
  approve: 'Approving',
  decline: 'Declining',
  remove: 'Removing',
  role: 'Changing the role of',
};

const DONE: Record<BulkAction['kind'], string> = {
  approve: 'Approved',
  decline: 'Declined',
  remove: 'Removed',
  role: 'Changed the role of',
};

const toRole = (action: BulkAction) => (action.kind === 'role' ? ` to ${action.role}` : '');

/** "Approving 37 of 120". */
export function progressText(action: BulkAction, settled: number, total: number): string {
  return `${DOING[action.kind]} ${settled} of ${total}${toRole(action)}`;
}

/** "Approved 118 of 120." */
export function doneText(action: BulkAction, succeeded: number, total: number): string {
  return `${DONE[action.kind]} ${succeeded} of ${total}${toRole(action)}.`;
}

/** What the rows are called in the list the action is on. */
export function rowsNoun(action: BulkAction): string {
  return action.kind === 'approve' || action.kind === 'decline' ? 'request' : 'member';
}

/** "12 requests", "1 member". */
export function countOfRows(action: BulkAction, count: number): string {
  return countOf(count, rowsNoun(action));
}
