import { flexRender } from '@tanstack/react-table';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'zod/v4/core';
import { isolatedName } from '../../test/isolated-text';
import { readSample } from '../../test/samples';
import { renderServerTable } from '../../test/server-table';
import { studentsResponseSchema, type Student } from '../../api/schemas/student';
import { studentColumns, studentCsvValues } from './columns';

afterEach(cleanup);

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

  it("isolates the student's name in the progress bar's label, a right-to-left one too", () => {
    const sample = parse(studentsResponseSchema, readSample('students_page1.json'));
    const student = { ...sample.students.data[0]!, display_name: 'נועה כהן', progress: 25 };
    const { table } = renderServerTable<Student>(
      studentColumns,
      { by: 'created_at', dir: 'DESC' },
      undefined,
      [student],
    );
    const cell = table
      .getRowModel()
      .rows[0]!.getVisibleCells()
      .find((each) => each.column.id === 'progress')!;
    render(<>{flexRender(cell.column.columnDef.cell, cell.getContext())}</>);
    expect(
      screen.getByRole('progressbar', { name: `Course progress of ${isolatedName('נועה כהן')}` }),
    ).toHaveAttribute('aria-valuenow', '25');
  });
});
