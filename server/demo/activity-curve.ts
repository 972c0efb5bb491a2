import { DAY, HOUR } from './timestamps';
import type { Random } from './random';
import type { DemoTimeline } from './timeline';

/**
 * When things happen in the demo: registrations, posts, comments, likes, enrollments and lesson
 * completions are all drawn from one density over the demo's calendar, so every chart of them
 * tells the same story. The density is the product of
 * - growth: a trickle before the community opens, a launch buzz that fades over a few weeks,
 *   then an S-curve (logistic) that levels off towards the anchor;
 * - a weekly rhythm: Tuesday to Thursday busiest, weekends quiet;
 * - a daily rhythm: working hours in UTC, quiet nights;
 * - a random factor per week (seeded), so no two weeks look alike.
 */
export interface ActivityCurve {
  /** A moment (epoch ms, whole) in [from, to), drawn with the curve's density; `from` if empty. */
  sample(random: Random, from: number, to: number): number;
  /** The density at `time`, relative (for tests and figures). */
  weightAt(time: number): number;
}

/** Relative activity per UTC weekday, Sunday first (Date#getUTCDay). */
export const WEEKDAY_WEIGHTS: readonly number[] = [0.45, 1, 1.25, 1.3, 1.2, 0.9, 0.5];

/** Relative activity per UTC hour of the day: working hours, quiet nights. */
export const HOUR_WEIGHTS: readonly number[] = [
  0.12, 0.08, 0.06, 0.06, 0.08, 0.15, 0.35, 0.7, 1, 1.25, 1.35, 1.3, 1.1, 1.25, 1.35, 1.3, 1.15,
  0.95, 0.75, 0.6, 0.45, 0.35, 0.25, 0.17,
];

const PRELAUNCH_LEVEL = 0.06;
const BASE_LEVEL = 0.1;
const STEEPNESS = 7;
const MIDPOINT = 0.45;
const LAUNCH_BOOST = 0.5;
const LAUNCH_DECAY = 8 * DAY;
/** Spread of the weekly factor (log scale): most weeks within ±20% of the trend. */
const WEEK_SPREAD = 0.35;
const WEEK = 7 * DAY;
/** 1970-01-05 was a Monday: weeks run Monday to Sunday, as the charts count them. */
const FIRST_MONDAY = 4 * DAY;

/** The growth trend at `time` (about 1 at the anchor), before the rhythms and the noise. */
export function growthAt(timeline: DemoTimeline, time: number): number {
  if (time < timeline.opened) return PRELAUNCH_LEVEL;
  const progress = (time - timeline.opened) / (timeline.anchor - timeline.opened);
  const logistic = 1 / (1 + Math.exp(-STEEPNESS * (progress - MIDPOINT)));
  return BASE_LEVEL + logistic + LAUNCH_BOOST * Math.exp(-(time - timeline.opened) / LAUNCH_DECAY);
}

function weekOf(time: number): number {
  return Math.floor((time - FIRST_MONDAY) / WEEK);
}

/** The curve over the whole timeline, one bucket per hour; `random` draws the weekly factors. */
export function createActivityCurve(timeline: DemoTimeline, random: Random): ActivityCurve {
  const origin = Math.floor(timeline.firstRegistration / HOUR) * HOUR;
  const buckets = Math.ceil((timeline.anchor - origin) / HOUR) + 1;
  const firstWeek = weekOf(origin);
  const weekFactors = Array.from({ length: weekOf(origin + buckets * HOUR) - firstWeek + 1 }, () =>
    Math.exp(WEEK_SPREAD * (random.next() + random.next() + random.next() - 1.5)),
  );
  const weightAt = (time: number): number => {
    const date = new Date(time);
    return (
      growthAt(timeline, time) *
      (WEEKDAY_WEIGHTS[date.getUTCDay()] ?? 1) *
      (HOUR_WEIGHTS[date.getUTCHours()] ?? 1) *
      (weekFactors[weekOf(time) - firstWeek] ?? 1)
    );
  };
  const weights = new Float64Array(buckets);
  const cumulative = new Float64Array(buckets + 1);
  for (let i = 0; i < buckets; i += 1) {
    weights[i] = weightAt(origin + i * HOUR + HOUR / 2);
    cumulative[i + 1] = (cumulative[i] ?? 0) + (weights[i] ?? 0);
  }
  const cumulativeAt = (time: number): number => {
    const position = Math.min(buckets, Math.max(0, (time - origin) / HOUR));
    const index = Math.floor(position);
    if (index >= buckets) return cumulative[buckets] ?? 0;
    return (cumulative[index] ?? 0) + (weights[index] ?? 0) * (position - index);
  };
  return {
    weightAt,
    sample(random, from, to) {
      const low = cumulativeAt(from);
      const high = cumulativeAt(to);
      if (!(to > from) || !(high > low)) return from;
      const target = low + random.next() * (high - low);
      let first = 0;
      let last = buckets - 1;
      while (first < last) {
        const middle = (first + last + 1) >> 1;
        if ((cumulative[middle] ?? 0) <= target) first = middle;
        else last = middle - 1;
      }
      const within = (target - (cumulative[first] ?? 0)) / (weights[first] ?? 1);
      const time = Math.floor(origin + (first + within) * HOUR);
      return Math.min(to - 1, Math.max(from, time));
    },
  };
}
