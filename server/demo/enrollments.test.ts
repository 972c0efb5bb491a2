import { describe, expect, it } from 'vitest';
import { createActivityCurve } from './activity-curve';
import { planActivity, type ActiveWindow } from './activity-plan';
import { AT_RISK_SHARE, halfwayLessons, planEnrollments } from './enrollments';
import { createRandom } from './random';
import { DAY } from './timestamps';
import { createTimeline } from './timeline';

const timeline = createTimeline(new Date('2026-11-20T12:00:00Z'));
const curve = createActivityCurve(timeline, createRandom(1));

/** 2000 members registered along the timeline, with their planned activity. */
function members(): Map<number, ActiveWindow> {
  const random = createRandom(2);
  const windows = new Map<number, ActiveWindow>();
  for (let id = 1; id <= 2000; id += 1) {
    const registered = curve.sample(random, timeline.firstRegistration, timeline.ago(1));
    windows.set(id, planActivity(random, timeline, id, registered, 13));
  }
  return windows;
}

describe('planning course enrollments', () => {
  const windows = members();
  const course = {
    openedAt: timeline.afterOpening(26),
    publishedLessons: 6,
    fixtures: [3, 4, 5],
    wanted: 400,
  };
  const pool = [...windows.keys()].filter((id) => id > 13);
  const enrollments = planEnrollments(createRandom(3), curve, timeline, windows, pool, course);
  const inactiveFor = (userId: number) => {
    const until = windows.get(userId)?.activeUntil ?? null;
    return until === null ? Infinity : (timeline.anchor - until) / DAY;
  };
  const atRisk = enrollments.filter(
    (enrollment) =>
      (timeline.anchor - enrollment.enrolledAt) / DAY > 14 &&
      enrollment.lessonsDone < halfwayLessons(course.publishedLessons) &&
      inactiveFor(enrollment.userId) > 14,
  );

  it('enrolls the fixtures and as many students as wanted, each once, by user id', () => {
    expect(enrollments).toHaveLength(course.wanted);
    const ids = enrollments.map((enrollment) => enrollment.userId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).toEqual(expect.arrayContaining(course.fixtures));
  });

  it('enrolls after the opening and registration, while the student was active', () => {
    for (const { userId, enrolledAt } of enrollments) {
      const window = windows.get(userId);
      expect(enrolledAt).toBeGreaterThan(Math.max(course.openedAt, window?.registeredAt ?? 0));
      expect(enrolledAt).toBeLessThan(timeline.anchor);
      if (window?.activeUntil != null) expect(enrolledAt).toBeLessThanOrEqual(window.activeUntil);
    }
  });

  it('puts a share of the students at risk, and only those who drifted away', () => {
    expect(atRisk.length / course.wanted).toBeGreaterThanOrEqual(AT_RISK_SHARE.min - 0.005);
    expect(atRisk.length / course.wanted).toBeLessThanOrEqual(AT_RISK_SHARE.max + 0.005);
    // Others who drifted away got at least halfway, so they are not at risk.
    for (const enrollment of enrollments) {
      if (atRisk.includes(enrollment)) continue;
      if (inactiveFor(enrollment.userId) > 14) {
        expect(enrollment.lessonsDone).toBeGreaterThanOrEqual(halfwayLessons(6));
      }
    }
  });

  it('spreads progress over every lesson count', () => {
    const done = new Set(enrollments.map((enrollment) => enrollment.lessonsDone));
    expect(done).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
    expect(halfwayLessons(4)).toBe(2);
    expect(halfwayLessons(5)).toBe(3);
  });

  it('enrolls more students lately than early on', () => {
    const span = timeline.anchor - course.openedAt;
    const early = enrollments.filter((e) => e.enrolledAt < course.openedAt + span / 3).length;
    const late = enrollments.filter((e) => e.enrolledAt >= timeline.anchor - span / 3).length;
    expect(late).toBeGreaterThan(early);
  });
});
