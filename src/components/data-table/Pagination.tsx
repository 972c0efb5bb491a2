import type { RowData } from '@tanstack/react-table';
import { useId } from 'react';
import { countOf } from '../../lib/plural';
import { PER_PAGE_CHOICES } from '../../lib/table-params';
import { Button } from '../Button';
import type { ServerTable } from './server-table';

interface PaginationProps<TData extends RowData> {
  table: ServerTable<TData>;
  /** From the page envelope: rows `from`–`to` of `total`. */
  from: number | null;
  to: number | null;
  total: number;
  /** "member", "student" (singular). */
  noun: string;
}

const numberFormat = new Intl.NumberFormat('en');

const ICONS = {
  first: 'M11 4L7 8l4 4M5 4v8',
  previous: 'M10 4L6 8l4 4',
  next: 'M6 4l4 4-4 4',
  last: 'M5 4l4 4-4 4M11 4v8',
};

function PageButton({
  label,
  icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: keyof typeof ICONS;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button size="sm" onClick={onClick} disabled={disabled} aria-label={label} title={label}>
      <svg
        viewBox="0 0 16 16"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden="true"
      >
        <path d={ICONS[icon]} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </Button>
  );
}

/** First, previous, next, last; "page x of last_page"; the total; rows per page. */
export function Pagination<TData extends RowData>({
  table,
  from,
  to,
  total,
  noun,
}: PaginationProps<TData>) {
  const selectId = useId();
  const { pageIndex, pageSize } = table.state.pagination;
  const pageCount = Math.max(1, table.getPageCount());
  const range =
    from !== null && to !== null
      ? `${numberFormat.format(from)}–${numberFormat.format(to)} of ${countOf(total, noun)}`
      : countOf(total, noun);
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 text-sm text-ink-muted"
    >
      <p aria-live="polite">{range}</p>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <div className="flex items-center gap-2">
          <label htmlFor={selectId}>Rows per page</label>
          <select
            id={selectId}
            value={pageSize}
            onChange={(event) => table.setPageSize(Number(event.target.value))}
            className="h-8 rounded-control border border-border bg-surface px-2 text-ink"
          >
            {PER_PAGE_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        </div>
        <p className="tabular-nums">
          Page {numberFormat.format(pageIndex + 1)} of {numberFormat.format(pageCount)}
        </p>
        <div className="flex items-center gap-1">
          <PageButton
            label="First page"
            icon="first"
            disabled={!table.getCanPreviousPage()}
            onClick={() => table.firstPage()}
          />
          <PageButton
            label="Previous page"
            icon="previous"
            disabled={!table.getCanPreviousPage()}
            onClick={() => table.previousPage()}
          />
          <PageButton
            label="Next page"
            icon="next"
            disabled={!table.getCanNextPage()}
            onClick={() => table.nextPage()}
          />
          <PageButton
            label="Last page"
            icon="last"
            disabled={!table.getCanLastPage()}
            onClick={() => table.lastPage()}
          />
        </div>
      </div>
    </nav>
  );
}
