import { describe, expect, it } from 'vitest';
import {
  barSegments,
  clamp,
  estimateTextWidth,
  labelledIndexes,
  labelStride,
  valueDomainMax,
} from './bar-layout';
import type { ChartTable } from './chart-table';

const table: ChartTable = {
  caption: 'Posts per week, by space',
  rowHeader: 'Week',
  series: [
    { key: 'general', label: 'General' },
    { key: 'other', label: 'Other' },
  ],
  rows: [
    { key: 'w1', label: '9 Nov', values: [3, 4] },
    { key: 'w2', label: '16 Nov', values: [6, 0] },
  ],
  unit: { one: 'post', other: 'posts' },
};

describe('barSegments', () => {
  it('stacks each series on the ones before it, in one slot', () => {
    expect(barSegments(table.rows[0]!, 2, true)).toEqual([
      { series: 0, value: 3, start: 0, end: 3, slot: 0, slots: 1 },
      { series: 1, value: 4, start: 3, end: 7, slot: 0, slots: 1 },
    ]);
  });

  it('puts grouped series side by side, each from zero', () => {
    expect(barSegments(table.rows[0]!, 2, false)).toEqual([
      { series: 0, value: 3, start: 0, end: 3, slot: 0, slots: 2 },
      { series: 1, value: 4, start: 0, end: 4, slot: 1, slots: 2 },
    ]);
  });

  it('draws negative, missing and non-numbers as zero', () => {
    const row = { key: 'x', label: 'x', values: [-2, Number.NaN] };
    const segments = barSegments(row, 3, true);
    expect(segments.map((segment) => segment.value)).toEqual([0, 0, 0]);
    expect(segments.at(-1)?.end).toBe(0);
  });
});

describe('valueDomainMax', () => {
  it('is the tallest stack when stacked and the tallest single bar otherwise', () => {
    expect(valueDomainMax(table, true)).toBe(7);
    expect(valueDomainMax(table, false)).toBe(6);
    expect(valueDomainMax({ ...table, rows: [] }, true)).toBe(0);
  });
});

describe('labelStride', () => {
  it('labels every band when the widest label fits, and thins when it does not', () => {
    const labels = ['9 Nov', '16 Nov'];
    const widest = estimateTextWidth('16 Nov');
    expect(labelStride(labels, widest + 8)).toBe(1);
    expect(labelStride(labels, (widest + 8) / 2)).toBe(2);
    expect(labelStride(labels, (widest + 8) / 3 - 1)).toBe(4);
  });

  it('never returns less than one, even without labels or room', () => {
    expect(labelStride([], 10)).toBe(1);
    expect(labelStride(['a'], 0)).toBe(1);
  });
});

describe('labelledIndexes', () => {
  it('keeps the last index and every stride-th before it', () => {
    expect([...labelledIndexes(12, 3)].sort((a, b) => a - b)).toEqual([2, 5, 8, 11]);
    expect(labelledIndexes(4, 1).size).toBe(4);
    expect(labelledIndexes(0, 2).size).toBe(0);
  });
});

describe('estimateTextWidth and clamp', () => {
  it('grows with the number of characters (emoji count as one)', () => {
    expect(estimateTextWidth('abcd')).toBeGreaterThan(estimateTextWidth('ab'));
    expect(estimateTextWidth('🎨')).toBe(estimateTextWidth('a'));
  });

  it('holds a value within its range', () => {
    expect(clamp(5, 0, 3)).toBe(3);
    expect(clamp(-1, 0, 3)).toBe(0);
    expect(clamp(2, 0, 3)).toBe(2);
  });
});
