import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
  columnVisibilityFeature,
  functionalUpdate,
  metaHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnVisibilityState,
  type ReactTable,
  type RowData,
  type TableOptions,
} from '@tanstack/react-table';
import {
  SORT_COLUMNS,
  toPerPage,
  type PerPage,
  type SortColumn,
  type SortDefaults,
  type SortDirection,
} from '../../lib/table-params';

/**
 * The table model shared by the members and students pages: @tanstack/react-table in manual
 * (server-side) mode. The server sorts and pages; the table only holds which column is sorted
 * and which page is shown, both controlled from the URL, and which columns are visible.
 */
export interface ServerColumnMeta {
  /** The column's name: header text, column menu entry and CSV header. */
  label: string;
  /** Classes for the column's header and body cells (width, alignment). */
  className?: string;
}

export const serverTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  columnVisibilityFeature,
  columnMeta: metaHelper<ServerColumnMeta>(),
});

export type ServerTableFeatures = typeof serverTableFeatures;
export type ServerTable<TData extends RowData> = ReactTable<ServerTableFeatures, TData>;
export type ServerColumns<TData extends RowData> = TableOptions<
  ServerTableFeatures,
  TData
>['columns'];

export interface ServerSort {
  by: SortColumn;
  dir: SortDirection;
}

/**
 * Column options for a column the API can sort by: the first click sorts in the API's own
 * default direction for that column (behaviour.md: `created_at` ASC for members but DESC for
 * students, `display_name` ASC, `last_activity` DESC); later clicks flip it.
 */
export function sortableBy(column: SortColumn, defaults: SortDefaults) {
  return { id: column, enableSorting: true, sortDescFirst: defaults[column] === 'DESC' } as const;
}

export function isSortColumn(id: string): id is SortColumn {
  return (SORT_COLUMNS as readonly string[]).includes(id);
}

export interface ServerTableOptions<TData extends RowData> {
  columns: ServerColumns<TData>;
  /** The server's page, as the query cache holds it (a stable reference). */
  rows: readonly TData[];
  getRowId: (row: TData) => string;
  sort: ServerSort;
  onSortChange: (sort: ServerSort) => void;
  page: number;
  perPage: number;
  /** `last_page` of the page envelope; unknown (-1) until the first page arrives. */
  pageCount: number;
  rowCount: number | undefined;
  /** Called with the new page, or with a new page size (and page 1). */
  onPageChange: (change: { page: number; perPage: PerPage }) => void;
  columnVisibility: ColumnVisibilityState;
  onColumnVisibilityChange: (visibility: ColumnVisibilityState) => void;
}

export function useServerTable<TData extends RowData>(
  options: ServerTableOptions<TData>,
): ServerTable<TData> {
  const sorting = [{ id: options.sort.by, desc: options.sort.dir === 'DESC' }];
  const pagination = { pageIndex: options.page - 1, pageSize: options.perPage };
  return useTable({
    features: serverTableFeatures,
    columns: options.columns,
    data: options.rows,
    getRowId: options.getRowId,
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    // The API always sorts by something: a third click flips back instead of unsorting.
    enableSortingRemoval: false,
    autoResetPageIndex: false,
    pageCount: options.pageCount,
    rowCount: options.rowCount,
    state: { sorting, pagination, columnVisibility: options.columnVisibility },
    onSortingChange: (updater) => {
      const next = functionalUpdate(updater, sorting)[0];
      if (next && isSortColumn(next.id)) {
        options.onSortChange({ by: next.id, dir: next.desc ? 'DESC' : 'ASC' });
      }
    },
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, pagination);
      if (next.pageSize !== pagination.pageSize) {
        options.onPageChange({ page: 1, perPage: toPerPage(next.pageSize) });
      } else if (next.pageIndex !== pagination.pageIndex) {
        options.onPageChange({ page: next.pageIndex + 1, perPage: toPerPage(next.pageSize) });
      }
    },
    onColumnVisibilityChange: (updater) =>
      options.onColumnVisibilityChange(functionalUpdate(updater, options.columnVisibility)),
  });
}

const SORT_NAMES: Record<SortColumn, MessageDescriptor> = {
  created_at: msg({ context: 'sorted by', message: 'date' }),
  display_name: msg({ context: 'sorted by', message: 'name' }),
  last_activity: msg({ context: 'sorted by', message: 'last activity' }),
};

/**
 * "sorted by name, ascending": for table captions. `dateName` is the caller's name for the
 * date column, already translated ("join date"); by default "date".
 */
export function describeSort(sort: ServerSort, dateName?: string): string {
  const name =
    sort.by === 'created_at' && dateName !== undefined ? dateName : i18n._(SORT_NAMES[sort.by]);
  return sort.dir === 'ASC'
    ? t({
        comment: "The end of a table's caption; {name}: a column",
        message: `sorted by ${name}, ascending`,
      })
    : t({
        comment: "The end of a table's caption; {name}: a column",
        message: `sorted by ${name}, descending`,
      });
}
