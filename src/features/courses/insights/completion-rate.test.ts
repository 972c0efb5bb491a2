import { describe, expect, it } from 'vitest';
import { completionRate } from './completion-rate';
import { makeStudent } from '../../../insights/aggregate/rows.fixture';

const withProgress = (...values: Array<number | undefined>) =>
  values.map((progress) => makeStudent({ progress }));

describe('completionRate', () => {
  it('divides the students at 100% by the students with a progress', () => {
    expect(completionRate(withProgress(100, 100, 50, 0, undefined))).toEqual({
      completed: 2,
      total: 4,
      rate: 0.5,
      withoutProgress: 1,
    });
  });

  it('does not count 99% as completed', () => {
    expect(completionRate(withProgress(99, 100)).rate).toBe(0.5);
  });

  it('has no rate without students, or when none has a progress', () => {
    expect(completionRate([])).toEqual({ completed: 0, total: 0, rate: null, withoutProgress: 0 });
    expect(completionRate(withProgress(undefined, undefined))).toEqual({
      completed: 0,
      total: 0,
      rate: null,
      withoutProgress: 2,
    });
  });
});
