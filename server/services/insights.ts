import {
  AT_RISK_DAYS,
  INSIGHT_AT_RISK_ROWS,
  INSIGHT_RANKED_ROWS,
  type CourseInsights,
  SITE_DATE_TIME,
  SITE_DAY,
  type OverviewInsights,
  type RankedSpace,
  type SpaceInsights,
} from '../../contract';
import { canAddMembers, canReadPosts, canSeeSpace, canViewMembers } from '../access';
import type { QueryOf } from '../endpoint-queries';
import type { ENDPOINTS } from '../../contract';
import { forbidden, invalidParams, spaceNotFound } from '../errors';
import { withTies } from '../store/insights-tally';
import type { CourseInsightsQuery, OverviewFigures, SpaceInsightsQuery } from '../store/rows';
import type { Store } from '../store/store';
import type { Admitted, SignedInCaller } from './route-policies';
import { statusRules } from './feeds';
import { courseOrNotFound } from './students';
import { avatarUrl } from '../shape/profile';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A site wall-clock time as milliseconds on a UTC axis (only differences are read), or NaN. */
function wallClockMs(text: string): number {
  return Date.parse(`${text.replace(' ', 'T')}Z`);
}

/** Milliseconds on that axis back to the site's `YYYY-MM-DD HH:MM:SS`. */
function siteDateTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** The overview's windows, checked: where each card and week begins, on the site's clock. */
export interface OverviewWindows {
  since: { days7: string; days14: string; days30: string; days60: string };
  weekEdges: string[];
}

/** The parameters every insights route reads: the site's `now`, and the weeks. */
type InsightWindowParams = Pick<
  QueryOf<typeof ENDPOINTS.insightsOverview>,
  'now' | 'week_start' | 'weeks'
>;

/** The cards' windows (7, 14, 30 and 60 days before `now`) and the weeks. */
export function overviewWindows(query: InsightWindowParams): OverviewWindows {
  const { nowMs, startMs } = checkedWindow(query);
  const ago = (days: number) => siteDateTime(nowMs - days * DAY_MS);
  return {
    since: { days7: ago(7), days14: ago(14), days30: ago(30), days60: ago(60) },
    weekEdges: weekEdges(startMs, query.weeks),
  };
}

function weekEdges(startMs: number, weeks: number): string[] {
  return Array.from({ length: weeks + 1 }, (_, week) => siteDateTime(startMs + week * 7 * DAY_MS));
}

/**
 * `now` and `week_start` as the dashboard sends them (contract/insights.ts): a real date and
 * time of the site's clock each, or a 400 naming the parameter and the form it takes.
 */
function checkedWindow(query: InsightWindowParams): { nowMs: number; startMs: number } {
  const problems: Record<string, string> = {};
  const now = query.now ?? '';
  const weekStart = query.week_start ?? '';
  const nowMs = SITE_DATE_TIME.test(now) ? wallClockMs(now) : NaN;
  const startMs = SITE_DAY.test(weekStart) ? wallClockMs(`${weekStart} 00:00:00`) : NaN;
  // Date.parse rolls "02-31" over to March: a date that does not print back was not a date.
  if (Number.isNaN(nowMs) || siteDateTime(nowMs) !== now) {
    problems.now = "now must be the site's date and time, as YYYY-MM-DD HH:MM:SS.";
  }
  if (Number.isNaN(startMs) || siteDateTime(startMs).slice(0, 10) !== weekStart) {
    problems.week_start = 'week_start must be the first day of the first week, as YYYY-MM-DD.';
  }
  if (Object.keys(problems).length > 0) throw invalidParams(problems);
  return { nowMs, startMs };
}

/** A space's windows: its weeks, and the marks "last active" and the requests' ages use. */
export interface SpaceWindows {
  weekEdges: string[];
  marks: SpaceInsightsQuery['marks'];
}

export function spaceWindows(query: InsightWindowParams): SpaceWindows {
  const { nowMs, startMs } = checkedWindow(query);
  const ago = (days: number) => siteDateTime(nowMs - days * DAY_MS);
  return {
    weekEdges: weekEdges(startMs, query.weeks),
    marks: {
      now: siteDateTime(nowMs),
      today: `${siteDateTime(nowMs).slice(0, 10)} 00:00:00`,
      days1: ago(1),
      days7: ago(7),
      days28: ago(28),
      days30: ago(30),
      days90: ago(90),
    },
  };
}

/**
 * `GET community-desk/v1/insights/spaces/{spaceSlug}` (docs/decisions/038): the space's
 * members as its members list adds them up, for exactly those the list answers (an unknown or
 * hidden space 404, a non-member 403, as `GET /spaces/{slug}/members`); the join requests for
 * those who get them; its posts and comments per week as the caller's feed of it lists them.
 */
export async function readSpaceInsights(
  store: Store,
  caller: Admitted,
  slug: string,
  windows: SpaceWindows,
): Promise<SpaceInsights> {
  if (caller.kind !== 'user') throw forbidden(401);
  const space = await store.spaces.communityBySlug(slug);
  if (!space || !canSeeSpace(caller, space)) throw spaceNotFound();
  if (!canViewMembers(caller, space)) throw forbidden(403);
  const communities = await store.spaces.communities();
  const figures = await store.insights.space({
    spaceId: space.id,
    withPending: canAddMembers(caller, space.id),
    postStatuses: canReadPosts(caller, space) ? statusRules(undefined, caller, communities) : null,
    weekEdges: windows.weekEdges,
    marks: windows.marks,
  });
  return {
    counted_at: figures.countedAt,
    members: figures.members,
    joined_earlier: figures.joinedEarlier,
    joined_later: figures.joinedLater,
    weeks: figures.weeks.map((week, index) => ({
      start: windows.weekEdges[index]!.slice(0, 10),
      ...week,
    })),
    last_active: figures.lastActive,
    roles: figures.roles,
    pending: figures.pending,
  };
}

/**
 * `GET community-desk/v1/insights/overview` (docs/decisions/038): what the overview shows,
 * counted over exactly the posts the caller's `GET /feeds` lists — the spaces they may read
 * (administrators: every post), posts in review where they moderate, authors with an active
 * profile. Rankings hold the first INSIGHT_RANKED_ROWS and anyone tied with the last of them:
 * the dashboard breaks ties by name.
 */
export async function readOverviewInsights(
  store: Store,
  caller: Admitted,
  windows: OverviewWindows,
): Promise<OverviewInsights> {
  const communities = await store.spaces.communities();
  const admin = caller.kind === 'user' && caller.isAdmin;
  const figures: OverviewFigures = await store.insights.overview({
    readableSpaceIds: admin
      ? null
      : communities.filter((space) => canReadPosts(caller, space)).map((space) => space.id),
    statuses: statusRules(undefined, caller, communities),
    since: windows.since,
    weekEdges: windows.weekEdges,
    rankedRows: INSIGHT_RANKED_ROWS,
  });
  const spaces = new Map(communities.map((space) => [space.id, space]));
  const spaceOf = (id: number | null) => {
    const space = id === null ? undefined : spaces.get(id);
    return space ? { id: space.id, slug: space.slug, title: space.title } : null;
  };
  const ranked = figures.monthBySpace.flatMap(({ spaceId, posts }): RankedSpace[] => {
    const space = spaceOf(spaceId);
    return space ? [{ ...space, posts }] : [];
  });
  return {
    counted_at: figures.countedAt,
    posts_since: figures.postsSince,
    engagement: figures.engagement,
    weeks: figures.weeks.map((week, index) => ({
      start: windows.weekEdges[index]!.slice(0, 10),
      posts: week.posts,
      posts_by_space: week.postsBySpace,
      members_joined: week.membersJoined,
      members_active: week.membersActive,
    })),
    most_active_spaces: withTies(ranked, (space) => space.posts, INSIGHT_RANKED_ROWS),
    most_active_authors: figures.monthAuthors.map((author) => ({
      user_id: author.userId,
      username: author.username,
      display_name: author.displayName,
      posts: author.posts,
    })),
    top_posts: figures.topPosts.map((post) => ({
      id: post.id,
      user_id: post.userId,
      title: post.title,
      message_rendered: post.messageRendered,
      space: spaceOf(post.spaceId),
      comments_count: post.commentsCount,
      reactions_count: post.reactionsCount,
    })),
  };
}

/** A course's windows: its weeks of enrollments, and `now` for the days of "at risk". */
export type CourseWindows = Pick<CourseInsightsQuery, 'weekEdges' | 'now' | 'atRiskBefore'>;

export function courseWindows(query: InsightWindowParams): CourseWindows {
  const { nowMs, startMs } = checkedWindow(query);
  return {
    weekEdges: weekEdges(startMs, query.weeks),
    now: siteDateTime(nowMs),
    // More than AT_RISK_DAYS whole days ago: at least one day more, to the second.
    atRiskBefore: siteDateTime(nowMs - (AT_RISK_DAYS + 1) * DAY_MS),
  };
}

/**
 * `GET community-desk/v1/insights/courses/{course_id}` (docs/decisions/038): the course's
 * students as its students list adds them up, for those its policy admits (site
 * administrators: route-policies.ts); an unknown course, or a community space's id, is
 * fcom_course_not_found as for the list.
 */
export async function readCourseInsights(
  store: Store,
  _caller: Admitted<SignedInCaller>,
  courseId: number,
  windows: CourseWindows,
  origin: string,
): Promise<CourseInsights> {
  const course = await courseOrNotFound(store, courseId);
  const figures = await store.insights.course({
    courseId: course.id,
    ...windows,
    atRiskRows: INSIGHT_AT_RISK_ROWS,
  });
  return {
    counted_at: figures.countedAt,
    students: figures.students,
    progress: figures.progress,
    enrolled_earlier: figures.enrolledEarlier,
    enrolled_later: figures.enrolledLater,
    weeks: figures.weeks.map((week, index) => ({
      start: windows.weekEdges[index]!.slice(0, 10),
      enrolled: week.enrolled,
    })),
    at_risk: {
      count: figures.atRisk.count,
      students: figures.atRisk.students.map((row) => ({
        user_id: row.userId,
        username: row.username,
        display_name: row.displayName,
        avatar: avatarUrl(row.userId, row.avatar, origin),
        progress: row.progress,
        enrolled_at: row.enrolledAt,
        last_activity: row.lastActivity,
      })),
    },
  };
}
