import type { ActionDescription } from '../lib/action-log/entry';
import { named } from '../lib/sentence';
import { memberName, roleWithArticle, type MemberAction } from './member-action';

/**
 * A membership action as the action log keeps it (lib/action-log): what was done to whom, in
 * which space — the same words whether a row's control or a bulk run sent it.
 */
export function describeMemberAction(action: MemberAction, spaceTitle: string): ActionDescription {
  const name = memberName(action.member);
  const who = named(name);
  const space = named(spaceTitle);
  const about = { subject: name, place: spaceTitle };
  switch (action.kind) {
    case 'approve':
      return {
        action: 'space-member.approve',
        what: ['Approved ', who, '’s request to join ', space],
        ...about,
      };
    case 'decline':
      return {
        action: 'space-member.decline',
        what: ['Declined ', who, '’s request to join ', space],
        ...about,
      };
    case 'remove':
      return {
        action: 'space-member.remove',
        what: ['Removed ', who, ' from ', space],
        ...about,
      };
    case 'unapprove':
      return {
        action: 'space-member.undo-approve',
        what: ['Undid the approval of ', who, ' in ', space, ' (membership removed)'],
        ...about,
      };
    case 'role':
      return {
        action: 'space-member.role',
        what: ['Made ', who, ` ${roleWithArticle(action.role)} of `, space],
        ...about,
      };
    case 'restore-role':
      return {
        action: 'space-member.undo-role',
        what: [
          'Undid a role change: ',
          who,
          ` is ${roleWithArticle(action.role)} of `,
          space,
          ' again',
        ],
        ...about,
      };
  }
}
