import { describe, expect, it } from 'vitest';
import { plainWhat } from '../lib/action-log/entry';
import { designClubActive } from '../test/members-samples';
import { describeMemberAction } from './member-action-log';

const member = designClubActive().members.data[0]!;
const name = member.xprofile!.display_name;

describe('describeMemberAction', () => {
  it('names the action, the person and the space, for each kind and undo', () => {
    const said = (action: Parameters<typeof describeMemberAction>[0]) => {
      const description = describeMemberAction(action, 'Design Club');
      return [description.action, plainWhat(description.what)];
    };
    expect(said({ kind: 'approve', member })).toEqual([
      'space-member.approve',
      `Approved ${name}’s request to join Design Club`,
    ]);
    expect(said({ kind: 'remove', member })).toEqual([
      'space-member.remove',
      `Removed ${name} from Design Club`,
    ]);
    expect(said({ kind: 'role', member, role: 'moderator' })).toEqual([
      'space-member.role',
      `Made ${name} a moderator of Design Club`,
    ]);
    expect(said({ kind: 'unapprove', member })[0]).toBe('space-member.undo-approve');
    expect(describeMemberAction({ kind: 'decline', member }, 'Design Club')).toMatchObject({
      subject: name,
      place: 'Design Club',
    });
  });
});
