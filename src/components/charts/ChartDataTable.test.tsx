import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ChartDataTable } from './ChartDataTable';
import type { ChartTable } from './chart-table';

const stacked: ChartTable = {
  caption: 'Posts per week, by space',
  rowHeader: 'Week',
  series: [
    { key: 'general', label: 'General' },
    { key: 'other', label: 'Other spaces' },
  ],
  rows: [
    { key: 'w1', label: '9 Nov', values: [1200, 34] },
    { key: 'w2', label: '16 Nov', values: [0, 2], href: '/feed?week=16' },
  ],
  unit: { one: 'post', other: 'posts' },
};

function renderTable(table: ChartTable) {
  render(
    <MemoryRouter>
      <ChartDataTable table={table} />
    </MemoryRouter>,
  );
  return screen.getByRole('table', { name: table.caption });
}

function cellTexts(row: HTMLElement): string[] {
  return [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '');
}

afterEach(cleanup);

describe('ChartDataTable', () => {
  it('has the caption, column headers with a Total, and formatted numbers per row', () => {
    const table = renderTable(stacked);
    const [header, first, second] = within(table).getAllByRole('row');
    expect(cellTexts(header!)).toEqual(['Week', 'General', 'Other spaces', 'Total']);
    expect(cellTexts(first!)).toEqual(['9 Nov', '1,200', '34', '1,234']);
    expect(cellTexts(second!)).toEqual(['16 Nov', '0', '2', '2']);
    for (const column of within(table).getAllByRole('columnheader')) {
      expect(column).toHaveAttribute('scope', 'col');
    }
  });

  it('sits in a focusable group named by the caption, so a wide table scrolls by keyboard', () => {
    const table = renderTable(stacked);
    const scroller = screen.getByRole('group', { name: 'Posts per week, by space' });
    expect(scroller).toContainElement(table);
    expect(scroller).toHaveAttribute('tabindex', '0');
  });

  it('heads each row with its label, right-aligns the numbers and links rows with href', () => {
    const table = renderTable(stacked);
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((cell) => cell.getAttribute('scope'))).toEqual(['row', 'row']);
    expect(within(rowHeaders[0]!).queryByRole('link')).toBeNull();
    expect(within(rowHeaders[1]!).getByRole('link', { name: '16 Nov' })).toHaveAttribute(
      'href',
      '/feed?week=16',
    );
    expect(within(table).getByRole('cell', { name: '1,234' })).toHaveClass('text-right');
  });

  it('leaves the Total out for a single series', () => {
    const table = renderTable({
      ...stacked,
      rowHeader: 'Space',
      series: [{ key: 'posts', label: 'Posts' }],
      rows: [{ key: 'g', label: 'General', values: [5] }],
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Space', 'Posts']);
  });
});
