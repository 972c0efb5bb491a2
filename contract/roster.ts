import { pageParam, perPageParam, searchParam } from './params';

/**
 * The member and student pages (behaviour.md, "Course students", "Space members"): sort_by
 * from a whitelist (anything else: created_at), sort_dir in any case (anything else: the
 * column's own default direction), which differs between the two endpoints.
 */
export const SORT_COLUMNS = ['created_at', 'display_name', 'last_activity'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const DEFAULT_SORT_COLUMN: SortColumn = 'created_at';

/** The direction each column sorts in when `sort_dir` is missing. */
export type SortDefaults = Readonly<Record<SortColumn, SortDirection>>;

/** Members: oldest member first by default. */
export const MEMBER_SORT_DEFAULTS: SortDefaults = {
  created_at: 'ASC',
  display_name: 'ASC',
  last_activity: 'DESC',
};

/** Students: newest enrollment first by default — the opposite of members. */
export const STUDENT_SORT_DEFAULTS: SortDefaults = {
  created_at: 'DESC',
  display_name: 'ASC',
  last_activity: 'DESC',
};

/** `status=pending` lists a space's join requests; without it, the active members. */
export const MEMBER_STATUS_PARAMS = ['pending'] as const;
export type MemberStatusParam = (typeof MEMBER_STATUS_PARAMS)[number];

/** The default page size of the roster endpoints and of the courses list. */
export const ROSTER_PER_PAGE = 15;

/** The query parameters both roster endpoints take. */
export const rosterQuery = {
  search: searchParam,
  sort_by: { type: 'choice', values: SORT_COLUMNS, default: DEFAULT_SORT_COLUMN },
  sort_dir: { type: 'choice', values: SORT_DIRECTIONS },
  page: pageParam,
  per_page: perPageParam(ROSTER_PER_PAGE),
} as const;
