import { describe, expect, it } from 'vitest';
import { periodChange } from './period-change';

describe('periodChange', () => {
  it.each([
    [12, 8, 0.5],
    [4, 8, -0.5],
    [0, 3, -1],
    [7, 7, 0],
  ])('%i after %i is a change of %d', (current, previous, ratio) => {
    expect(periodChange(current, previous)).toEqual({ current, previous, ratio });
  });

  it('has no ratio when the previous period had nothing', () => {
    expect(periodChange(5, 0)).toEqual({ current: 5, previous: 0, ratio: null });
    expect(periodChange(0, 0).ratio).toBeNull();
  });
});
