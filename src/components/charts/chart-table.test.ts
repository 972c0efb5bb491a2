import { describe, expect, it } from 'vitest';
import { UTF8_BOM } from '../../lib/csv';
import { isolatedName } from '../../test/isolated-text';
import {
  chartTableCsv,
  formatCount,
  isEmptyTable,
  rowTotal,
  segmentTitle,
  type ChartTable,
} from './chart-table';

const stacked: ChartTable = {
  caption: 'Posts per week, by space',
  rowHeader: 'Week',
  series: [
    { key: 'general', label: 'General' },
    { key: 'other', label: 'Other spaces' },
  ],
  rows: [
    { key: '2026-11-09', label: '9 Nov', values: [3, 4] },
    { key: '2026-11-16', label: '16 Nov', values: [0, 2] },
  ],
  unit: { one: 'post', other: 'posts' },
};

describe('chartTableCsv', () => {
  it('writes the row header, each series and a total column for a stacked table', () => {
    expect(chartTableCsv(stacked)).toBe(
      `${UTF8_BOM}Week,General,Other spaces,Total\r\n9 Nov,3,4,7\r\n16 Nov,0,2,2\r\n`,
    );
  });

  it('leaves the total out for one series, and defuses labels that look like formulas', () => {
    const plain: ChartTable = {
      ...stacked,
      rowHeader: 'Author',
      series: [{ key: 'posts', label: 'Posts' }],
      rows: [{ key: '1', label: '=HYPERLINK("x")', values: [5] }],
    };
    expect(chartTableCsv(plain)).toBe(`${UTF8_BOM}Author,Posts\r\n"'=HYPERLINK(""x"")",5\r\n`);
  });
});

describe('rowTotal', () => {
  it('adds every series of a row', () => {
    expect(rowTotal(stacked.rows[0]!)).toBe(7);
  });
});

describe('formatCount', () => {
  it('uses the singular for exactly one and groups thousands', () => {
    expect(formatCount(1, stacked.unit)).toBe('1 post');
    expect(formatCount(0, stacked.unit)).toBe('0 posts');
    expect(formatCount(12040, stacked.unit)).toBe('12,040 posts');
  });
});

describe('isEmptyTable', () => {
  it('is empty without rows or when every value is zero, and not once one value counts', () => {
    expect(isEmptyTable({ ...stacked, rows: [] })).toBe(true);
    expect(
      isEmptyTable({ ...stacked, rows: [{ key: 'a', label: 'A', values: [0, Number.NaN] }] }),
    ).toBe(true);
    expect(isEmptyTable(stacked)).toBe(false);
  });
});

describe('segmentTitle', () => {
  const authors: ChartTable = {
    ...stacked,
    caption: 'Most active authors',
    rowHeader: 'Author',
    rows: [{ key: '7', label: 'נועה כהן', values: [5, 1] }],
  };

  it('isolates the row’s and the series’ labels, names from the site among them', () => {
    expect(segmentTitle(authors, authors.rows[0]!, 1, 1)).toBe(
      `${isolatedName('נועה כהן')}, ${isolatedName('Other spaces')}: 1 post`,
    );
    const one = { ...authors, series: [{ key: 'posts', label: 'Posts' }] };
    expect(segmentTitle(one, authors.rows[0]!, 0, 5)).toBe(`${isolatedName('נועה כהן')}: 5 posts`);
  });

  it('leaves the CSV’s names as the site wrote them', () => {
    expect(chartTableCsv(authors)).not.toMatch(/[\u2066-\u2069]/);
  });
});
