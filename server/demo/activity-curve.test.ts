import { describe, expect, it } from 'vitest';
import { createActivityCurve, growthAt, HOUR_WEIGHTS, WEEKDAY_WEIGHTS } from './activity-curve';
import { createRandom } from './random';
import { DAY, HOUR } from './timestamps';
import { createTimeline } from './timeline';

const timeline = createTimeline(new Date('2026-11-20T12:00:00Z'));
const curve = createActivityCurve(timeline, createRandom(1).fork('curve'));

function draws(count: number, from: number, to: number, seed = 2): number[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => curve.sample(random, from, to));
}

describe('the activity curve', () => {
  it('draws whole moments inside the window, the same for the same random', () => {
    const from = timeline.ago(3, 5);
    const to = timeline.ago(1);
    const moments = draws(2000, from, to);
    for (const moment of moments) {
      expect(Number.isInteger(moment)).toBe(true);
      expect(moment).toBeGreaterThanOrEqual(from);
      expect(moment).toBeLessThan(to);
    }
    expect(draws(50, from, to)).toEqual(moments.slice(0, 50));
    expect(curve.sample(createRandom(3), to, from)).toBe(to);
  });

  it('is busiest Tuesday to Thursday and in working hours (UTC), quiet at weekends and nights', () => {
    const moments = draws(40_000, timeline.ago(70), timeline.anchor);
    const days = Array.from({ length: 7 }, () => 0);
    const hours = Array.from({ length: 24 }, () => 0);
    for (const moment of moments) {
      const date = new Date(moment);
      days[date.getUTCDay()] = (days[date.getUTCDay()] ?? 0) + 1;
      hours[date.getUTCHours()] = (hours[date.getUTCHours()] ?? 0) + 1;
    }
    const [
      sunday = 0,
      monday = 0,
      tuesday = 0,
      wednesday = 0,
      thursday = 0,
      friday = 0,
      saturday = 0,
    ] = days;
    for (const midweek of [tuesday, wednesday, thursday]) {
      expect(midweek).toBeGreaterThan(monday * 1.05);
      expect(midweek).toBeGreaterThan(friday * 1.15);
      expect(midweek).toBeGreaterThan(2 * Math.max(saturday, sunday));
    }
    const office = hours.slice(8, 18).reduce((a, b) => a + b, 0);
    const night = hours.slice(0, 6).reduce((a, b) => a + b, 0);
    expect(office / moments.length).toBeGreaterThan(0.6);
    expect(night / moments.length).toBeLessThan(0.05);
    expect(WEEKDAY_WEIGHTS).toHaveLength(7);
    expect(HOUR_WEIGHTS).toHaveLength(24);
  });

  it('grows: a launch wave, then an S-curve levelling off towards the anchor', () => {
    const at = (fraction: number) =>
      timeline.opened + fraction * (timeline.anchor - timeline.opened);
    expect(growthAt(timeline, timeline.opened - DAY)).toBeLessThan(growthAt(timeline, at(0)));
    expect(growthAt(timeline, at(0))).toBeGreaterThan(growthAt(timeline, at(0.15)));
    for (const [earlier, later] of [
      [0.15, 0.4],
      [0.4, 0.6],
      [0.6, 0.9],
      [0.9, 1],
    ] as const) {
      expect(growthAt(timeline, at(later))).toBeGreaterThan(growthAt(timeline, at(earlier)));
    }
    // Levelling off: the last tenth grows less than the tenth around the middle.
    expect(growthAt(timeline, at(1)) - growthAt(timeline, at(0.9))).toBeLessThan(
      growthAt(timeline, at(0.5)) - growthAt(timeline, at(0.4)),
    );
    const moments = draws(30_000, timeline.opened, timeline.anchor);
    const thirds = [0, 1, 2].map(
      (part) =>
        moments.filter((moment) => moment >= at(part / 3) && moment < at((part + 1) / 3)).length,
    );
    expect(thirds[1]).toBeGreaterThan(thirds[0] ?? 0);
    expect(thirds[2]).toBeGreaterThan(1.25 * (thirds[1] ?? 0));
  });

  it('gives each week its own factor, from the seed', () => {
    // The same weekday and hour, a week apart: equal growth aside, the weeks differ.
    const ratios = Array.from({ length: 10 }, (_, week) => {
      const moment = timeline.ago(7 * (week + 1)) + 2 * HOUR;
      return curve.weightAt(moment) / growthAt(timeline, moment);
    });
    expect(new Set(ratios.map((ratio) => ratio.toFixed(6))).size).toBe(10);
    const other = createActivityCurve(timeline, createRandom(2).fork('curve'));
    expect(other.weightAt(timeline.ago(30))).not.toBe(curve.weightAt(timeline.ago(30)));
  });
});
