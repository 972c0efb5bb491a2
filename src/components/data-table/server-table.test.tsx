import { act } from '@testing-library/react';
import { createColumnHelper } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import type { SortDefaults } from '../../lib/table-params';
import { renderServerTable } from '../../test/server-table';
import {
  describeSort,
  sortableBy,
  type ServerSort,
  type ServerTableFeatures,
} from './server-table';

interface Person {
  id: number;
  name: string;
  joined: string;
  seen: string | null;
  city: string;
}

const DEFAULTS: SortDefaults = { created_at: 'ASC', display_name: 'ASC', last_activity: 'DESC' };
const helper = createColumnHelper<ServerTableFeatures, Person>();
const columns = helper.columns([
  helper.accessor('name', { ...sortableBy('display_name', DEFAULTS), meta: { label: 'Name' } }),
  helper.accessor('city', { id: 'city', enableSorting: false, meta: { label: 'City' } }),
  helper.accessor('joined', { ...sortableBy('created_at', DEFAULTS), meta: { label: 'Joined' } }),
  helper.accessor('seen', { ...sortableBy('last_activity', DEFAULTS), meta: { label: 'Seen' } }),
]);

const setup = (sort: ServerSort) =>
  renderServerTable<Person>(columns, sort, { page: 2, pageCount: 5, rowCount: 90 });

describe('useServerTable sorting', () => {
  it('sorts a newly clicked column in its default direction', () => {
    const { table, onSortChange } = setup({ by: 'created_at', dir: 'ASC' });
    act(() => table.getColumn('display_name')!.toggleSorting());
    expect(onSortChange).toHaveBeenLastCalledWith({ by: 'display_name', dir: 'ASC' });
    act(() => table.getColumn('last_activity')!.toggleSorting());
    expect(onSortChange).toHaveBeenLastCalledWith({ by: 'last_activity', dir: 'DESC' });
  });

  it('flips the sorted column, and never removes the sort', () => {
    const asc = setup({ by: 'created_at', dir: 'ASC' });
    act(() => asc.table.getColumn('created_at')!.toggleSorting());
    expect(asc.onSortChange).toHaveBeenLastCalledWith({ by: 'created_at', dir: 'DESC' });
    const desc = setup({ by: 'created_at', dir: 'DESC' });
    act(() => desc.table.getColumn('created_at')!.toggleSorting());
    expect(desc.onSortChange).toHaveBeenLastCalledWith({ by: 'created_at', dir: 'ASC' });
  });

  it('lets only the API columns sort, and reports the sorted one', () => {
    const { table } = setup({ by: 'last_activity', dir: 'DESC' });
    expect(table.getColumn('city')!.getCanSort()).toBe(false);
    expect(table.getColumn('last_activity')!.getIsSorted()).toBe('desc');
    expect(table.getColumn('display_name')!.getIsSorted()).toBe(false);
  });
});

describe('useServerTable paging', () => {
  it('moves between the server pages', () => {
    const { table, onPageChange } = setup({ by: 'created_at', dir: 'ASC' });
    expect(table.getPageCount()).toBe(5);
    act(() => table.nextPage());
    expect(onPageChange).toHaveBeenLastCalledWith({ page: 3, perPage: 20 });
    act(() => table.lastPage());
    expect(onPageChange).toHaveBeenLastCalledWith({ page: 5, perPage: 20 });
    act(() => table.firstPage());
    expect(onPageChange).toHaveBeenLastCalledWith({ page: 1, perPage: 20 });
  });

  it('starts again at page 1 with a new page size', () => {
    const { table, onPageChange } = setup({ by: 'created_at', dir: 'ASC' });
    act(() => table.setPageSize(50));
    expect(onPageChange).toHaveBeenLastCalledWith({ page: 1, perPage: 50 });
  });
});

describe('describeSort', () => {
  it('names the column and direction', () => {
    expect(describeSort({ by: 'display_name', dir: 'ASC' })).toBe('sorted by name, ascending');
    expect(describeSort({ by: 'created_at', dir: 'DESC' }, 'join date')).toBe(
      'sorted by join date, descending',
    );
  });
});
