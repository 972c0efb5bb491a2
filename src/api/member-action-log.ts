import { msg } from '@lingui/core/macro';
import type { ActionDescription } from '../lib/action-log/entry';
import { sentenceOf } from '../lib/action-log/what';
import { memberName, type MemberAction } from './member-action';
import type { SentencePart } from '../lib/sentence';

/** The values of these messages that are names from the site: kept apart (action-log/what.ts). */
const NAMES = ['member', 'space'];

/** "Made Ana an admin of General" in words for each role (one sentence each, to translate). */
function roleChange(member: string, space: string, role: string): SentencePart[] {
  if (role === 'admin') return sentenceOf(msg`Made ${member} an admin of ${space}`, NAMES);
  if (role === 'moderator') return sentenceOf(msg`Made ${member} a moderator of ${space}`, NAMES);
  if (role === 'member') return sentenceOf(msg`Made ${member} a member of ${space}`, NAMES);
  return sentenceOf(
    msg({
      comment: "role is a space role's name as the site sends it",
      message: `Made ${member} a ${role} of ${space}`,
    }),
    NAMES,
  );
}

/** "Undid a role change: Ana is an admin of General again", for each role. */
function roleRestored(member: string, space: string, role: string): SentencePart[] {
  if (role === 'admin') {
    return sentenceOf(msg`Undid a role change: ${member} is an admin of ${space} again`, NAMES);
  }
  if (role === 'moderator') {
    return sentenceOf(msg`Undid a role change: ${member} is a moderator of ${space} again`, NAMES);
  }
  if (role === 'member') {
    return sentenceOf(msg`Undid a role change: ${member} is a member of ${space} again`, NAMES);
  }
  return sentenceOf(
    msg({
      comment: "role is a space role's name as the site sends it",
      message: `Undid a role change: ${member} is a ${role} of ${space} again`,
    }),
    NAMES,
  );
}

/**
 * A membership action as the action log keeps it (lib/action-log): what was done to whom, in
 * which space — the same words whether a row's control or a bulk run sent it.
 */
export function describeMemberAction(action: MemberAction, spaceTitle: string): ActionDescription {
  const member = memberName(action.member);
  const space = spaceTitle;
  const about = { subject: member, place: spaceTitle };
  switch (action.kind) {
    case 'approve':
      return {
        action: 'space-member.approve',
        what: sentenceOf(msg`Approved ${member}’s request to join ${space}`, NAMES),
        ...about,
      };
    case 'decline':
      return {
        action: 'space-member.decline',
        what: sentenceOf(msg`Declined ${member}’s request to join ${space}`, NAMES),
        ...about,
      };
    case 'remove':
      return {
        action: 'space-member.remove',
        what: sentenceOf(msg`Removed ${member} from ${space}`, NAMES),
        ...about,
      };
    case 'unapprove':
      return {
        action: 'space-member.undo-approve',
        what: sentenceOf(
          msg`Undid the approval of ${member} in ${space} (membership removed)`,
          NAMES,
        ),
        ...about,
      };
    case 'role':
      return {
        action: 'space-member.role',
        what: roleChange(member, space, action.role),
        ...about,
      };
    case 'restore-role':
      return {
        action: 'space-member.undo-role',
        what: roleRestored(member, space, action.role),
        ...about,
      };
  }
}
