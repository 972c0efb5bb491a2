import type { InsightsScope } from '../lib/walks/walk-scope';

/**
 * Every query key of the insights, from general to specific: `insightsKeys.all` covers all of
 * them (the only queries persisted to the device), `scope(scope)` one site and user's. Dates
 * travel as epoch ms, so equal instants share one cache entry.
 */
export const insightsKeys = {
  all: ['insights'] as const,
  scope: (scope: InsightsScope) => [...insightsKeys.all, scope.site, scope.user] as const,
  /** A space's memberships: active members and join requests. */
  spaceMemberships: (scope: InsightsScope, slug: string) =>
    [...insightsKeys.scope(scope), 'space-memberships', slug] as const,
  courseStudents: (scope: InsightsScope, courseId: number) =>
    [...insightsKeys.scope(scope), 'course-students', courseId] as const,
  /** Posts at or after each boundary, in the whole feed (`space` null) or one space's. */
  feedCounts: (scope: InsightsScope, boundaries: readonly number[], space: string | null) =>
    [...insightsKeys.scope(scope), 'feed-counts', space, [...boundaries]] as const,
  /** The posts created at or after `since`. */
  feedWindow: (scope: InsightsScope, since: number, space: string | null) =>
    [...insightsKeys.scope(scope), 'feed-window', space, since] as const,
};
