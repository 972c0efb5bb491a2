import { describe, expect, it } from 'vitest';
import { pendingByAge } from './pending-by-age';
import { makeMember, siteDate, wall } from '../../../insights/aggregate/rows.fixture';
import { addDays } from '../../../insights/aggregate/site-calendar';

const now = wall('2026-11-18 10:00:00');
const requestedAgo = (days: number, seconds = 0) =>
  makeMember({
    status: 'pending',
    created_at: siteDate(new Date(addDays(now, -days).getTime() - seconds * 1000)),
  });

/** How many requests fell in each bucket, youngest first. */
const countsOf = (pending: ReturnType<typeof makeMember>[]) =>
  pendingByAge(pending, now).table.rows.map((row) => row.values[0]);

describe('pendingByAge', () => {
  it('names its buckets, youngest first', () => {
    const { table, undated } = pendingByAge([], now);
    expect(table.rows.map((row) => row.label)).toEqual([
      'Under a day',
      '1–7 days',
      '1–4 weeks',
      '1–3 months',
      'Older',
    ]);
    expect(table.caption).toBe('Pending requests by age');
    expect(table.unit).toEqual({ one: 'request', other: 'requests' });
    expect(undated).toBe(0);
  });

  it('starts each bucket at its age, inclusive', () => {
    expect(countsOf([requestedAgo(0), requestedAgo(1, -1)])).toEqual([2, 0, 0, 0, 0]);
    expect(countsOf([requestedAgo(1), requestedAgo(7, -1)])).toEqual([0, 2, 0, 0, 0]);
    expect(countsOf([requestedAgo(7), requestedAgo(28, -1)])).toEqual([0, 0, 2, 0, 0]);
    expect(countsOf([requestedAgo(28), requestedAgo(90, -1)])).toEqual([0, 0, 0, 2, 0]);
    expect(countsOf([requestedAgo(90), requestedAgo(400)])).toEqual([0, 0, 0, 0, 2]);
  });

  it('counts a request dated after now as under a day, and one without a date apart', () => {
    const { table, undated } = pendingByAge(
      [
        requestedAgo(0, -3600),
        makeMember({ created_at: null }),
        makeMember({ created_at: 'soon' }),
      ],
      now,
    );
    expect(table.rows.map((row) => row.values[0])).toEqual([1, 0, 0, 0, 0]);
    expect(undated).toBe(2);
  });
});
