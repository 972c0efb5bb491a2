import { describe, expect, it } from 'vitest';
import { countedNoun } from './counted';

describe('countedNoun', () => {
  it('says one and more of each noun the tables name, the number in the language shown', () => {
    expect(countedNoun(1, 'member')).toBe('1 member');
    expect(countedNoun(2, 'member')).toBe('2 members');
    expect(countedNoun(1204, 'student')).toBe('1,204 students');
    expect(countedNoun(1, 'page')).toBe('1 page');
    expect(countedNoun(0, 'request')).toBe('0 requests');
  });

  it('writes a noun it has no message for after the number, as the caller gave it', () => {
    expect(countedNoun(3, 'widgets')).toBe('3 widgets');
  });
});
