import type { RowData } from '@tanstack/react-table';
import { countOf } from '../../lib/plural';
import { PER_PAGE_CHOICES } from '../../lib/table-params';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { SelectField } from '../SelectField';
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

function PageButton({
  label,
  icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: 'firstPage' | 'previousPage' | 'nextPage' | 'lastPage';
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button size="sm" onClick={onClick} disabled={disabled} aria-label={label} title={label}>
      <Icon name={icon} />
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
        <SelectField
          label="Rows per page"
          layout="inline"
          value={pageSize}
          onChange={(event) => table.setPageSize(Number(event.target.value))}
        >
          {PER_PAGE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </SelectField>
        <p className="tabular-nums">
          Page {numberFormat.format(pageIndex + 1)} of {numberFormat.format(pageCount)}
        </p>
        <div className="flex items-center gap-1">
          <PageButton
            label="First page"
            icon="firstPage"
            disabled={!table.getCanPreviousPage()}
            onClick={() => table.firstPage()}
          />
          <PageButton
            label="Previous page"
            icon="previousPage"
            disabled={!table.getCanPreviousPage()}
            onClick={() => table.previousPage()}
          />
          <PageButton
            label="Next page"
            icon="nextPage"
            disabled={!table.getCanNextPage()}
            onClick={() => table.nextPage()}
          />
          <PageButton
            label="Last page"
            icon="lastPage"
            disabled={!table.getCanLastPage()}
            onClick={() => table.lastPage()}
          />
        </div>
      </div>
    </nav>
  );
}
