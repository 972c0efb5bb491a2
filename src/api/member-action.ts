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
  return member.xprofile?.display_name ?? `Deleted user #${member.user_id}`;
}

const ARTICLE: Record<string, string> = { admin: 'an admin', moderator: 'a moderator' };
export const roleWithArticle = (role: string) => ARTICLE[role] ?? `a ${role}`;
