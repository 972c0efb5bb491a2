import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Member, MembersResponse } from '../../../api/schemas/member';
import { isolatedName } from '../../../test/isolated-text';
import { renderServerTable } from '../../../test/server-table';
import { memberColumns } from '../columns';
import { membersUrlCodec } from '../url-state';
import { MembersResults } from './MembersResults';

afterEach(cleanup);

describe('MembersResults', () => {
  it("isolates the space's title in the table's name, a right-to-left one too", () => {
    const { state } = membersUrlCodec.parse(new URLSearchParams('status=pending'));
    const { table } = renderServerTable<Member>(memberColumns, {
      by: state.sortBy,
      dir: state.sortDir,
    });
    // The first load: the table (with its caption) shows skeleton rows.
    const loading = {
      data: undefined,
      isError: false,
      isPlaceholderData: false,
    } as UseQueryResult<MembersResponse, Error>;
    render(
      <MemoryRouter>
        <MembersResults
          query={loading}
          state={state}
          space={{ slug: 'club', title: 'המועדון' }}
          site="https://site.test"
          table={table}
          refused={false}
          canAct={false}
          onClearSearch={vi.fn()}
          onOpenMember={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('table', {
        name: `Pending join requests of ${isolatedName('המועדון')}, sorted by join date, ascending`,
      }),
    ).toBeInTheDocument();
  });
});
