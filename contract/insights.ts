/**
 * The insights our own server counts (docs/decisions/038): a namespace of its own beside the
 * plugin's, listed in the REST index so the dashboard knows to ask it. A plain FluentCommunity
 * site has no such routes; there the dashboard reads the plugin's lists instead.
 */
export const INSIGHTS_NAMESPACE = 'community-desk/v1';

/** `YYYY-MM-DD HH:MM:SS`, the site's wall clock, as the plugin writes its dates. */
export const SITE_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** `YYYY-MM-DD`, a day of the site's calendar. */
export const SITE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The most weeks a weekly series may span (a year). */
export const MAX_INSIGHT_WEEKS = 52;

/** How many rows each ranking holds (most active spaces and authors, top posts). */
export const INSIGHT_RANKED_ROWS = 5;

/**
 * The parameters of the overview's insights. The dashboard decides the windows (the site's
 * clock, weeks starting on the day it chooses); the server only counts inside them:
 * - `now`: the site's wall clock; the cards' windows are the 7, 14, 30 and 60 days before it;
 * - `week_start`: the first day of the first week, `weeks` weeks of 7 days from there.
 */
export const overviewInsightsQuery = {
  now: { type: 'string', maxLength: 19, required: true },
  week_start: { type: 'string', maxLength: 10, required: true },
  weeks: { type: 'integer', default: 12, min: 1, max: MAX_INSIGHT_WEEKS },
} as const;

/** Posts created at or after each edge of the cards: 7, 14, 30 and 60 days before `now`. */
export interface PostsSince {
  days7: number;
  days14: number;
  days30: number;
  days60: number;
}

/** Comments and reactions summed over posts, from each post's own counters. */
export interface EngagementSums {
  comments: number;
  reactions: number;
}

/** One week of the overview's weekly series. */
export interface OverviewWeek {
  /** Its first day, `YYYY-MM-DD`. */
  start: string;
  posts: number;
  /** Posts by the id of their space (`"0"` for posts outside any space); spaces with none left out. */
  posts_by_space: Record<string, number>;
  /** Profiles created in the week that are active now. */
  members_joined: number;
  /** People who published a post or a comment in the week. */
  members_active: number;
}

export interface RankedSpace {
  id: number;
  slug: string;
  title: string;
  posts: number;
}

export interface RankedAuthor {
  user_id: number;
  username: string;
  display_name: string;
  posts: number;
}

export interface RankedPost {
  id: number;
  user_id: number;
  title: string;
  /** The start of an untitled post's HTML (its first words name it); empty for a titled one. */
  message_rendered: string;
  space: { id: number; slug: string; title: string } | null;
  comments_count: number;
  reactions_count: number;
}

/**
 * `GET community-desk/v1/insights/overview`: everything the overview counts, over the posts the
 * caller's own feed lists (`GET /feeds`: the spaces they may read, posts in review where they
 * moderate, authors with an active profile), in one answer.
 */
export interface OverviewInsights {
  /** When the figures were counted (an instant, ISO 8601). */
  counted_at: string;
  posts_since: PostsSince;
  /** On the posts of the last 30 days, and of the last 7. */
  engagement: { days30: EngagementSums; days7: EngagementSums };
  weeks: OverviewWeek[];
  /** The last 30 days, most posts first. */
  most_active_spaces: RankedSpace[];
  most_active_authors: RankedAuthor[];
  /** The posts of the last 30 days with the most comments plus reactions. */
  top_posts: RankedPost[];
}

/**
 * The parameters of a space's insights: the weeks (as for the overview) and `now`, from which
 * "last active" and the requests' ages are measured.
 */
export const spaceInsightsQuery = {
  now: { type: 'string', maxLength: 19, required: true },
  week_start: { type: 'string', maxLength: 10, required: true },
  weeks: { type: 'integer', default: 26, min: 1, max: MAX_INSIGHT_WEEKS },
} as const;

/** Members by when they were last active, each in one bucket, measured back from `now`. */
export interface LastActiveCounts {
  /** Since the site's midnight (and any time after `now`). */
  today: number;
  /** The rest of the 7 × 24 hours before `now`, its start inside. */
  days7: number;
  days30: number;
  days90: number;
  older: number;
  /** No activity recorded (or no profile). */
  never: number;
}

/** Join requests by how long they have waited: under a day, 1–7 days, 1–4 weeks, 1–3 months. */
export interface PendingAgeCounts {
  day: number;
  week: number;
  month: number;
  quarter: number;
  older: number;
}

/**
 * `GET community-desk/v1/insights/spaces/{spaceSlug}`: a space's members, as its members list
 * (`GET /spaces/{slug}/members`: active memberships of active profiles) would add them up, and
 * its posts and comments per week. For whoever may list the space's members; `pending` only
 * for those who get its join requests (null for anyone else); `weeks[].posts` and `.comments`
 * count what the caller's feed of the space lists (zeros where they may not read its posts).
 */
export interface SpaceInsights {
  counted_at: string;
  members: number;
  /** Members who joined before the first week, and (a clock ahead) after the last. */
  joined_earlier: number;
  joined_later: number;
  weeks: { start: string; joined: number; posts: number; comments: number }[];
  last_active: LastActiveCounts;
  /** Members by space role, most first. */
  roles: { role: string; members: number }[];
  pending: {
    /** Every pending request, as the site's `pending_count` (inactive profiles too). */
    count: number;
    /** Those the requests list shows (active profiles), by age. */
    ages: PendingAgeCounts;
  } | null;
}

/** The parameters of a course's insights: the weeks of enrollments, and `now` for "at risk". */
export const courseInsightsQuery = {
  now: { type: 'string', maxLength: 19, required: true },
  week_start: { type: 'string', maxLength: 10, required: true },
  weeks: { type: 'integer', default: 26, min: 1, max: MAX_INSIGHT_WEEKS },
} as const;

/**
 * The progress buckets, each starting at its percentage: "not started" is exactly 0 and
 * "completed" exactly 100 (progress is whole percent: completed published lessons of the
 * course's published lessons, rounded, as the students list sends it).
 */
export const PROGRESS_BUCKETS = [
  { key: 'not_started', from: 0 },
  { key: 'p1_24', from: 1 },
  { key: 'p25_49', from: 25 },
  { key: 'p50_74', from: 50 },
  { key: 'p75_99', from: 75 },
  { key: 'completed', from: 100 },
] as const;

export type ProgressBucket = (typeof PROGRESS_BUCKETS)[number]['key'];

/** The bucket of a progress percentage (outside 0–100: the nearer end; a fraction: down). */
export function progressBucket(progress: number): ProgressBucket {
  const percent = Math.min(100, Math.max(0, Math.floor(progress)));
  return PROGRESS_BUCKETS.findLast(({ from }) => percent >= from)!.key;
}

/**
 * "At risk of dropping out": enrolled more than AT_RISK_DAYS whole days ago, under
 * AT_RISK_PROGRESS percent, and not active for more than AT_RISK_DAYS whole days (or never).
 */
export const AT_RISK_DAYS = 14;
export const AT_RISK_PROGRESS = 50;

/** How many students at risk a course's insights name (the count covers them all). */
export const INSIGHT_AT_RISK_ROWS = 20;

/** What orders the students at risk: never active first, then the longest inactive. */
export interface AtRiskOrderKey {
  /** Whole days since last active; null: never. */
  inactiveDays: number | null;
  progress: number;
  displayName: string;
  userId: number;
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The order of the students at risk, wherever they are counted: never active first, then
 * the longest inactive, then the lowest progress, then by name, then by user id.
 */
export function compareAtRisk(a: AtRiskOrderKey, b: AtRiskOrderKey): number {
  const inactive =
    a.inactiveDays === b.inactiveDays
      ? 0
      : a.inactiveDays === null
        ? -1
        : b.inactiveDays === null
          ? 1
          : b.inactiveDays - a.inactiveDays;
  return (
    inactive ||
    a.progress - b.progress ||
    byName.compare(a.displayName, b.displayName) ||
    a.userId - b.userId
  );
}

/** A student at risk, as a course's insights name them. */
export interface StudentAtRisk {
  user_id: number;
  username: string;
  display_name: string;
  avatar: string;
  progress: number;
  /** `YYYY-MM-DD HH:MM:SS`: the enrollment (`space_pivot.created_at`). */
  enrolled_at: string;
  /** `YYYY-MM-DD HH:MM:SS`, or null: never active. */
  last_activity: string | null;
}

/**
 * `GET community-desk/v1/insights/courses/{course_id}`: a course's students as its students
 * list (`GET /admin/courses/{id}/students`) would add them up, for those who may read it.
 */
export interface CourseInsights {
  counted_at: string;
  students: number;
  /** Students by progress bucket. */
  progress: Record<ProgressBucket, number>;
  /** Students enrolled before the first week, and (a clock ahead) after the last. */
  enrolled_earlier: number;
  enrolled_later: number;
  weeks: { start: string; enrolled: number }[];
  at_risk: {
    count: number;
    /** The first INSIGHT_AT_RISK_ROWS in compareAtRisk's order. */
    students: StudentAtRisk[];
  };
}
