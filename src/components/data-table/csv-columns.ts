import type { RowData } from '@tanstack/react-table';
import type { CsvValue } from '../../lib/csv';
import type { ServerTable } from './server-table';

/** How each column of a table is written to CSV, by column id. */
export type CsvValues<TData> = Readonly<Record<string, (row: TData) => CsvValue>>;

/**
 * The CSV columns of an export: the table's visible columns, in their order, headed by their
 * labels, so the file holds what the table shows (a hidden column stays out of it).
 */
export function visibleCsvColumns<TData extends RowData>(
  table: ServerTable<TData>,
  values: CsvValues<TData>,
) {
  return table.getVisibleLeafColumns().flatMap((column) => {
    const value = values[column.id];
    return value ? [{ header: column.columnDef.meta?.label ?? column.id, value }] : [];
  });
}
