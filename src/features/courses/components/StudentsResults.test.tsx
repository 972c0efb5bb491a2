import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Student, StudentsResponse } from '../../../api/schemas/student';
import { isolatedName } from '../../../test/isolated-text';
import { renderServerTable } from '../../../test/server-table';
import { studentColumns } from '../columns';
import { studentsUrlCodec } from '../url-state';
import { StudentsResults } from './StudentsResults';

afterEach(cleanup);

describe('StudentsResults', () => {
  it("isolates the course's title in the table's name, a right-to-left one too", () => {
    const { state } = studentsUrlCodec.parse(new URLSearchParams('sort_by=display_name'));
    const { table } = renderServerTable<Student>(studentColumns, {
      by: state.sortBy,
      dir: state.sortDir,
    });
    // The first load: the table (with its caption) shows skeleton rows.
    const loading = {
      data: undefined,
      isError: false,
      isPlaceholderData: false,
    } as UseQueryResult<StudentsResponse, Error>;
    render(
      <MemoryRouter>
        <StudentsResults
          query={loading}
          state={state}
          course={{ id: 5, title: 'أساسيات فيغما' }}
          table={table}
          onClearSearch={vi.fn()}
          onOpenStudent={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('table', {
        name: `Students of ${isolatedName('أساسيات فيغما')}, sorted by name, ascending`,
      }),
    ).toBeInTheDocument();
  });
});
