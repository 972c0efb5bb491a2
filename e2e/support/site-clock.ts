import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The site's clock as the insights pages keep it: its offset, the hour the pages call "now",
 * the weeks they chart (Monday to Monday) and how the database writes a time.
 */

const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The site's UTC offset in minutes, from the REST index the app signs in with. The demo's is
 * UTC; a named zone with daylight saving is not supported by these expectations.
 */
export async function siteOffsetMinutes(request: APIRequestContext): Promise<number> {
  const response = await request.get('/wp-json/');
  expect(response.status()).toBe(200);
  const index = (await response.json()) as { gmt_offset: number; timezone_string: string };
  const zone = index.timezone_string.trim();
  if (zone !== '' && zone !== 'UTC') {
    throw new Error(`The insights specs expect a fixed-offset site clock, not ${zone}`);
  }
  return Math.round(index.gmt_offset * 60);
}

/** The site's wall clock (read as UTC) at `instant`, down to the hour: the pages' "now". */
export function siteHour(offsetMinutes: number, instant = new Date()): Date {
  const wallClock = instant.getTime() + offsetMinutes * 60_000;
  return new Date(wallClock - (wallClock % HOUR_MS));
}

/** A wall-clock Date as the database writes it: "2026-11-24 14:00:00". */
export function sqlTime(wallClock: Date): string {
  return wallClock.toISOString().slice(0, 19).replace('T', ' ');
}

/** A database timestamp as a wall-clock Date; null when empty. */
export function wallClockOf(text: string | null): Date | null {
  return text ? new Date(`${text.replace(' ', 'T')}Z`) : null;
}

/** The Monday midnights of the last `weeks` weeks up to the current one, and the next Monday. */
export function weekEdges(now: Date, weeks: number): Date[] {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = midnight - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  const nextMonday = monday + WEEK_MS;
  return Array.from({ length: weeks + 1 }, (_, index) => {
    return new Date(nextMonday - (weeks - index) * WEEK_MS);
  });
}

/** "16 Nov", and "23 Nov (so far)" for the current week. */
export function weekLabel(monday: Date, current: boolean): string {
  const label = `${monday.getUTCDate()} ${MONTHS[monday.getUTCMonth()]}`;
  return current ? `${label} (so far)` : label;
}

/** Whole days from `earlier` to `later`, rounded down, never negative. */
export function wholeDays(earlier: Date, later: Date): number {
  return Math.max(0, Math.floor((later.getTime() - earlier.getTime()) / DAY_MS));
}
