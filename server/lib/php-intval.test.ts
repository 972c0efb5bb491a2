import { describe, expect, it } from 'vitest';
import { phpIntval } from './php-intval';

describe('phpIntval', () => {
  it('reads a request value as PHP intval does', () => {
    expect(phpIntval('1')).toBe(1);
    expect(phpIntval(' 2abc')).toBe(2);
    expect(phpIntval('-3')).toBe(-3);
    expect(phpIntval('abc')).toBe(0);
    expect(phpIntval('')).toBe(0);
    expect(phpIntval(1.9)).toBe(1);
    expect(phpIntval(true)).toBe(1);
    expect(phpIntval(false)).toBe(0);
    expect(phpIntval(null)).toBe(0);
    expect(phpIntval(undefined)).toBe(0);
    expect(phpIntval([])).toBe(0);
    expect(phpIntval(['0'])).toBe(1);
    expect(phpIntval({})).toBe(0);
  });
});
