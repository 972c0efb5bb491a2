import { t } from '@lingui/core/macro';
import { addDays, DAY_MS, dayKey, dayMonthLabel, startOfSiteWeek } from './site-calendar';

/** One Monday-to-Monday week of the site's calendar. */
export interface SiteWeek {
  /** The Monday, "2026-11-16". */
  key: string;
  /** "16 Nov", or "16 Nov (so far)" for the week that holds `now`. */
  label: string;
  /** Monday midnight, site wall clock; inside the week. */
  start: Date;
  /** The next Monday midnight; outside the week. */
  end: Date;
  /** True for the current week, which has not ended yet. */
  partial: boolean;
}

/** The weeks a chart shows, and the Monday midnights between them. */
export interface WeekBoundaries {
  /**
   * `weeks + 1` Monday midnights (site wall clock), oldest first: week n runs from `edges[n]`
   * (inside) to `edges[n + 1]` (outside). The last edge is the Monday after `now`, so the last
   * week is the current, partial one.
   */
  edges: readonly Date[];
  /** One per week, oldest first; the last has `partial: true`. */
  weeks: readonly SiteWeek[];
}

/**
 * The last `weeks` weeks up to and including the current one, as Monday midnights of the site
 * (`now` is a site wall-clock Date: see site-time.ts). Weeks start on Monday, WordPress's default
 * `start_of_week`. Counting "posts created at or after each edge" and subtracting neighbours
 * gives each week's posts.
 */
export function weekBoundaries(now: Date, weeks = 12): WeekBoundaries {
  if (!Number.isInteger(weeks) || weeks < 1) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a programming error, never shown
    throw new RangeError(`weeks must be a positive integer, not ${weeks}`);
  }
  const nextMonday = addDays(startOfSiteWeek(now), 7);
  const edges = Array.from({ length: weeks + 1 }, (_, index) =>
    addDays(nextMonday, -7 * (weeks - index)),
  );
  const siteWeeks = edges.slice(0, -1).map((start, index): SiteWeek => {
    const partial = index === weeks - 1;
    const label = dayMonthLabel(start);
    return {
      key: dayKey(start),
      label: partial
        ? t({
            comment: 'A week on a chart, still going on: its first day',
            message: `${label} (so far)`,
          })
        : label,
      start,
      end: edges[index + 1]!,
      partial,
    };
  });
  return { edges, weeks: siteWeeks };
}

/**
 * Which week of `boundaries` holds `wallClock`: its index, -1 when it is before the first week,
 * or `weeks.length` when it is at or after the last edge (a date ahead of the site's `now`).
 */
export function weekIndexOf(boundaries: WeekBoundaries, wallClock: Date): number {
  const { edges, weeks } = boundaries;
  const time = wallClock.getTime();
  if (time < edges[0]!.getTime()) return -1;
  if (time >= edges[edges.length - 1]!.getTime()) return weeks.length;
  // Site weeks are always seven 24-hour days on the wall clock (site-calendar.ts).
  return Math.floor((time - edges[0]!.getTime()) / (7 * DAY_MS));
}
