import { afterEach, describe, expect, it } from 'vitest';
import { siteDate, wall } from './rows.fixture';
import { offsetFromTimezone, siteNow } from './site-time';
import { weekBoundaries, weekIndexOf } from './week-boundaries';

/** The key of the current week at the instant `iso`, for a site at `offsetMinutes`. */
function currentWeekAt(iso: string, offsetMinutes: number): string {
  const boundaries = weekBoundaries(siteNow(new Date(iso), offsetMinutes), 1);
  return boundaries.weeks[0]!.key;
}

describe('weekBoundaries', () => {
  it('gives weeks + 1 Monday midnights, oldest first, ending the Monday after now', () => {
    const { edges, weeks } = weekBoundaries(wall('2026-11-18 10:00:00'));
    expect(edges).toHaveLength(13);
    expect(siteDate(edges[0]!)).toBe('2026-08-31 00:00:00');
    expect(siteDate(edges[11]!)).toBe('2026-11-16 00:00:00');
    expect(siteDate(edges[12]!)).toBe('2026-11-23 00:00:00');
    expect(edges.every((edge) => edge.getUTCDay() === 1)).toBe(true);
    expect(weeks).toHaveLength(12);
    expect(weeks.map((week) => week.key).slice(0, 2)).toEqual(['2026-08-31', '2026-09-07']);
    expect(weeks[10]).toEqual({
      key: '2026-11-09',
      label: '9 Nov',
      start: edges[10],
      end: edges[11],
      partial: false,
    });
  });

  it('labels the current week as partial, and only that one', () => {
    const { weeks } = weekBoundaries(wall('2026-11-18 10:00:00'), 3);
    expect(weeks.map((week) => week.label)).toEqual(['2 Nov', '9 Nov', '16 Nov (so far)']);
    expect(weeks.map((week) => week.partial)).toEqual([false, false, true]);
  });

  it('starts a week at Monday 00:00:00, and leaves Sunday 23:59:59 in the week before', () => {
    expect(weekBoundaries(wall('2026-11-16 00:00:00'), 1).weeks[0]!.key).toBe('2026-11-16');
    expect(weekBoundaries(wall('2026-11-15 23:59:59'), 1).weeks[0]!.key).toBe('2026-11-09');
  });

  it('crosses the new year', () => {
    const { weeks } = weekBoundaries(wall('2027-01-02 12:00:00'), 2);
    expect(weeks.map((week) => [week.key, week.label])).toEqual([
      ['2026-12-21', '21 Dec'],
      ['2026-12-28', '28 Dec (so far)'],
    ]);
  });

  it('refuses a week count that is not a positive integer', () => {
    const now = wall('2026-11-18 10:00:00');
    expect(() => weekBoundaries(now, 0)).toThrow(RangeError);
    expect(() => weekBoundaries(now, 2.5)).toThrow(RangeError);
  });
});

describe('weekIndexOf', () => {
  const boundaries = weekBoundaries(wall('2026-11-18 10:00:00'), 3);

  it.each([
    ['2026-11-01 23:59:59', -1],
    ['2026-11-02 00:00:00', 0],
    ['2026-11-15 23:59:59', 1],
    ['2026-11-16 00:00:00', 2],
    ['2026-11-22 23:59:59', 2],
    ['2026-11-23 00:00:00', 3],
  ])('puts %s in week %i', (date, index) => {
    expect(weekIndexOf(boundaries, wall(date))).toBe(index);
  });
});

describe('weeks on the site clock', () => {
  it('moves to the next week at the site midnight of a positive offset', () => {
    // Sunday 22:30 UTC is Monday 00:30 in UTC+2.
    expect(currentWeekAt('2026-11-15T22:30:00Z', 120)).toBe('2026-11-16');
    expect(currentWeekAt('2026-11-15T22:30:00Z', 0)).toBe('2026-11-09');
  });

  it('moves at the site midnight of a fractional offset (UTC+5:30)', () => {
    const offset = offsetFromTimezone('', 5.5, new Date('2026-11-15T18:30:00Z'));
    expect(currentWeekAt('2026-11-15T18:29:59Z', offset)).toBe('2026-11-09');
    expect(currentWeekAt('2026-11-15T18:30:00Z', offset)).toBe('2026-11-16');
  });

  it.each([
    // 04:30 UTC on 9 March is Monday 00:30 EDT: the fixed winter offset would say Sunday.
    ['2026-03-09T04:30:00Z', '2026-03-09', '2026-03-02'],
    // 04:30 UTC on 2 November is Sunday 23:30 EST: the summer offset would say Monday.
    ['2026-11-02T04:30:00Z', '2026-10-26', '2026-11-02'],
  ])('follows New York daylight saving at %s', (iso, inZone, withStaleOffset) => {
    const at = new Date(iso);
    expect(currentWeekAt(iso, offsetFromTimezone('America/New_York', 0, at))).toBe(inZone);
    const stale = iso.startsWith('2026-03') ? -300 : -240;
    expect(currentWeekAt(iso, stale)).toBe(withStaleOffset);
  });
});

describe('the browser zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it('never moves a week edge', () => {
    const keysIn = (zone: string) => {
      process.env.TZ = zone;
      const { edges } = weekBoundaries(wall('2026-11-16 00:30:00'), 2);
      return edges.map(siteDate);
    };
    const inUtc = keysIn('UTC');
    expect(keysIn('Pacific/Kiritimati')).toEqual(inUtc);
    // The zone did change: local getters would have put the edge on another day.
    expect(wall('2026-11-16 00:30:00').getHours()).toBe(14);
    expect(keysIn('America/Los_Angeles')).toEqual(inUtc);
    expect(wall('2026-11-16 00:30:00').getDay()).toBe(0);
    expect(inUtc).toEqual(['2026-11-09 00:00:00', '2026-11-16 00:00:00', '2026-11-23 00:00:00']);
  });
});
