import { DAY, HOUR } from './timestamps';

/**
 * The demo's calendar, all relative to its anchor (anchor.ts): the community opened at 09:00
 * UTC `spanDays` before it, the site took its first registrations a little earlier, and every
 * generated moment falls between those and the anchor.
 */
export interface DemoTimeline {
  /** The moment the data ends (epoch ms, a whole minute). */
  anchor: number;
  /** The community opened (the first spaces): 09:00 UTC, `spanDays` before the anchor. */
  opened: number;
  /** The site's first registration (the admin), weeks before the community opened. */
  firstRegistration: number;
  spanDays: number;
  /** A moment `days` (and `hours`) before the anchor. */
  ago(days: number, hours?: number): number;
  /** A moment `days` (and `hours`) after the community opened. */
  afterOpening(days: number, hours?: number): number;
}

/** How far back the default demo reaches: about eight months. */
export const DEFAULT_SPAN_DAYS = 245;
/** The shortest span a demo may have: the spaces open over its first weeks. */
export const MINIMUM_SPAN_DAYS = 60;
/** The WordPress site existed before its community: its first members registered this early. */
export const PRELAUNCH_DAYS = 64;
const OPENING_HOUR = 9;

function startOfUtcDay(time: number): number {
  return Math.floor(time / DAY) * DAY;
}

/** The calendar of a demo ending at `anchor` and reaching back `spanDays`. */
export function createTimeline(anchor: Date, spanDays: number = DEFAULT_SPAN_DAYS): DemoTimeline {
  if (!Number.isInteger(spanDays) || spanDays < MINIMUM_SPAN_DAYS) {
    throw new Error(`A demo spans at least ${MINIMUM_SPAN_DAYS} whole days (got ${spanDays}).`);
  }
  const end = anchor.getTime();
  const opened = startOfUtcDay(end - spanDays * DAY) + OPENING_HOUR * HOUR;
  return {
    anchor: end,
    opened,
    firstRegistration: opened - PRELAUNCH_DAYS * DAY,
    spanDays,
    ago: (days, hours = 0) => end - days * DAY - hours * HOUR,
    afterOpening: (days, hours = 0) => opened + days * DAY + hours * HOUR,
  };
}
