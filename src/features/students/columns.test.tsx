import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderServerTable } from '../../test/server-table';
import type { Student } from '../../api/schemas/student';
import { studentColumns, studentCsvValues } from './columns';

const studentsTable = () =>
  renderServerTable<Student>(studentColumns, { by: 'display_name', dir: 'ASC' });

describe('student columns', () => {
  it('first sort enrollment newest first and activity most recent first (behaviour.md)', () => {
    const { table, onSortChange } = studentsTable();
    act(() => table.getColumn('created_at')!.toggleSorting());
    expect(onSortChange).toHaveBeenLastCalledWith({ by: 'created_at', dir: 'DESC' });
    act(() => table.getColumn('last_activity')!.toggleSorting());
    expect(onSortChange).toHaveBeenLastCalledWith({ by: 'last_activity', dir: 'DESC' });
    act(() => table.getColumn('display_name')!.toggleSorting());
    expect(onSortChange).toHaveBeenLastCalledWith({ by: 'display_name', dir: 'DESC' });
  });

  it('has a CSV value and a label for every column', () => {
    const { table } = studentsTable();
    for (const column of table.getAllLeafColumns()) {
      expect(studentCsvValues[column.id], column.id).toBeTypeOf('function');
      expect(column.columnDef.meta?.label, column.id).toBeTruthy();
    }
  });
});
