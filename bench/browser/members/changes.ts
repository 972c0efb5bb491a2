import type { Page } from '@playwright/test';

/** The filter changes of `npm run bench:members`, and the filters each leaves in effect. */
export interface Filters {
  status?: 'pending';
  search?: string;
  sort_by?: string;
  sort_dir?: string;
  page: number;
  per_page: number;
}

export interface Change {
  name: string;
  /** The filters in effect after the change (what the rows must match). */
  filters: Filters;
  act: (page: Page) => Promise<void>;
}

const table = (page: Page) => page.getByRole('table');

/** The changes, applied in this order; each starts from the state the previous one left. */
export const CHANGES: Change[] = [
  {
    name: 'search "an" (typed; incl. 250 ms debounce)',
    filters: { search: 'an', page: 1, per_page: 20 },
    act: (page) => page.getByRole('searchbox', { name: 'Search members' }).pressSequentially('an'),
  },
  {
    name: 'sort by name, ascending',
    filters: { search: 'an', sort_by: 'display_name', sort_dir: 'ASC', page: 1, per_page: 20 },
    act: (page) =>
      table(page)
        .getByRole('columnheader', { name: /Member/ })
        .getByRole('button')
        .click(),
  },
  {
    name: 'sort by name, descending',
    filters: { search: 'an', sort_by: 'display_name', sort_dir: 'DESC', page: 1, per_page: 20 },
    act: (page) =>
      table(page)
        .getByRole('columnheader', { name: /Member/ })
        .getByRole('button')
        .click(),
  },
  {
    name: 'clear search (Escape)',
    filters: { sort_by: 'display_name', sort_dir: 'DESC', page: 1, per_page: 20 },
    act: (page) => page.getByRole('searchbox', { name: 'Search members' }).press('Escape'),
  },
  {
    name: 'next page (prefetched)',
    filters: { sort_by: 'display_name', sort_dir: 'DESC', page: 2, per_page: 20 },
    act: (page) => page.getByRole('button', { name: 'Next page' }).click(),
  },
  {
    name: 'last page',
    filters: { sort_by: 'display_name', sort_dir: 'DESC', page: -1, per_page: 20 },
    act: (page) => page.getByRole('button', { name: 'Last page' }).click(),
  },
  {
    name: 'rows per page 100',
    filters: { sort_by: 'display_name', sort_dir: 'DESC', page: 1, per_page: 100 },
    act: (page) =>
      page
        .getByLabel('Rows per page')
        .selectOption('100')
        .then(() => undefined),
  },
  {
    name: 'sort by last activity',
    filters: { sort_by: 'last_activity', sort_dir: 'DESC', page: 1, per_page: 100 },
    act: (page) =>
      table(page)
        .getByRole('columnheader', { name: /Last activity/ })
        .getByRole('button')
        .click(),
  },
  {
    name: 'status: pending requests',
    filters: { status: 'pending', sort_by: 'last_activity', page: 1, per_page: 100 },
    act: (page) => page.getByRole('button', { name: /Pending requests/ }).click(),
  },
  {
    name: 'status: active',
    filters: { sort_by: 'last_activity', page: 1, per_page: 100 },
    act: (page) => page.getByRole('button', { name: 'Active', exact: true }).click(),
  },
];
