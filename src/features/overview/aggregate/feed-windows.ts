import { addDays } from '../../../insights/aggregate/site-calendar';

/**
 * A span of site wall-clock time, `start` inside and `end` outside: a row exactly at `start`
 * belongs to it, a row exactly at `end` to the newer window. `end` is null for a window that
 * runs up to now, which also takes rows dated after `now` (a site clock a little ahead), as a
 * count of "posts created at or after `start`" does.
 */
export interface TimeWindow {
  start: Date;
  end: Date | null;
}

/** The four windows of the overview's cards: the last 7 and 30 days and the span before each. */
export interface FeedWindows {
  last7: TimeWindow;
  previous7: TimeWindow;
  last30: TimeWindow;
  previous30: TimeWindow;
}

/**
 * The rolling windows ending at `now` (a site wall-clock Date): "last 7 days" is the 7 × 24
 * hours before `now`, not calendar days. A post made exactly 7 days before `now` is in the last
 * 7 days (the start is inside), and not in the 7 before.
 */
export function feedWindows(now: Date): FeedWindows {
  const sevenAgo = addDays(now, -7);
  const thirtyAgo = addDays(now, -30);
  return {
    last7: { start: sevenAgo, end: null },
    previous7: { start: addDays(now, -14), end: sevenAgo },
    last30: { start: thirtyAgo, end: null },
    previous30: { start: addDays(now, -60), end: thirtyAgo },
  };
}

/** Whether the site wall-clock `date` falls in `window` (start inside, end outside). */
export function isInWindow(window: TimeWindow, date: Date): boolean {
  const time = date.getTime();
  return time >= window.start.getTime() && (window.end === null || time < window.end.getTime());
}
