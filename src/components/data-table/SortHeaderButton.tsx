import { useLingui } from '@lingui/react/macro';
import type { Header, RowData } from '@tanstack/react-table';
import { Icon, type IconName } from '../Icon';
import { midSentence } from '../mid-sentence';
import type { ServerTableFeatures } from './server-table';

const SORT_ICONS: Record<'asc' | 'desc' | 'none', IconName> = {
  asc: 'sortAscending',
  desc: 'sortDescending',
  none: 'sortable',
};

/** A sortable column header: a button that shows the direction (aria-sort sits on the <th>). */
export function SortHeaderButton<TData extends RowData>({
  header,
  label,
}: {
  header: Header<ServerTableFeatures, TData, unknown>;
  label: string;
}) {
  const { t } = useLingui();
  const sorted = header.column.getIsSorted();
  const next = header.column.getNextSortingOrder();
  const column = midSentence(label);
  return (
    <button
      type="button"
      onClick={header.column.getToggleSortingHandler()}
      title={next === 'desc' ? t`Sort by ${column}, descending` : t`Sort by ${column}, ascending`}
      className={`-mx-1.5 inline-flex items-center gap-1 rounded-control px-1.5 py-1 uppercase hover:bg-surface hover:text-ink ${
        sorted ? 'text-ink' : ''
      }`}
    >
      {label}
      <Icon
        name={SORT_ICONS[sorted || 'none']}
        className={`size-3.5 ${sorted ? '' : 'opacity-40'}`}
      />
    </button>
  );
}

export function ariaSortOf(sorted: false | 'asc' | 'desc'): 'ascending' | 'descending' | undefined {
  if (sorted === 'asc') return 'ascending';
  if (sorted === 'desc') return 'descending';
  return undefined;
}
