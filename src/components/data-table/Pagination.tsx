import { Trans, useLingui } from '@lingui/react/macro';
import type { RowData } from '@tanstack/react-table';
import { PER_PAGE_CHOICES } from '../../lib/table-params';
import { Button } from '../Button';
import { countedNoun } from '../counted';
import { formatNumber } from '../number-format';
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

/**
 * First, previous, next, last; "page x of last_page"; the total; rows per page. The arrows
 * point the way the page is read (Icon mirrors them right to left): "Next" to the end side.
 */
export function Pagination<TData extends RowData>({
  table,
  from,
  to,
  total,
  noun,
}: PaginationProps<TData>) {
  const { t } = useLingui();
  const { pageIndex, pageSize } = table.state.pagination;
  const pageCount = Math.max(1, table.getPageCount());
  const all = countedNoun(total, noun);
  const first = from !== null ? formatNumber(from) : '';
  const last = to !== null ? formatNumber(to) : '';
  const range =
    from !== null && to !== null
      ? t({
          comment: 'The rows shown of a list: "1–25 of 120 members"',
          message: `${first}–${last} of ${all}`,
        })
      : all;
  const page = formatNumber(pageIndex + 1);
  const pages = formatNumber(pageCount);
  return (
    <nav
      aria-label={t`Pagination`}
      className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 text-sm text-ink-muted"
    >
      <p aria-live="polite">{range}</p>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <SelectField
          label={t`Rows per page`}
          layout="inline"
          value={pageSize}
          onChange={(event) => table.setPageSize(Number(event.target.value))}
        >
          {PER_PAGE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {formatNumber(choice)}
            </option>
          ))}
        </SelectField>
        <p className="tabular-nums">
          <Trans>
            Page {page} of {pages}
          </Trans>
        </p>
        <div className="flex items-center gap-1">
          <PageButton
            label={t`First page`}
            icon="firstPage"
            disabled={!table.getCanPreviousPage()}
            onClick={() => table.firstPage()}
          />
          <PageButton
            label={t`Previous page`}
            icon="previousPage"
            disabled={!table.getCanPreviousPage()}
            onClick={() => table.previousPage()}
          />
          <PageButton
            label={t`Next page`}
            icon="nextPage"
            disabled={!table.getCanNextPage()}
            onClick={() => table.nextPage()}
          />
          <PageButton
            label={t`Last page`}
            icon="lastPage"
            disabled={!table.getCanLastPage()}
            onClick={() => table.lastPage()}
          />
        </div>
      </div>
    </nav>
  );
}
