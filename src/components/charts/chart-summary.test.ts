import { describe, expect, it } from 'vitest';
import { chartSummary } from './chart-summary';
import { chartTableCsv, type ChartTable } from './chart-table';
import { isolatedName } from '../../test/isolated-text';

const weeks: ChartTable = {
  caption: 'Posts per week, by space',
  rowHeader: 'Week',
  series: [
    { key: 'general', label: 'General' },
    { key: 'other', label: 'Other spaces' },
  ],
  rows: [
    { key: 'w1', label: '3 Nov', values: [100, 40] },
    { key: 'w2', label: '10 Nov', values: [300, 1040] },
    { key: 'w3', label: '17 Nov', values: [2, 1] },
  ],
  unit: { one: 'post', other: 'posts' },
};

describe('chartSummary', () => {
  it('names the bars, the total and the highest stack', () => {
    expect(chartSummary(weeks, true)).toBe(
      `Posts per week, by space: 3 bars, 1,483 posts in all; highest ${isolatedName('10 Nov')}, 1,340 posts.`,
    );
  });

  it('names the series of the highest bar when grouped', () => {
    expect(chartSummary(weeks, false)).toBe(
      `Posts per week, by space: 3 groups of 2 bars, 1,483 posts in all; highest ${isolatedName('10 Nov')}, ${isolatedName('Other spaces')}, 1,040 posts.`,
    );
  });

  it('adds nothing up when the series count the same people twice', () => {
    expect(chartSummary({ ...weeks, seriesAdd: false }, false)).toBe(
      `Posts per week, by space: 3 groups of 2 bars; highest ${isolatedName('10 Nov')}, ${isolatedName('Other spaces')}, 1,040 posts.`,
    );
    expect(chartTableCsv({ ...weeks, seriesAdd: false }).split(/\r?\n/)[0]).toBe(
      '\uFEFFWeek,General,Other spaces',
    );
    expect(chartTableCsv(weeks).split(/\r?\n/)[0]).toBe('\uFEFFWeek,General,Other spaces,Total');
  });

  it('uses the singular for one bar of one unit', () => {
    const one: ChartTable = {
      ...weeks,
      caption: 'Roles',
      series: [{ key: 'members', label: 'Members' }],
      rows: [{ key: 'admin', label: 'Admin', values: [1] }],
      unit: { one: 'member', other: 'members' },
    };
    expect(chartSummary(one, false)).toBe(
      `Roles: 1 bar, 1 member in all; highest ${isolatedName('Admin')}, 1 member.`,
    );
  });

  it('isolates the labels it names: a space, an author, a post’s title from the site', () => {
    const spaces: ChartTable = {
      ...weeks,
      caption: 'Most active spaces',
      rowHeader: 'Space',
      series: [
        { key: 'posts', label: 'Posts' },
        { key: 'comments', label: 'تعليقات نورة' },
      ],
      rows: [
        { key: 'club', label: 'המועדון', values: [3, 9] },
        { key: 'general', label: 'General', values: [1, 2] },
      ],
    };
    expect(chartSummary(spaces, false)).toBe(
      `Most active spaces: 2 groups of 2 bars, 15 posts in all; highest ${isolatedName('המועדון')}, ${isolatedName('تعليقات نورة')}, 9 posts.`,
    );
  });

  it('says there is no data when nothing counts', () => {
    expect(chartSummary({ ...weeks, rows: [] }, true)).toBe('Posts per week, by space: no data.');
  });
});
