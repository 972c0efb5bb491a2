import { describe, expect, it } from 'vitest';
import { isActiveAt, isInactiveAt, planActivity, type ActiveWindow } from './activity-plan';
import { createRandom } from './random';
import { DAY } from './timestamps';
import { createTimeline } from './timeline';

const timeline = createTimeline(new Date('2026-11-20T12:00:00Z'));
const FIXTURES = 13;

function plan(count: number): ActiveWindow[] {
  const random = createRandom(11);
  return Array.from({ length: count }, (_, index) =>
    planActivity(random, timeline, index + 1, timeline.opened + (index % 100) * DAY, FIXTURES),
  );
}

describe('planning when members are active', () => {
  const windows = plan(3000);
  const regular = windows.slice(FIXTURES);
  const never = regular.filter((window) => window.activeUntil === null);
  const around = regular.filter((window) => window.activeUntil === timeline.anchor);
  const driftedAway = regular.filter(
    (window) => window.activeUntil !== null && window.activeUntil < timeline.anchor,
  );

  it('keeps the admin and the fixed accounts around, the fixed accounts fully engaged', () => {
    expect(windows[0]?.engagement).toBeLessThan(0.5);
    for (const [index, window] of windows.slice(0, FIXTURES).entries()) {
      expect(window.activeUntil).toBe(timeline.anchor);
      if (index > 0) expect(window.engagement).toBe(1);
      expect(timeline.anchor - (window.lastSeen ?? 0)).toBeLessThanOrEqual(12 * DAY + 3_600_000);
    }
  });

  it('has some members never active, some drifted away, most still around', () => {
    expect(never.length / regular.length).toBeCloseTo(0.1, 1);
    expect(driftedAway.length / regular.length).toBeGreaterThan(0.25);
    expect(around.length / regular.length).toBeGreaterThan(0.45);
    for (const window of never) expect(window.lastSeen).toBeNull();
    for (const window of driftedAway) {
      expect(window.lastSeen).toBe(window.activeUntil);
      expect(window.activeUntil).toBeGreaterThan(window.registeredAt);
      expect(isInactiveAt(window, timeline.anchor)).toBe(true);
      expect(timeline.anchor - (window.activeUntil ?? 0)).toBeGreaterThanOrEqual(15 * DAY);
    }
    for (const window of around) {
      expect(isInactiveAt(window, timeline.anchor)).toBe(false);
      expect(window.lastSeen).toBeGreaterThanOrEqual(window.registeredAt);
    }
  });

  it('gives a heavy-tailed engagement: most members a little, a few a lot', () => {
    const levels = regular.map((window) => window.engagement).sort((a, b) => a - b);
    const median = levels[Math.floor(levels.length / 2)] ?? 0;
    expect(median).toBeLessThan(0.2);
    expect(levels.at(-1)).toBeGreaterThan(0.6);
    expect(levels.at(-1)).toBeLessThan(1);
    expect(levels[0]).toBeGreaterThan(0);
  });

  it('tells whether a member may act at a moment', () => {
    const window: ActiveWindow = { registeredAt: 10, activeUntil: 20, lastSeen: 20, engagement: 1 };
    expect([9, 10, 15, 20, 21].map((at) => isActiveAt(window, at))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(isActiveAt({ ...window, activeUntil: null }, 15)).toBe(false);
  });
});
