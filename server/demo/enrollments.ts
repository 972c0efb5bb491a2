import { DAY, HOUR } from './timestamps';
import type { ActivityCurve } from './activity-curve';
import { INACTIVE_AFTER_DAYS, isInactiveAt, type ActiveWindow } from './activity-plan';
import type { Random } from './random';
import type { DemoTimeline } from './timeline';

/**
 * Who studies a course, since when, and how far they got, so the course insights have
 * something to show: enrollments along the activity curve (they grow with the community),
 * progress in every bucket the lesson count allows (0%, 1–24, 25–49, 50–74, 75–99, 100%), and
 * a share of students at risk: enrolled more than 14 days ago, under 50%, and inactive for more
 * than 14 days (or never active).
 */
export interface Enrollment {
  userId: number;
  /** When they enrolled (epoch ms): the course membership's created_at. */
  enrolledAt: number;
  /** How many of the course's published lessons they completed, from the first on. */
  lessonsDone: number;
}

/** What planning a course's enrollments needs to know about it. */
export interface CourseToPlan {
  /** When the course opened (epoch ms): nobody enrolls before. */
  openedAt: number;
  /** Published lessons: progress is lessons done over these. */
  publishedLessons: number;
  /** Fixed students (fixture users, all still around), enrolled whatever the draw. */
  fixtures: readonly number[];
  /** Students in all, fixtures included. */
  wanted: number;
}

/** The share of a course's students who are at risk is drawn between these. */
export const AT_RISK_SHARE = { min: 0.12, max: 0.18 } as const;
/** Students at risk enrolled at least this long before the anchor (a day of margin). */
const AT_RISK_ENROLLED_DAYS = INACTIVE_AFTER_DAYS + 1;

/** The fewest lessons that make 50% progress (as students.ts rounds it). */
export function halfwayLessons(publishedLessons: number): number {
  return Math.ceil(publishedLessons / 2);
}

/**
 * `count` values 0..weights.length-1 in proportion to `weights` (largest remainders), in
 * random order: with enough students every progress value shows up at least once.
 */
function spread(random: Random, count: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const exact = weights.map((weight) => (count * weight) / total);
  const counts = exact.map(Math.floor);
  const remainders = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  let missing = count - counts.reduce((sum, n) => sum + n, 0);
  for (const { index } of remainders) {
    if (missing <= 0) break;
    counts[index] = (counts[index] ?? 0) + 1;
    missing -= 1;
  }
  const values = counts.flatMap((n, value) => Array.from({ length: n }, () => value));
  return random.sample(values, values.length);
}

type Role = 'atRisk' | 'studying';

/**
 * The moments a member may enroll in a course in `role`; null when there are none. Members who
 * never came back after registering only show up at risk (enrolled by someone else, long ago).
 */
function enrollmentWindow(
  window: ActiveWindow,
  course: CourseToPlan,
  timeline: DemoTimeline,
  role: Role,
): [from: number, to: number] | null {
  const from = Math.max(course.openedAt, window.registeredAt) + HOUR;
  let to = Math.min(window.activeUntil ?? timeline.anchor, timeline.anchor) - HOUR;
  if (role === 'atRisk') {
    if (!isInactiveAt(window, timeline.anchor)) return null;
    to = Math.min(to, timeline.anchor - AT_RISK_ENROLLED_DAYS * DAY);
  } else if (window.activeUntil === null) {
    return null;
  }
  return to > from ? [from, to] : null;
}

/**
 * The enrollments of one course, by user id. `pool` holds the members who may be drawn
 * (fixtures excluded), `windows` when each may act.
 */
export function planEnrollments(
  random: Random,
  curve: ActivityCurve,
  timeline: DemoTimeline,
  windows: ReadonlyMap<number, ActiveWindow>,
  pool: readonly number[],
  course: CourseToPlan,
): Enrollment[] {
  const total = course.publishedLessons;
  const halfway = halfwayLessons(total);
  const windowOf = (userId: number) => windows.get(userId);
  const canBe = (userId: number, role: Role) => {
    const window = windowOf(userId);
    return window !== undefined && enrollmentWindow(window, course, timeline, role) !== null;
  };
  const others = Math.max(0, course.wanted - course.fixtures.length);
  const share = AT_RISK_SHARE.min + (AT_RISK_SHARE.max - AT_RISK_SHARE.min) * random.next();
  const atRiskWanted = total > 0 ? Math.min(others, Math.round(course.wanted * share)) : 0;
  const atRisk = random.sample(
    pool.filter((userId) => canBe(userId, 'atRisk')),
    atRiskWanted,
  );
  const taken = new Set(atRisk);
  const studying = [
    ...course.fixtures,
    ...random.sample(
      pool.filter((userId) => !taken.has(userId) && canBe(userId, 'studying')),
      others - atRisk.length,
    ),
  ];
  // Progress of those still around: every value the lesson count allows, more at 0 and 100%.
  const around = studying.filter((userId) => {
    const window = windowOf(userId);
    return window !== undefined && window.activeUntil === timeline.anchor;
  });
  const weights = Array.from({ length: total + 1 }, (_, done) =>
    done === 0 ? 1.2 : done === total ? 1.6 : 1,
  );
  const aroundDone = new Map(
    spread(random, around.length, weights).map((done, index) => [around[index] ?? 0, done]),
  );

  const enrollments: Enrollment[] = [];
  const enroll = (userId: number, role: Role, lessonsDone: number) => {
    const window = windowOf(userId);
    const span = window && enrollmentWindow(window, course, timeline, role);
    if (!span) return;
    enrollments.push({ userId, enrolledAt: curve.sample(random, span[0], span[1]), lessonsDone });
  };
  for (const userId of atRisk) {
    enroll(
      userId,
      'atRisk',
      windowOf(userId)?.activeUntil === null ? 0 : random.int(0, halfway - 1),
    );
  }
  for (const userId of studying) {
    const window = windowOf(userId);
    if (!window) continue;
    // Still around: the spread; drifted away after getting at least halfway: not at risk.
    const done =
      window.activeUntil === timeline.anchor
        ? (aroundDone.get(userId) ?? 0)
        : random.int(halfway, total);
    enroll(userId, 'studying', done);
  }
  return enrollments.sort((a, b) => a.userId - b.userId);
}
