import { describe, expect, it } from 'vitest';
import { countOfRows, doneText, progressText } from './bulk-action';

describe("a bulk run's words", () => {
  it('count the rows of the list acted on, one or more', () => {
    expect(countOfRows({ kind: 'approve' }, 1)).toBe('1 request');
    expect(countOfRows({ kind: 'decline' }, 2)).toBe('2 requests');
    expect(countOfRows({ kind: 'remove' }, 1)).toBe('1 member');
    expect(countOfRows({ kind: 'role' }, 1204)).toBe('1,204 members');
  });

  it('name the role a change gives', () => {
    const role = { kind: 'role', role: 'moderator' } as const;
    expect(progressText(role, 3, 12)).toBe('Changing the role of 3 of 12 to moderator');
    expect(doneText(role, 12, 12)).toBe('Changed the role of 12 of 12 to moderator.');
    expect(doneText({ kind: 'approve' }, 118, 120)).toBe('Approved 118 of 120.');
  });
});
