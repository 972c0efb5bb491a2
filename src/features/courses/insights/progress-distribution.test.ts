import { describe, expect, it } from 'vitest';
import { progressDistribution } from './progress-distribution';
import { makeStudent } from '../../../insights/aggregate/rows.fixture';

const withProgress = (...values: Array<number | undefined>) =>
  values.map((progress) => makeStudent({ progress }));

describe('progressDistribution', () => {
  it('puts each student in one bucket, 0 and 100 in their own', () => {
    const { table, withoutProgress } = progressDistribution(
      withProgress(0, 1, 24, 25, 49, 50, 74, 75, 99, 100, 100),
    );
    expect(table.caption).toBe('Course progress');
    expect(table.rows).toEqual([
      { key: 'not_started', label: 'Not started', values: [1] },
      { key: 'p1_24', label: '1–24%', values: [2] },
      { key: 'p25_49', label: '25–49%', values: [2] },
      { key: 'p50_74', label: '50–74%', values: [2] },
      { key: 'p75_99', label: '75–99%', values: [2] },
      { key: 'completed', label: 'Completed', values: [2] },
    ]);
    expect(withoutProgress).toBe(0);
  });

  it('reports students without progress apart, in no bucket', () => {
    const { table, withoutProgress } = progressDistribution(withProgress(undefined, 30, undefined));
    expect(table.rows.map((row) => row.values[0])).toEqual([0, 0, 1, 0, 0, 0]);
    expect(withoutProgress).toBe(2);
  });

  it('reads values outside 0–100 as the nearer end, and a fraction below 100 as not done', () => {
    const { table } = progressDistribution(withProgress(-5, 120, 99.5, 0.5));
    expect(table.rows.map((row) => row.values[0])).toEqual([2, 0, 0, 0, 1, 1]);
  });

  it('gives empty buckets for no students', () => {
    const { table, withoutProgress } = progressDistribution([]);
    expect(table.rows.map((row) => row.values[0])).toEqual([0, 0, 0, 0, 0, 0]);
    expect(withoutProgress).toBe(0);
  });
});
