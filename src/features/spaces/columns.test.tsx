import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ServerSort } from '../../components/data-table/server-table';
import { renderServerTable } from '../../test/server-table';
import { memberColumns, memberCsvValues } from './columns';
import type { Member } from '../../api/schemas/member';

const membersTable = (sort: ServerSort) => renderServerTable<Member>(memberColumns, sort);

describe('member columns', () => {
  it('first sort each API column in the API default direction (behaviour.md)', () => {
    const { table, onSortChange } = membersTable({ by: 'last_activity', dir: 'DESC' });
    act(() => table.getColumn('created_at')!.toggleSorting());
    expect(onSortChange).toHaveBeenLastCalledWith({ by: 'created_at', dir: 'ASC' });
    act(() => table.getColumn('display_name')!.toggleSorting());
    expect(onSortChange).toHaveBeenLastCalledWith({ by: 'display_name', dir: 'ASC' });
    const byName = membersTable({ by: 'display_name', dir: 'ASC' });
    act(() => byName.table.getColumn('last_activity')!.toggleSorting());
    expect(byName.onSortChange).toHaveBeenLastCalledWith({ by: 'last_activity', dir: 'DESC' });
  });

  it('sorts only by the three columns the API can sort', () => {
    const { table } = membersTable({ by: 'created_at', dir: 'ASC' });
    const sortable = table.getAllLeafColumns().filter((column) => column.getCanSort());
    expect(sortable.map((column) => column.id).sort()).toEqual([
      'created_at',
      'display_name',
      'last_activity',
    ]);
  });

  it('has a CSV value and a label for every column', () => {
    const { table } = membersTable({ by: 'created_at', dir: 'ASC' });
    for (const column of table.getAllLeafColumns()) {
      expect(memberCsvValues[column.id], column.id).toBeTypeOf('function');
      expect(column.columnDef.meta?.label, column.id).toBeTruthy();
    }
  });
});
