import type { RowData } from '@tanstack/react-table';
import { useStoredColumnVisibility } from '../../lib/stored-visibility';
import type { TableParams } from '../../lib/table-params';
import { useServerTable, type ServerColumns, type ServerTable } from './server-table';

interface UrlTableOptions<TData extends RowData> {
  columns: ServerColumns<TData>;
  rows: readonly TData[];
  getRowId: (row: TData) => string;
  /** The table's part of the URL state. */
  state: TableParams;
  /** Writes to the URL; every change adds a history entry. */
  setState: (patch: Partial<TableParams>) => void;
  /** From the page envelope; undefined before the first page arrives. */
  lastPage: number | undefined;
  total: number | undefined;
  /** Where the hidden columns are remembered on this device. */
  columnsStorageKey: string;
}

/**
 * A server table driven by the URL: sorting and paging write the URL, which drives the query.
 * A new sort starts again at page 1; a new page size too.
 */
export function useUrlTable<TData extends RowData>(
  options: UrlTableOptions<TData>,
): ServerTable<TData> {
  const { state, setState } = options;
  const [visibility, setVisibility] = useStoredColumnVisibility(options.columnsStorageKey);
  return useServerTable({
    columns: options.columns,
    rows: options.rows,
    getRowId: options.getRowId,
    sort: { by: state.sortBy, dir: state.sortDir },
    onSortChange: ({ by, dir }) => setState({ sortBy: by, sortDir: dir, page: 1 }),
    page: state.page,
    perPage: state.perPage,
    pageCount: options.lastPage ?? -1,
    rowCount: options.total,
    onPageChange: ({ page, perPage }) => setState({ page, perPage }),
    columnVisibility: visibility,
    onColumnVisibilityChange: setVisibility,
  });
}
