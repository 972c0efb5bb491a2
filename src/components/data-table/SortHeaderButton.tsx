import type { Header, RowData } from '@tanstack/react-table';
import type { ServerTableFeatures } from './server-table';

/** A sortable column header: a button that shows the direction (aria-sort sits on the <th>). */
export function SortHeaderButton<TData extends RowData>({
  header,
  label,
}: {
  header: Header<ServerTableFeatures, TData, unknown>;
  label: string;
}) {
  const sorted = header.column.getIsSorted();
  const next = header.column.getNextSortingOrder();
  const nextText = next === 'desc' ? 'descending' : 'ascending';
  return (
    <button
      type="button"
      onClick={header.column.getToggleSortingHandler()}
      title={`Sort by ${label.toLowerCase()}, ${nextText}`}
      className={`-mx-1.5 inline-flex items-center gap-1 rounded-control px-1.5 py-1 uppercase hover:bg-surface hover:text-ink ${
        sorted ? 'text-ink' : ''
      }`}
    >
      {label}
      <svg
        viewBox="0 0 16 16"
        className={`size-3.5 shrink-0 ${sorted ? '' : 'opacity-40'}`}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden="true"
      >
        {sorted === 'asc' ? <path d="M8 13V3M4 7l4-4 4 4" strokeLinecap="round" /> : null}
        {sorted === 'desc' ? <path d="M8 3v10M4 9l4 4 4-4" strokeLinecap="round" /> : null}
        {!sorted ? <path d="M5 6l3-3 3 3M5 10l3 3 3-3" strokeLinecap="round" /> : null}
      </svg>
    </button>
  );
}

export function ariaSortOf(sorted: false | 'asc' | 'desc'): 'ascending' | 'descending' | undefined {
  if (sorted === 'asc') return 'ascending';
  if (sorted === 'desc') return 'descending';
  return undefined;
}
