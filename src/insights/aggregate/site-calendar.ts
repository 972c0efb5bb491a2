import { intlLocale } from '../../lib/i18n/intl-locale';

/**
 * Calendar arithmetic on site wall-clock Dates (see site-time.ts): days and weeks are read with
 * UTC getters, which on those Dates give the site's own calendar, never the browser's. A site
 * day is always 24 hours long here: daylight saving moves the real instants, not the wall clock.
 */

/** One day, in milliseconds. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The site's midnight that starts the day of `wallClock`. */
export function startOfSiteDay(wallClock: Date): Date {
  return new Date(
    Date.UTC(wallClock.getUTCFullYear(), wallClock.getUTCMonth(), wallClock.getUTCDate()),
  );
}

/** The Monday midnight that starts the week of `wallClock` (WordPress's default start_of_week). */
export function startOfSiteWeek(wallClock: Date): Date {
  const day = startOfSiteDay(wallClock);
  const daysSinceMonday = (day.getUTCDay() + 6) % 7;
  return addDays(day, -daysSinceMonday);
}

/** `wallClock` moved by `days` whole days (negative goes back). */
export function addDays(wallClock: Date, days: number): Date {
  return new Date(wallClock.getTime() + days * DAY_MS);
}

/** Whole days from `earlier` to `later` (rounded down; 0 when `later` is not after `earlier`). */
export function wholeDaysBetween(earlier: Date, later: Date): number {
  return Math.max(0, Math.floor((later.getTime() - earlier.getTime()) / DAY_MS));
}

/** "2026-11-16": a stable key for the day of `wallClock`. */
export function dayKey(wallClock: Date): string {
  return wallClock.toISOString().slice(0, 10);
}

const dayMonthFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "16 Nov" (German "16. Nov.", Arabic "16 نوفمبر"): the day and month of `wallClock` in the
 * language shown, for week labels on a chart's axis; read with the UTC getters' clock, as
 * everything here. English keeps the day first, as the dashboard's English labels always had.
 */
export function dayMonthLabel(wallClock: Date): string {
  const locale = intlLocale();
  let format = dayMonthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'utc' });
    dayMonthFormats.set(locale, format);
  }
  if (locale !== 'en') return format.format(wallClock);
  const parts = format.formatToParts(wallClock);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((found) => found.type === type)?.value ?? '';
  return `${part('day')} ${part('month')}`;
}
