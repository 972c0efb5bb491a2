import { pageParam, perPageParam, searchParam } from './params';
import {
  ROSTER_PER_PAGE,
  SORT_COLUMNS,
  SORT_DIRECTIONS,
  type SortColumn,
  type SortDefaults,
} from './roster';

/**
 * The site's member directory, `GET /members` (behaviour.md, "Member directory"), as the
 * plugin's MembersController::getMembers (2.8.x) reads its parameters: the three sort columns
 * of the rosters, but over profiles (`created_at` is the profile's, not a join date), most
 * recently active first by default.
 */
export const DEFAULT_DIRECTORY_SORT_COLUMN: SortColumn = 'last_activity';

/** The direction each column sorts in when `sort_dir` is missing (plugin 2.8.0 on). */
export const DIRECTORY_SORT_DEFAULTS: SortDefaults = {
  created_at: 'DESC',
  display_name: 'ASC',
  last_activity: 'DESC',
};

/**
 * `status` for moderators and administrators: the profiles of that status (`deactivated` is
 * the plugin's name for an empty status); anyone else, and any other value, lists the active
 * ones. Up to 2.4 the plugin read `in_active` (pending and blocked) instead.
 */
export const DIRECTORY_STATUS_PARAMS = ['pending', 'blocked', 'deactivated'] as const;
export type DirectoryStatusParam = (typeof DIRECTORY_STATUS_PARAMS)[number];

/** `mention=` answers at most this many profiles, in one list without paging. */
export const MENTION_LIMIT = 10;

export const memberDirectoryQuery = {
  search: searchParam,
  /** Text to @-mention: switches to the short list of MENTION_LIMIT active profiles. */
  mention: searchParam,
  /** With `mention` only: just this community space's members (by slug), … */
  space: searchParam,
  /** … or, without `space`, the members of the space or course with this id. */
  space_id: { type: 'integer' },
  sort_by: { type: 'choice', values: SORT_COLUMNS, default: DEFAULT_DIRECTORY_SORT_COLUMN },
  sort_dir: { type: 'choice', values: SORT_DIRECTIONS },
  status: { type: 'choice', values: DIRECTORY_STATUS_PARAMS },
  page: pageParam,
  per_page: perPageParam(ROSTER_PER_PAGE),
} as const;
