import { Trans, useLingui } from '@lingui/react/macro';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { countedNoun } from '../counted';
import { EmptyState } from '../EmptyState';
import { formatNumber } from '../number-format';
import { DataTable } from './DataTable';
import { Pagination } from './Pagination';
import type { ServerTable } from './server-table';

/** The page envelope fields the results need (behaviour.md, "Page envelopes"). */
export interface PageSummary {
  from: number | null;
  to: number | null;
  total: number;
  last_page: number;
  rows: number;
}

interface TableResultsProps<TData extends RowData> {
  table: ServerTable<TData>;
  /** The page on screen; undefined on first load. */
  page: PageSummary | undefined;
  /** The rows on screen belong to the previous filter while the new one loads. */
  busy: boolean;
  caption: string;
  /** "member", "student" (singular). */
  noun: string;
  /** What to say when the filter matches nothing. */
  empty: ReactNode;
  onOpenRow: (row: TData) => void;
}

/**
 * The table with its pagination, or the right state instead: skeleton rows on first load,
 * the empty state, or a page past the end (`data: []` with a total, e.g. a stale link).
 */
export function TableResults<TData extends RowData>({
  table,
  page,
  busy,
  caption,
  noun,
  empty,
  onOpenRow,
}: TableResultsProps<TData>) {
  const { t } = useLingui();
  if (page && page.total === 0) return <>{empty}</>;
  const pageNumber = formatNumber(table.state.pagination.pageIndex + 1);
  if (page && page.rows === 0) {
    const rows = countedNoun(page.total, noun);
    const pages = countedNoun(page.last_page, 'page');
    return (
      <EmptyState
        title={t`Page ${pageNumber} is past the end`}
        action={
          <Button variant="primary" onClick={() => table.lastPage()}>
            <Trans>Go to the last page</Trans>
          </Button>
        }
      >
        <Trans comment='{rows}: "120 members"; {pages}: "5 pages"'>
          This list has {rows} on {pages}.
        </Trans>
      </EmptyState>
    );
  }
  return (
    <div className="space-y-3">
      <DataTable
        table={table}
        caption={caption}
        loading={!page}
        busy={busy}
        skeletonRows={Math.min(table.state.pagination.pageSize, 10)}
        onOpenRow={onOpenRow}
      />
      {page ? (
        <Pagination table={table} from={page.from} to={page.to} total={page.total} noun={noun} />
      ) : null}
    </div>
  );
}

interface NoResultsProps {
  /** The search in effect, if any. */
  search: string;
  onClearSearch: () => void;
  /** "No members match", "No students match". */
  noMatch: string;
  /** Said when there is no search: the list itself is empty. */
  emptyTitle: string;
  children?: ReactNode;
}

/** The empty state: says what was searched and offers to clear it. */
export function NoResults({
  search,
  onClearSearch,
  noMatch,
  emptyTitle,
  children,
}: NoResultsProps) {
  const searched = search.trim();
  if (!searched) return <EmptyState title={emptyTitle}>{children}</EmptyState>;
  return (
    <EmptyState
      title={
        <Trans comment='{noMatch}: "No members match", said by the page; then the words searched'>
          {noMatch} “<bdi className="break-all">{searched}</bdi>”
        </Trans>
      }
      action={
        <Button variant="primary" onClick={onClearSearch}>
          <Trans>Clear search</Trans>
        </Button>
      }
    >
      {children ?? <Trans>Search looks at display names and usernames.</Trans>}
    </EmptyState>
  );
}
