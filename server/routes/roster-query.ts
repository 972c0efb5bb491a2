import { z } from 'zod';
import type { RosterSort, SortDirection } from '../db/repositories/roster';
import { choiceParam, pageParam, perPageParam, textParam } from '../http/query';

/**
 * The query of the member and student pages (behaviour.md, "Course students", "Space
 * members"): sort_by from a whitelist (anything else: created_at), sort_dir in any case
 * (anything else: the column's own default), search, page ≥ 1, per_page 1..100 (default 15).
 */
export const ROSTER_SORTS = ['created_at', 'display_name', 'last_activity'] as const;

/** Search terms longer than this are refused with a 400 rather than silently cut. */
export const MAX_SEARCH_LENGTH = 200;

export const rosterQuerySchema = z.object({
  search: textParam(MAX_SEARCH_LENGTH),
  sort_by: choiceParam(ROSTER_SORTS),
  sort_dir: choiceParam(['asc', 'desc'] as const),
  page: pageParam,
  per_page: perPageParam(15),
});

export type RosterQuery = z.output<typeof rosterQuerySchema>;

export function rosterOrder(
  query: RosterQuery,
  defaults: Record<RosterSort, SortDirection>,
): { sort: RosterSort; direction: SortDirection } {
  const sort = query.sort_by ?? 'created_at';
  const direction = query.sort_dir
    ? (query.sort_dir.toUpperCase() as SortDirection)
    : defaults[sort];
  return { sort, direction };
}
