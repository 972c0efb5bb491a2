import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createColumnHelper } from '@tanstack/react-table';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SortDefaults } from '../../lib/table-params';
import { DataTable } from './DataTable';
import { sortableBy, useServerTable, type ServerTableFeatures } from './server-table';

interface Person {
  id: number;
  name: string;
  site: string;
}

const DEFAULTS: SortDefaults = { created_at: 'ASC', display_name: 'ASC', last_activity: 'DESC' };
const helper = createColumnHelper<ServerTableFeatures, Person>();
const columns = helper.columns([
  helper.accessor('name', {
    ...sortableBy('display_name', DEFAULTS),
    meta: { label: 'Name' },
    cell: ({ getValue }) => (
      <button type="button" data-row-open>
        {getValue()}
      </button>
    ),
  }),
  helper.accessor('site', {
    id: 'site',
    enableSorting: false,
    meta: { label: 'Site' },
    cell: ({ getValue }) => <a href={getValue()}>site</a>,
  }),
]);

const PEOPLE: Person[] = [
  { id: 1, name: 'Ana', site: 'https://ana.example' },
  { id: 2, name: 'Ben', site: 'https://ben.example' },
];

function Harness({ rows, loading = false }: { rows: Person[]; loading?: boolean }) {
  const onOpenRow = (person: Person) => opened(person.name);
  const table = useServerTable<Person>({
    columns,
    rows,
    getRowId: (person) => String(person.id),
    sort: { by: 'display_name', dir: 'DESC' },
    onSortChange: vi.fn(),
    page: 1,
    perPage: 20,
    pageCount: 1,
    rowCount: rows.length,
    onPageChange: vi.fn(),
    columnVisibility: {},
    onColumnVisibilityChange: vi.fn(),
  });
  return (
    <DataTable
      table={table}
      caption="People, sorted by name, descending"
      loading={loading}
      busy={false}
      skeletonRows={5}
      onOpenRow={onOpenRow}
    />
  );
}

const opened = vi.fn();

describe('DataTable', () => {
  afterEach(() => {
    cleanup();
    opened.mockReset();
  });

  it('is a real table with a caption, column headers and aria-sort on the sorted column', () => {
    render(<Harness rows={PEOPLE} />);
    const table = screen.getByRole('table', { name: 'People, sorted by name, descending' });
    const [name, site] = within(table).getAllByRole('columnheader');
    expect(name).toHaveAttribute('aria-sort', 'descending');
    expect(within(name!).getByRole('button', { name: /Name/ })).toBeInTheDocument();
    expect(site).not.toHaveAttribute('aria-sort');
    expect(within(site!).queryByRole('button')).toBeNull();
    // A column that does not sort shows its label (in the language shown), never its id.
    expect(site).toHaveTextContent(/^Site$/);
  });

  it('renders exactly the rows it is given', () => {
    render(<Harness rows={PEOPLE} />);
    expect(screen.getAllByRole('row')).toHaveLength(1 + PEOPLE.length);
  });

  it('opens a row on a click anywhere in it, or on its button, but not on its links', () => {
    render(<Harness rows={PEOPLE} />);
    const [, first, second] = screen.getAllByRole('row');
    fireEvent.click(within(first!).getAllByRole('cell')[1]!);
    expect(opened).toHaveBeenLastCalledWith('Ana');
    fireEvent.click(within(second!).getByRole('button', { name: 'Ben' }));
    expect(opened).toHaveBeenLastCalledWith('Ben');
    fireEvent.click(within(second!).getByRole('link', { name: 'site' }));
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('shows skeleton rows and says it is busy on first load', () => {
    render(<Harness rows={[]} loading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('row')).toHaveLength(1 + 5);
  });
});
