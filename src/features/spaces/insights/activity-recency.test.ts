import { describe, expect, it } from 'vitest';
import { activityRecency } from './activity-recency';
import {
  makeMember,
  memberActiveAt,
  siteDate,
  wall,
} from '../../../insights/aggregate/rows.fixture';
import { addDays } from '../../../insights/aggregate/site-calendar';

const now = wall('2026-11-18 10:00:00');
const daysAgo = (days: number, seconds = 0) =>
  memberActiveAt(siteDate(new Date(addDays(now, -days).getTime() - seconds * 1000)));

/** The count of each bucket, by label. */
function countsOf(members: ReturnType<typeof makeMember>[]) {
  const table = activityRecency(members, now);
  return Object.fromEntries(table.rows.map((row) => [row.label, row.values[0]]));
}

describe('activityRecency', () => {
  it('lists every bucket, newest first, empty ones too', () => {
    const table = activityRecency([], now);
    expect(table.rows.map((row) => row.label)).toEqual([
      'Today',
      'Within 7 days',
      'Within 30 days',
      'Within 90 days',
      'Longer ago',
      'Never',
    ]);
    expect(table.rows.every((row) => row.values[0] === 0)).toBe(true);
    expect(table.unit).toEqual({ one: 'member', other: 'members' });
  });

  it('starts "Today" at the site midnight', () => {
    expect(countsOf([memberActiveAt('2026-11-18 00:00:00')])).toMatchObject({ Today: 1 });
    expect(countsOf([memberActiveAt('2026-11-17 23:59:59')])).toMatchObject({
      Today: 0,
      'Within 7 days': 1,
    });
  });

  it('puts exactly 7, 30 and 90 days ago inside, and a second more in the next bucket', () => {
    expect(countsOf([daysAgo(7), daysAgo(30), daysAgo(90)])).toMatchObject({
      'Within 7 days': 1,
      'Within 30 days': 1,
      'Within 90 days': 1,
      'Longer ago': 0,
    });
    expect(countsOf([daysAgo(7, 1), daysAgo(30, 1), daysAgo(90, 1)])).toMatchObject({
      'Within 7 days': 0,
      'Within 30 days': 1,
      'Within 90 days': 1,
      'Longer ago': 1,
    });
  });

  it('counts a gone profile, no activity and an unreadable date as never', () => {
    const members = [
      makeMember({ xprofile: null }),
      memberActiveAt(null),
      memberActiveAt('unknown'),
      memberActiveAt('2026-11-18 09:00:00'),
    ];
    expect(countsOf(members)).toEqual({
      Today: 1,
      'Within 7 days': 0,
      'Within 30 days': 0,
      'Within 90 days': 0,
      'Longer ago': 0,
      Never: 3,
    });
  });

  it('counts activity after now (a site clock ahead) as today', () => {
    expect(countsOf([memberActiveAt('2026-11-18 11:00:00')])).toMatchObject({ Today: 1 });
  });
});
