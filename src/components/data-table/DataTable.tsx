import type { RowData } from '@tanstack/react-table';
import type { MouseEvent } from 'react';
import { Skeleton } from '../Skeleton';
import type { ServerTable } from './server-table';
import { ariaSortOf, SortHeaderButton } from './SortHeaderButton';

interface DataTableProps<TData extends RowData> {
  table: ServerTable<TData>;
  /** Says what the table lists and how it is sorted (read by screen readers). */
  caption: string;
  /** First load: skeleton rows instead of data. */
  loading: boolean;
  /** The rows on screen are the previous page's while the next one loads. */
  busy: boolean;
  skeletonRows: number;
  /** Opens a row's details (row click, or the row's button with `data-row-open`). */
  onOpenRow: (row: TData) => void;
}

/** Clicks on links and other controls inside a row keep their own meaning. */
function isOwnControl(event: MouseEvent): boolean {
  const target = event.target as Element;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, not words
  return target.closest('a, input, select, textarea, label, button:not([data-row-open])') !== null;
}

/**
 * A real <table>: column headers with scope, aria-sort on the sorted column, sort headers as
 * buttons. Renders exactly the rows of the server's page, never more than per_page.
 */
export function DataTable<TData extends RowData>({
  table,
  caption,
  loading,
  busy,
  skeletonRows,
  onOpenRow,
}: DataTableProps<TData>) {
  const columns = table.getVisibleLeafColumns();
  return (
    // `relative`: the scroll box is the containing block of the visually hidden (absolutely
    // positioned) text in its cells, so that text scrolls and clips with the table instead of
    // widening the page past a phone's screen.
    <div className="relative overflow-x-auto rounded-card border border-border bg-surface">
      <table className="w-full border-collapse text-sm" aria-busy={busy || loading}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border bg-surface-muted text-start text-xs font-semibold tracking-wide text-ink-muted uppercase">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const label = meta?.label ?? header.column.id;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={ariaSortOf(header.column.getIsSorted())}
                    className={`px-3 py-2 whitespace-nowrap ${meta?.className ?? ''}`}
                  >
                    {header.column.getCanSort() ? (
                      <SortHeaderButton header={header} label={label} />
                    ) : header.column.accessorFn === undefined &&
                      typeof header.column.columnDef.header === 'function' ? (
                      // A column of controls (the members' checkboxes: no value of its own)
                      // renders its own header; a column of values shows its label (the
                      // table's default header function would show its id).
                      <table.FlexRender header={header} />
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <tr key={index} className="border-b border-border last:border-b-0">
                  {columns.map((column) => (
                    <td key={column.id} className="px-3 py-3">
                      <Skeleton className="h-4 w-full max-w-40" />
                    </td>
                  ))}
                </tr>
              ))
            : table.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  onClick={(event) => {
                    if (!isOwnControl(event)) onOpenRow(row.original);
                  }}
                  className="cursor-pointer border-b border-border last:border-b-0 hover:bg-surface-muted/70"
                >
                  {row.getVisibleCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={`px-3 py-2 align-middle ${cell.column.columnDef.meta?.className ?? ''}`}
                    >
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
