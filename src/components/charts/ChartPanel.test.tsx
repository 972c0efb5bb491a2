import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UTF8_BOM } from '../../lib/csv';
import type * as DownloadModule from '../../lib/download';
import { downloadFile } from '../../lib/download';
import { ChartPanel } from './ChartPanel';
import type { ChartTable } from './chart-table';

vi.mock('../../lib/download', async (importOriginal) => ({
  ...(await importOriginal<typeof DownloadModule>()),
  downloadFile: vi.fn(),
}));

const table: ChartTable = {
  caption: 'Most active authors',
  rowHeader: 'Author',
  series: [{ key: 'posts', label: 'Posts' }],
  rows: [
    { key: '1', label: 'Ana', values: [12] },
    { key: '2', label: '=cmd()', values: [3] },
  ],
  unit: { one: 'post', other: 'posts' },
};

function renderPanel(props: Partial<Parameters<typeof ChartPanel>[0]> = {}) {
  return render(
    <MemoryRouter>
      <ChartPanel
        title="Most active authors"
        table={table}
        provenance="From all 2,000 members, 2 minutes ago"
        {...props}
      >
        <p>The chart</p>
      </ChartPanel>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.mocked(downloadFile).mockClear();
});

describe('ChartPanel', () => {
  it('is a section named by its heading, at the level asked for, with its provenance', () => {
    renderPanel({ headingLevel: 3 });
    const heading = screen.getByRole('heading', { level: 3, name: 'Most active authors' });
    expect(screen.getByRole('region', { name: 'Most active authors' })).toContainElement(heading);
    expect(screen.getByText('From all 2,000 members, 2 minutes ago')).toBeInTheDocument();
    expect(screen.queryByText('Partial')).toBeNull();
  });

  it('swaps the chart for its data table and back with a pressed toggle', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(screen.getByText('The chart')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();

    const toggle = screen.getByRole('button', { name: /^Show table/ });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(screen.queryByText('The chart')).toBeNull();
    expect(screen.getByRole('table', { name: 'Most active authors' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAccessibleName('Show chart: Most active authors');

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('The chart')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps its note under the table as under the chart', async () => {
    const user = userEvent.setup();
    renderPanel({ note: 'And 12 joined before 8 Jun.' });
    expect(screen.getByText('And 12 joined before 8 Jun.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Show table/ }));
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByText('And 12 joined before 8 Jun.')).toBeInTheDocument();
  });

  it('shows a Partial badge and says what it means', () => {
    renderPanel({ partial: true, actions: <button type="button">Resume</button> });
    expect(screen.getByText('Partial')).toBeVisible();
    expect(screen.getByText(/cover only the data read so far/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  it('downloads the same rows as CSV, formulas defused, named after the caption', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: /^Download CSV/ }));
    expect(downloadFile).toHaveBeenCalledTimes(1);
    const [fileName, content, type] = vi.mocked(downloadFile).mock.calls[0]!;
    expect(fileName).toMatch(/^most-active-authors-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(content).toBe(`${UTF8_BOM}Author,Posts\r\nAna,12\r\n'=cmd(),3\r\n`);
    expect(type).toBe('text/csv;charset=utf-8');
  });
});
