/**
 * The URL parameters shared by the server-side tables (members, students): search, sort,
 * page and rows per page. Each feature's `url-state.ts` composes these with its own
 * parameters. The parameter names are the API's own (`sort_by`, `sort_dir`, `per_page`), so a
 * link reads like the request it makes.
 */
export const PER_PAGE_CHOICES = [10, 20, 50, 100] as const;
export type PerPage = (typeof PER_PAGE_CHOICES)[number];
export const DEFAULT_PER_PAGE: PerPage = 20;

/** The columns the API can sort by (behaviour.md, "Course students" and "Space members"). */
export const SORT_COLUMNS = ['created_at', 'display_name', 'last_activity'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortDirection = 'ASC' | 'DESC';

/** The direction the API uses for each column when `sort_dir` is missing. */
export type SortDefaults = Readonly<Record<SortColumn, SortDirection>>;
export const DEFAULT_SORT_COLUMN: SortColumn = 'created_at';

export interface TableParams {
  search: string;
  sortBy: SortColumn;
  sortDir: SortDirection;
  page: number;
  perPage: PerPage;
}

export const TABLE_PARAM_NAMES = ['search', 'sort_by', 'sort_dir', 'page', 'per_page'] as const;

const MAX_PAGE = 1_000_000;

function isOneOf<T extends string | number>(choices: readonly T[], value: unknown): value is T {
  return (choices as readonly unknown[]).includes(value);
}

/** Reads the shared parameters; what cannot be read is added to `ignored` as `name=value`. */
export function parseTableParams(
  params: URLSearchParams,
  defaults: SortDefaults,
  ignored: string[],
): TableParams {
  const rawSortBy = params.get('sort_by');
  let sortBy = DEFAULT_SORT_COLUMN;
  if (rawSortBy !== null) {
    if (isOneOf(SORT_COLUMNS, rawSortBy)) sortBy = rawSortBy;
    else ignored.push(`sort_by=${rawSortBy}`);
  }

  // Any case, as the API accepts (behaviour.md, "Course students").
  const rawSortDir = params.get('sort_dir');
  let sortDir = defaults[sortBy];
  if (rawSortDir !== null) {
    const upper = rawSortDir.toUpperCase();
    if (upper === 'ASC' || upper === 'DESC') sortDir = upper;
    else ignored.push(`sort_dir=${rawSortDir}`);
  }

  const rawPage = params.get('page');
  let page = 1;
  if (rawPage !== null) {
    if (/^\d{1,7}$/.test(rawPage) && Number(rawPage) >= 1 && Number(rawPage) <= MAX_PAGE) {
      page = Number(rawPage);
    } else {
      ignored.push(`page=${rawPage}`);
    }
  }

  const rawPerPage = params.get('per_page');
  let perPage = DEFAULT_PER_PAGE;
  if (rawPerPage !== null) {
    const value = /^\d+$/.test(rawPerPage) ? Number(rawPerPage) : NaN;
    if (isOneOf(PER_PAGE_CHOICES, value)) perPage = value;
    else ignored.push(`per_page=${rawPerPage}`);
  }

  return { search: params.get('search') ?? '', sortBy, sortDir, page, perPage };
}

/** Writes the shared parameters that differ from their defaults. */
export function writeTableParams(
  state: TableParams,
  defaults: SortDefaults,
  params: URLSearchParams,
): void {
  if (state.search !== '') params.set('search', state.search);
  if (state.sortBy !== DEFAULT_SORT_COLUMN) params.set('sort_by', state.sortBy);
  if (state.sortDir !== defaults[state.sortBy]) params.set('sort_dir', state.sortDir);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.perPage !== DEFAULT_PER_PAGE) params.set('per_page', String(state.perPage));
}

/**
 * Reports parameters the page does not know, and repeated ones beyond the first
 * (`page=2&page=3` reads page 2 and ignores `page=3`).
 */
export function reportUnknownParams(
  params: URLSearchParams,
  known: readonly string[],
  ignored: string[],
): void {
  const seen = new Set<string>();
  for (const [name, value] of params) {
    if (!known.includes(name) || seen.has(name)) ignored.push(`${name}=${value}`);
    seen.add(name);
  }
}

/** The request parameters of a table page (search trimmed; empty search left out). */
export function tableRequestParams(state: TableParams) {
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
  return isOneOf(PER_PAGE_CHOICES, value) ? value : DEFAULT_PER_PAGE;
}

/** The ignored parameters in the order the link has them, as a person reads it. */
export function inUrlOrder(params: URLSearchParams, ignored: string[]): string[] {
  const order = [...params].map(([name, value]) => `${name}=${value}`);
  return [...ignored].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}
