import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, restRoute } from '../../contract';
import type { ApiClient } from '../api/client';
import type { EndpointParams } from '../api/endpoint-params';
import {
  courseInsightsSchema,
  overviewInsightsSchema,
  spaceInsightsSchema,
} from '../api/schemas/insights';
import { dayKey } from './aggregate/site-calendar';
import { weekBoundaries } from './aggregate/week-boundaries';

/** `YYYY-MM-DD HH:MM:SS` of a site wall-clock Date (aggregate/site-time.ts). */
export function siteDateTimeText(wallClock: Date): string {
  return wallClock.toISOString().slice(0, 19).replace(/T/, ' ');
}

/** The counted insights' keys: small answers, kept in memory only (never on the device). */
export const countedInsightsKeys = {
  all: ['counted-insights'] as const,
  overview: (now: number, weekStart: number, weeks: number) =>
    [...countedInsightsKeys.all, 'overview', now, weekStart, weeks] as const,
  space: (slug: string, now: number, weekStart: number, weeks: number) =>
    [...countedInsightsKeys.all, 'space', slug, now, weekStart, weeks] as const,
  course: (courseId: number, now: number, weekStart: number, weeks: number) =>
    [...countedInsightsKeys.all, 'course', courseId, now, weekStart, weeks] as const,
};

/**
 * The charts draw one bar per week asked for, from the first day asked for: an answer of other
 * weeks is not ours.
 */
function withWeeksAsked<A extends { weeks: readonly { start: string }[] }>(
  answer: A,
  weeks: number,
  weekStart: Date,
): A {
  if (answer.weeks.length !== weeks) {
    throw new Error(
      `The server counted ${answer.weeks.length} weeks where ${weeks} were asked for.`,
    );
  }
  const first = answer.weeks[0]?.start;
  if (first !== undefined && first !== dayKey(weekStart)) {
    throw new Error(
      `The server counted weeks from ${first} where weeks from ${dayKey(weekStart)} were asked for.`,
    );
  }
  return answer;
}

/** The overview's weeks. */
export const OVERVIEW_WEEKS = 12;

/** What the overview asks for at `now` (the site's clock, floored to the hour). */
export function overviewWindow(now: Date) {
  return { now, weekStart: weekBoundaries(now, OVERVIEW_WEEKS).edges[0]!, weeks: OVERVIEW_WEEKS };
}

/** The weeks of a space's insights ("Members joined per week"). */
export const SPACE_WEEKS = 26;

/** What a space's insights ask for at `now`. */
export function spaceWindow(now: Date) {
  return { now, weekStart: weekBoundaries(now, SPACE_WEEKS).edges[0]!, weeks: SPACE_WEEKS };
}

/** The weeks of a course's insights ("Enrollments per week"). */
export const COURSE_WEEKS = 26;

/** What a course's insights ask for at `now`. */
export function courseWindow(now: Date) {
  return { now, weekStart: weekBoundaries(now, COURSE_WEEKS).edges[0]!, weeks: COURSE_WEEKS };
}

/** How long a counted answer is shown before a visit asks again (as fresh as a walk's). */
export const COUNTED_STALE_TIME_MS = 5 * 60_000;

/**
 * The overview's figures from our server, in one request (docs/decisions/038): the windows
 * end at `now` (the site's clock, floored to the hour: use-site-now.ts), the weeks start at
 * `weekStart`.
 */
export function overviewInsightsQuery(
  client: ApiClient,
  { now, weekStart, weeks }: { now: Date; weekStart: Date; weeks: number },
) {
  return queryOptions({
    queryKey: countedInsightsKeys.overview(now.getTime(), weekStart.getTime(), weeks),
    queryFn: async ({ signal }) => {
      const params: EndpointParams<typeof ENDPOINTS.insightsOverview> = {
        now: siteDateTimeText(now),
        week_start: dayKey(weekStart),
        weeks,
      };
      const answer = await client.get(restRoute(ENDPOINTS.insightsOverview), {
        schema: overviewInsightsSchema,
        params,
        signal,
      });
      return withWeeksAsked(answer, weeks, weekStart);
    },
    staleTime: COUNTED_STALE_TIME_MS,
  });
}

/**
 * A space's figures from our server, in one request (docs/decisions/038): "last active" and the
 * requests' ages measured from `now`, `weeks` weeks from `weekStart`.
 */
export function spaceInsightsQuery(
  client: ApiClient,
  slug: string,
  { now, weekStart, weeks }: { now: Date; weekStart: Date; weeks: number },
) {
  return queryOptions({
    queryKey: countedInsightsKeys.space(slug, now.getTime(), weekStart.getTime(), weeks),
    queryFn: async ({ signal }) => {
      const params: EndpointParams<typeof ENDPOINTS.insightsSpace> = {
        now: siteDateTimeText(now),
        week_start: dayKey(weekStart),
        weeks,
      };
      const answer = await client.get(restRoute(ENDPOINTS.insightsSpace, { spaceSlug: slug }), {
        schema: spaceInsightsSchema,
        params,
        signal,
      });
      return withWeeksAsked(answer, weeks, weekStart);
    },
    staleTime: COUNTED_STALE_TIME_MS,
  });
}

/**
 * A course's figures from our server, in one request (docs/decisions/038): "at risk" measured
 * from `now`, enrollments over `weeks` weeks from `weekStart`.
 */
export function courseInsightsQuery(
  client: ApiClient,
  courseId: number,
  { now, weekStart, weeks }: { now: Date; weekStart: Date; weeks: number },
) {
  return queryOptions({
    queryKey: countedInsightsKeys.course(courseId, now.getTime(), weekStart.getTime(), weeks),
    queryFn: async ({ signal }) => {
      const params: EndpointParams<typeof ENDPOINTS.insightsCourse> = {
        now: siteDateTimeText(now),
        week_start: dayKey(weekStart),
        weeks,
      };
      const answer = await client.get(
        restRoute(ENDPOINTS.insightsCourse, { course_id: courseId }),
        { schema: courseInsightsSchema, params, signal },
      );
      return withWeeksAsked(answer, weeks, weekStart);
    },
    staleTime: COUNTED_STALE_TIME_MS,
  });
}
