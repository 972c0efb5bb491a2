import { describe, expect, it } from 'vitest';
import { siteDate, wall } from './rows.fixture';
import {
  addDays,
  dayKey,
  dayMonthLabel,
  startOfSiteDay,
  startOfSiteWeek,
  wholeDaysBetween,
} from './site-calendar';

describe('site calendar', () => {
  it('finds the site midnight and the Monday that start a day and a week', () => {
    expect(siteDate(startOfSiteDay(wall('2026-11-18 23:59:59')))).toBe('2026-11-18 00:00:00');
    expect(siteDate(startOfSiteWeek(wall('2026-11-18 10:00:00')))).toBe('2026-11-16 00:00:00');
    expect(siteDate(startOfSiteWeek(wall('2026-11-16 00:00:00')))).toBe('2026-11-16 00:00:00');
    expect(siteDate(startOfSiteWeek(wall('2026-11-22 23:59:59')))).toBe('2026-11-16 00:00:00');
  });

  it('moves by whole days across a month and a daylight-saving date alike', () => {
    expect(siteDate(addDays(wall('2026-03-07 12:00:00'), 2))).toBe('2026-03-09 12:00:00');
    expect(siteDate(addDays(wall('2026-03-01 08:00:00'), -1))).toBe('2026-02-28 08:00:00');
  });

  it('counts whole days, rounded down and never below zero', () => {
    const now = wall('2026-11-18 10:00:00');
    expect(wholeDaysBetween(wall('2026-11-03 10:00:01'), now)).toBe(14);
    expect(wholeDaysBetween(wall('2026-11-03 10:00:00'), now)).toBe(15);
    expect(wholeDaysBetween(wall('2026-11-19 10:00:00'), now)).toBe(0);
  });

  it('keys and labels a day', () => {
    expect(dayKey(wall('2026-09-07 00:00:00'))).toBe('2026-09-07');
    expect(dayMonthLabel(wall('2026-09-07 00:00:00'))).toBe('7 Sep');
    expect(dayMonthLabel(wall('2027-01-31 00:00:00'))).toBe('31 Jan');
  });
});
