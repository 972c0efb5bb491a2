import { describe, expect, it } from 'vitest';
import { movedIndex } from './use-active-option';

describe('movedIndex', () => {
  it('moves by one, wrapping around at both ends', () => {
    expect(movedIndex('next', 0, 3)).toBe(1);
    expect(movedIndex('next', 2, 3)).toBe(0);
    expect(movedIndex('previous', 1, 3)).toBe(0);
    expect(movedIndex('previous', 0, 3)).toBe(2);
  });

  it('goes to the first or last option', () => {
    expect(movedIndex('first', 2, 3)).toBe(0);
    expect(movedIndex('last', 0, 3)).toBe(2);
  });

  it('goes nowhere in an empty list', () => {
    expect(movedIndex('next', -1, 0)).toBe(-1);
    expect(movedIndex('last', -1, 0)).toBe(-1);
  });
});
