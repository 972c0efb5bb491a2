import { describe, expect, it } from 'vitest';
import { joinedEarlierNote, unlistedRequestsNote } from './notes';

describe("the notes under a space's charts", () => {
  it('count the members who joined earlier, one or more, and say nothing of none', () => {
    expect(joinedEarlierNote(1, '17 Nov')).toBe('And 1 member joined before 17 Nov.');
    expect(joinedEarlierNote(2, undefined)).toBe('And 2 members joined before these weeks.');
    expect(joinedEarlierNote(0, '17 Nov')).toBeNull();
  });

  it('count the requests the site counts but does not list', () => {
    expect(unlistedRequestsNote(1)).toBe(
      '1 more join request comes from accounts that are not active: the site counts them but does not list them.',
    );
    expect(unlistedRequestsNote(1204)).toBe(
      '1,204 more join requests come from accounts that are not active: the site counts them but does not list them.',
    );
    expect(unlistedRequestsNote(0)).toBeNull();
  });
});
