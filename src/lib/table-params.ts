import {
  DEFAULT_SORT_COLUMN,
  MAX_PER_PAGE,
  SORT_COLUMNS,
  SORT_DIRECTIONS,
  type rosterQuery,
  type SortColumn,
  type SortDefaults,
  type SortDirection,
} from '../../contract';
import type { QueryParamsOf } from '../api/endpoint-params';
import { choiceParam, integerParam, textParam, type UrlFields } from './url-params';

/**
 * The URL parameters shared by the server-side tables (members, students): search, sort,
 * page and rows per page. Each feature's `url-state.ts` composes these with its own
 * parameters. The parameter names are the API's own (`sort_by`, `sort_dir`, `per_page`), so a
 * link reads like the request it makes; the columns and directions are the API's
 * (contract/roster.ts).
 */
export {
  DEFAULT_SORT_COLUMN,
  SORT_COLUMNS,
  type SortColumn,
  type SortDefaults,
  type SortDirection,
};

/** The page sizes offered; the largest is what the reference server clamps to ("Limits"). */
export const PER_PAGE_CHOICES = [10, 20, 50, MAX_PER_PAGE] as const;
export type PerPage = (typeof PER_PAGE_CHOICES)[number];
export const DEFAULT_PER_PAGE: PerPage = 20;

export interface TableParams {
  search: string;
  sortBy: SortColumn;
  sortDir: SortDirection;
  page: number;
  perPage: PerPage;
}

/** The highest page a link may ask for: far past any real list, and short enough to read. */
const MAX_LINK_PAGE = 1_000_000;

/**
 * The shared parameters as URL descriptors (url-params.ts). `sort_dir` is read in any case,
 * as the API reads it, and defaults to the sorted column's own direction, which differs
 * between members and students (behaviour.md, "Course students" and "Space members").
 */
export function tableParamFields(sortDefaults: SortDefaults): UrlFields<TableParams> {
  return {
    search: textParam('search'),
    sortBy: choiceParam('sort_by', SORT_COLUMNS, { default: DEFAULT_SORT_COLUMN }),
    sortDir: choiceParam('sort_dir', SORT_DIRECTIONS, {
      anyCase: true,
      defaultFrom: (state: Pick<TableParams, 'sortBy'>) => sortDefaults[state.sortBy],
    }),
    page: integerParam('page', { default: 1, min: 1, max: MAX_LINK_PAGE }),
    perPage: choiceParam('per_page', PER_PAGE_CHOICES, { default: DEFAULT_PER_PAGE }),
  };
}

/** The request parameters of a table page (search trimmed; empty search left out). */
export function tableRequestParams(state: TableParams): QueryParamsOf<typeof rosterQuery> {
  return {
    search: state.search.trim() || undefined,
    sort_by: state.sortBy,
    sort_dir: state.sortDir,
    page: state.page,
    per_page: state.perPage,
  };
}

/** A rows-per-page choice, or the default for anything else. */
export function toPerPage(value: number): PerPage {
  const choice = PER_PAGE_CHOICES.find((perPage) => perPage === value);
  return choice ?? DEFAULT_PER_PAGE;
}
