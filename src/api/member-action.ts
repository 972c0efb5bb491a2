import { t } from '@lingui/core/macro';
import type { SpaceRole } from '../../contract';
import type { Member } from './schemas/member';

/** One action on one membership of the space. */
export type MemberAction =
  | { kind: 'approve'; member: Member }
  | { kind: 'decline'; member: Member }
  | { kind: 'remove'; member: Member }
  | { kind: 'role'; member: Member; role: SpaceRole }
  /** Undo of an approval: the reverse the site offers is removing the membership. */
  | { kind: 'unapprove'; member: Member }
  /** Undo of a role change: the old role back (`member` is the row as the change left it). */
  | { kind: 'restore-role'; member: Member; role: SpaceRole };

export function memberName(member: Member): string {
  const id = member.user_id;
  return member.xprofile?.display_name ?? t`Deleted user #${id}`;
}

/** A role as said of a person: "an admin", "a moderator", "a member" (one message each). */
export const roleWithArticle = (role: string) => {
  if (role === 'admin') return t`an admin`;
  if (role === 'moderator') return t`a moderator`;
  if (role === 'member') return t`a member`;
  return t({ comment: "role is a space role's name as the site sends it", message: `a ${role}` });
};
