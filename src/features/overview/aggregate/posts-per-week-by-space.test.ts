import { describe, expect, it } from 'vitest';
import { postsPerWeekBySpace } from './posts-per-week-by-space';
import { wall } from '../../../insights/aggregate/rows.fixture';
import { weekBoundaries } from '../../../insights/aggregate/week-boundaries';

const boundaries = weekBoundaries(wall('2026-11-18 10:00:00'), 3);

describe('postsPerWeekBySpace', () => {
  it('turns "at or after each edge" counts into weeks, with the rest as "Other spaces"', () => {
    const table = postsPerWeekBySpace({
      boundaries,
      totalsAtBoundaries: [10, 6, 3, 0],
      seriesCounts: [
        { key: '2', label: 'General', countsAtBoundaries: [5, 3, 1, 0] },
        { key: '7', label: 'Design club', countsAtBoundaries: [2, 2, 1, 0] },
      ],
    });
    expect(table.caption).toBe('Posts per week, by space');
    expect(table.rowHeader).toBe('Week');
    expect(table.series).toEqual([
      { key: '2', label: 'General' },
      { key: '7', label: 'Design club' },
      { key: 'other', label: 'Other spaces' },
    ]);
    expect(table.rows).toEqual([
      { key: '2026-11-02', label: '2 Nov', values: [2, 0, 2] },
      { key: '2026-11-09', label: '9 Nov', values: [2, 1, 0] },
      { key: '2026-11-16', label: '16 Nov (so far)', values: [1, 1, 1] },
    ]);
    expect(table.unit).toEqual({ one: 'post', other: 'posts' });
  });

  it('clamps a week and "Other spaces" at zero when counts taken apart disagree', () => {
    const table = postsPerWeekBySpace({
      boundaries,
      // The feed's weeks: 0, 3, 2.
      totalsAtBoundaries: [5, 5, 2, 0],
      seriesCounts: [
        // Weeks 1, 1, 1: in the first week the space has a post the feed's count missed.
        { key: '2', label: 'General', countsAtBoundaries: [3, 2, 1, 0] },
        // Its count went up between two requests: 2 − 3 would be −1.
        { key: '7', label: 'Design club', countsAtBoundaries: [2, 3, 0, 0] },
      ],
    });
    expect(table.rows.map((row) => row.values)).toEqual([
      [1, 0, 0],
      [1, 3, 0],
      [1, 0, 1],
    ]);
  });

  it('calls the one series "All spaces" when there are no top spaces', () => {
    const table = postsPerWeekBySpace({
      boundaries,
      totalsAtBoundaries: [4, 4, 1, 0],
      seriesCounts: [],
    });
    expect(table.series).toEqual([{ key: 'other', label: 'All spaces' }]);
    expect(table.rows.map((row) => row.values)).toEqual([[0], [3], [1]]);
  });

  it('gives empty weeks for an empty feed', () => {
    const table = postsPerWeekBySpace({
      boundaries,
      totalsAtBoundaries: [0, 0, 0, 0],
      seriesCounts: [],
    });
    expect(table.rows.map((row) => row.values)).toEqual([[0], [0], [0]]);
  });

  it('refuses counts that do not match the edges', () => {
    expect(() =>
      postsPerWeekBySpace({ boundaries, totalsAtBoundaries: [3, 2, 1], seriesCounts: [] }),
    ).toThrow(/3 counts for 4 week boundaries/);
    expect(() =>
      postsPerWeekBySpace({
        boundaries,
        totalsAtBoundaries: [3, 2, 1, 0],
        seriesCounts: [{ key: '2', label: 'General', countsAtBoundaries: [1, 0] }],
      }),
    ).toThrow(/General/);
  });
});
