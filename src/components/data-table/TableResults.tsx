import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { countOf } from '../../lib/plural';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
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
  if (page && page.total === 0) return <>{empty}</>;
  const pageNumber = table.state.pagination.pageIndex + 1;
  if (page && page.rows === 0) {
    return (
      <EmptyState
        title={`Page ${pageNumber} is past the end`}
        action={
          <Button variant="primary" onClick={() => table.lastPage()}>
            Go to the last page
          </Button>
        }
      >
        This list has {countOf(page.total, noun)} on {countOf(page.last_page, 'page')}.
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
        <>
          {noMatch} “<bdi className="break-all">{searched}</bdi>”
        </>
      }
      action={
        <Button variant="primary" onClick={onClearSearch}>
          Clear search
        </Button>
      }
    >
      {children ?? 'Search looks at display names and usernames.'}
    </EmptyState>
  );
}
