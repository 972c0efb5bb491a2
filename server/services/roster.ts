import {
  DEFAULT_SORT_COLUMN,
  type SortColumn,
  type SortDefaults,
  type SortDirection,
} from '../../contract';
import type { RosterQuery } from '../endpoint-queries';
import type { RosterPageQuery } from '../store/rows';

/**
 * The page a roster query asks for (behaviour.md, "Course students", "Space members"): the
 * column (created_at unless whitelisted), its direction (as asked, else the column's own
 * default for this endpoint), the search term, and the slice.
 */
export function rosterPage(
  spaceId: number,
  query: RosterQuery,
  defaults: SortDefaults,
): RosterPageQuery {
  const sort: SortColumn = query.sort_by ?? DEFAULT_SORT_COLUMN;
  const direction: SortDirection = query.sort_dir ?? defaults[sort];
  return {
    spaceId,
    search: query.search ?? null,
    sort,
    direction,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  };
}
