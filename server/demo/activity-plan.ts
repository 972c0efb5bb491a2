import { DAY, HOUR } from './timestamps';
import type { Random } from './random';
import type { DemoTimeline } from './timeline';

/**
 * When each member may act in the generated data (write, comment, like, vote, ask to join,
 * complete a lesson), decided when the member is created, so that everything they do stays in it
 * and their `last_activity` can tell the truth:
 * - most are still around: they may act up to the anchor and were last seen recently;
 * - some drifted away: they acted from registration until a moment more than 15 days ago;
 * - some never came back after registering: no activity at all, `last_activity` empty.
 * Content generators only pick members who are active at a post's moment (active-members.ts);
 * the seed then raises `last_activity` to each member's latest action (latest-activity.ts).
 */
export interface ActiveWindow {
  /** Registration (epoch ms): nobody acts before it. */
  registeredAt: number;
  /** The last moment they may act; null when they never act. */
  activeUntil: number | null;
  /** Their planned `last_activity` (epoch ms), before any later action raises it; null: never. */
  lastSeen: number | null;
  /**
   * How much they do when active, in (0, 1]: the chance they take a turn they are offered.
   * Heavy-tailed, as in real communities: most members chime in now and then, a few a lot.
   */
  engagement: number;
}

/** Members gone quiet more than this long before the anchor count as inactive (at risk). */
export const INACTIVE_AFTER_DAYS = 14;
/** Members still around were last seen within this many days of the anchor. */
const RECENT_DAYS = 12;
const NEVER_ACTIVE_SHARE = 0.1;
const DRIFTED_AWAY_SHARE = 0.35;
/** Drifted-away members went quiet at least a day beyond the inactivity threshold. */
const QUIET_SINCE_DAYS = INACTIVE_AFTER_DAYS + 1;
/**
 * Engagement of members other than the fixed accounts runs between these: the fixed accounts
 * (engagement 1) are the community's regulars, whom nobody else quite matches.
 */
const ENGAGEMENT = { min: 0.04, max: 0.75 } as const;
/** The admin writes the fixed posts; in the day-to-day they leave most of the talk to others. */
const ADMIN_ENGAGEMENT = 0.3;

/** Whether a member with `window` may act at `at`. */
export function isActiveAt(window: ActiveWindow, at: number): boolean {
  return window.activeUntil !== null && window.registeredAt <= at && at <= window.activeUntil;
}

/** Whether a member with `window` went quiet (or never acted) INACTIVE_AFTER_DAYS before the anchor. */
export function isInactiveAt(window: ActiveWindow, anchor: number): boolean {
  return window.activeUntil === null || window.activeUntil < anchor - INACTIVE_AFTER_DAYS * DAY;
}

/** Someone still around: may act until the anchor, last seen within the last RECENT_DAYS. */
function stillAround(
  random: Random,
  timeline: DemoTimeline,
  registeredAt: number,
  engagement: number,
): ActiveWindow {
  const recency = RECENT_DAYS * DAY * random.next() ** 2;
  return {
    registeredAt,
    activeUntil: timeline.anchor,
    lastSeen: Math.max(registeredAt, timeline.anchor - HOUR - Math.floor(recency)),
    engagement,
  };
}

/**
 * The window of member `id`: the admin is always around (and leaves most of the talk to
 * others); the other fixed accounts (ids up to `fixtures`) too, as the fixture posts need them,
 * and they are the community's regulars (fully engaged); everyone else by the shares above,
 * with a heavy-tailed engagement.
 */
export function planActivity(
  random: Random,
  timeline: DemoTimeline,
  id: number,
  registeredAt: number,
  fixtures: number,
): ActiveWindow {
  if (id === 1) {
    return {
      registeredAt,
      activeUntil: timeline.anchor,
      lastSeen: timeline.anchor - HOUR,
      engagement: ADMIN_ENGAGEMENT,
    };
  }
  if (id <= fixtures) return stillAround(random, timeline, registeredAt, 1);
  const engagement = ENGAGEMENT.min + (ENGAGEMENT.max - ENGAGEMENT.min) * random.next() ** 3;
  const roll = random.next();
  if (roll < NEVER_ACTIVE_SHARE) {
    return { registeredAt, activeUntil: null, lastSeen: null, engagement };
  }
  const quietBy = timeline.anchor - QUIET_SINCE_DAYS * DAY;
  if (roll < NEVER_ACTIVE_SHARE + DRIFTED_AWAY_SHARE && registeredAt + DAY < quietBy) {
    // Gone quiet some time after registering: later rather than sooner.
    const until =
      registeredAt + HOUR + Math.floor((quietBy - registeredAt - HOUR) * random.next() ** 0.8);
    return { registeredAt, activeUntil: until, lastSeen: until, engagement };
  }
  return stillAround(random, timeline, registeredAt, engagement);
}
