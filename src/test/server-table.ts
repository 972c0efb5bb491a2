import { renderHook } from '@testing-library/react';
import type { RowData } from '@tanstack/react-table';
import { vi } from 'vitest';
import {
  useServerTable,
  type ServerColumns,
  type ServerSort,
} from '../components/data-table/server-table';

/**
 * A server table (over no rows unless given some), with spies for the changes it reports (for
 * column tests).
 */
export function renderServerTable<TData extends RowData>(
  columns: ServerColumns<TData>,
  sort: ServerSort,
  paging: { page: number; pageCount: number; rowCount: number } = {
    page: 1,
    pageCount: 1,
    rowCount: 0,
  },
  rows: TData[] = [],
) {
  const onSortChange = vi.fn();
  const onPageChange = vi.fn();
  const { result } = renderHook(() =>
    useServerTable<TData>({
      columns,
      rows,
      getRowId: (row) => `row-${rows.indexOf(row)}`,
      sort,
      onSortChange,
      page: paging.page,
      perPage: 20,
      pageCount: paging.pageCount,
      rowCount: paging.rowCount,
      onPageChange,
      columnVisibility: {},
      onColumnVisibilityChange: vi.fn(),
    }),
  );
  return { table: result.current, onSortChange, onPageChange };
}
