import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColumnsMenu } from './ColumnsMenu';
import { useServerTable, type ServerTableFeatures } from './server-table';

interface Row {
  id: number;
  name: string;
  city: string;
}

const helper = createColumnHelper<ServerTableFeatures, Row>();
const columns = helper.columns([
  helper.accessor('name', { enableHiding: false, meta: { label: 'Name' } }),
  helper.accessor('city', { id: 'city', meta: { label: 'City' } }),
]);

function Harness() {
  const [visibility, setVisibility] = useState<Record<string, boolean>>({});
  const table = useServerTable<Row>({
    columns,
    rows: [],
    getRowId: (row) => String(row.id),
    sort: { by: 'created_at', dir: 'ASC' },
    onSortChange: vi.fn(),
    page: 1,
    perPage: 20,
    pageCount: 1,
    rowCount: 0,
    onPageChange: vi.fn(),
    columnVisibility: visibility,
    onColumnVisibilityChange: setVisibility,
  });
  return (
    <>
      <ColumnsMenu table={table} />
      <output>
        {table
          .getVisibleLeafColumns()
          .map((column) => column.id)
          .join(',')}
      </output>
    </>
  );
}

describe('ColumnsMenu', () => {
  afterEach(cleanup);

  it('hides and shows the columns that may be hidden', () => {
    render(<Harness />);
    expect(screen.queryByRole('checkbox', { name: 'Name' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'City' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^name$/);
    fireEvent.click(screen.getByRole('checkbox', { name: 'City' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^name,city$/);
  });

  it('closes on Escape and gives focus back to its button', () => {
    const { container } = render(<Harness />);
    const details = container.querySelector('details')!;
    details.open = true;
    fireEvent.keyDown(screen.getByRole('checkbox', { name: 'City' }), { key: 'Escape' });
    expect(details.open).toBe(false);
    expect(container.querySelector('summary')).toHaveFocus();
  });
});
