import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('countOf', () => {
  it('uses the singular for one and the plural otherwise, with grouped digits', () => {
    expect(countOf(1, 'member')).toBe('1 member');
    expect(countOf(0, 'member')).toBe('0 members');
    expect(countOf(20000, 'request')).toBe('20,000 requests');
  });
});
