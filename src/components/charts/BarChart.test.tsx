import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BarChart } from './BarChart';
import type { ChartTable } from './chart-table';
import { isolatedName } from '../../test/isolated-text';

const weeks: ChartTable = {
  caption: 'Posts per week, by space',
  rowHeader: 'Week',
  series: [
    { key: 'general', label: 'General' },
    { key: 'other', label: 'Other spaces' },
  ],
  rows: Array.from({ length: 12 }, (_, index) => ({
    key: `w${index}`,
    label: `${index + 1} Nov`,
    values: [index, index === 11 ? 0 : 2],
  })),
  unit: { one: 'post', other: 'posts' },
};

const spaces: ChartTable = {
  caption: 'Most active spaces',
  rowHeader: 'Space',
  series: [{ key: 'posts', label: 'Posts' }],
  rows: [
    { key: 'general', label: 'General', values: [340], href: '/spaces/general/members' },
    { key: 'design', label: 'A very long space name that cannot fit', values: [12] },
  ],
  unit: { one: 'post', other: 'posts' },
};

/** A ResizeObserver whose reports the test sends: jsdom has none and lays nothing out. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.instances.push(this);
  }
  observe() {}
  unobserve() {}
  disconnect() {}
  resize(width: number) {
    const entry = { contentRect: { width } } as ResizeObserverEntry;
    this.callback([entry], this as unknown as ResizeObserver);
  }
}

function renderChart(ui: ReactNode) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

function xLabels(svg: Element): string[] {
  return [...svg.querySelectorAll('text[text-anchor="middle"]')].map((text) => text.textContent);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeResizeObserver.instances = [];
});

describe('BarChart, vertical', () => {
  it('draws one rect per non-zero value as an image named by its summary, with a legend', () => {
    renderChart(<BarChart table={weeks} orientation="vertical" stacked />);
    const chart = screen.getByRole('img', {
      name: `Posts per week, by space: 12 bars, 88 posts in all; highest ${isolatedName('11 Nov')}, 12 posts.`,
    });
    // 11 weeks with both series, the first without General (0) and the last without Other (0).
    expect(chart.querySelectorAll('rect')).toHaveLength(22);
    expect(chart.querySelector('[data-row="w10"] title')?.textContent).toBe(
      `${isolatedName('11 Nov')}, ${isolatedName('General')}: 10 posts`,
    );
    const legend = screen.getByRole('list');
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['General', 'Other spaces']);
  });

  it('puts whole-number ticks on the y axis, up to a nice top', () => {
    const small: ChartTable = {
      ...weeks,
      series: [weeks.series[0]!],
      rows: [
        { key: 'a', label: 'A', values: [1] },
        { key: 'b', label: 'B', values: [3] },
      ],
    };
    const { container } = renderChart(<BarChart table={small} orientation="vertical" />);
    const ticks = [...container.querySelectorAll('text[text-anchor="end"]')].map(
      (text) => text.textContent,
    );
    expect(ticks).toEqual(['0', '1', '2', '3']);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('labels every week when wide and thins the labels, keeping the last, when narrow', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    renderChart(<BarChart table={weeks} orientation="vertical" stacked />);
    const chart = () => screen.getByRole('img');
    act(() => FakeResizeObserver.instances[0]!.resize(1200));
    expect(chart()).toHaveAttribute('width', '1200');
    expect(xLabels(chart())).toHaveLength(12);

    act(() => FakeResizeObserver.instances[0]!.resize(360));
    expect(chart()).toHaveAttribute('width', '360');
    const narrow = xLabels(chart());
    expect(narrow.length).toBeLessThan(12);
    expect(narrow.length).toBeGreaterThan(1);
    expect(narrow.at(-1)).toBe('12 Nov');
  });

  it('says there is no data instead of drawing an empty chart', () => {
    const zeros: ChartTable = {
      ...weeks,
      rows: weeks.rows.map((row) => ({ ...row, values: [0, 0] })),
    };
    renderChart(<BarChart table={zeros} orientation="vertical" stacked />);
    expect(screen.getByText('No data: there are no posts to chart.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('svg')).toBeNull();
  });
});

describe('BarChart, horizontal', () => {
  it('prints each value at the end of its bar and names the image', () => {
    renderChart(<BarChart table={spaces} orientation="horizontal" />);
    const chart = screen.getByRole('img', {
      name: `Most active spaces: 2 bars, 352 posts in all; highest ${isolatedName('General')}, 340 posts.`,
    });
    expect(chart.querySelectorAll('rect')).toHaveLength(2);
    expect([...chart.querySelectorAll('text')].map((text) => text.textContent)).toEqual([
      '340',
      '12',
    ]);
    const general = Number(chart.querySelector('[data-row="general"] rect')?.getAttribute('width'));
    const design = Number(chart.querySelector('[data-row="design"] rect')?.getAttribute('width'));
    expect(general).toBeGreaterThan(design * 20);
  });

  it('makes a row with href a link, and keeps long labels whole in their title', () => {
    renderChart(<BarChart table={spaces} orientation="horizontal" />);
    const link = screen.getByRole('link', { name: 'General' });
    expect(link).toHaveAttribute('href', '/spaces/general/members');
    const long = screen.getByText('A very long space name that cannot fit');
    expect(long.tagName).toBe('SPAN');
    expect(long).toHaveAttribute('title', 'A very long space name that cannot fit');
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent(
      'A very long space name that cannot fit: 12 posts',
    );
  });

  it('gives the labels at most 40% of a phone-wide chart', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    renderChart(<BarChart table={spaces} orientation="horizontal" />);
    act(() => FakeResizeObserver.instances[0]!.resize(360));
    const labels = screen.getByRole('list');
    expect(parseFloat(labels.style.width)).toBeLessThanOrEqual(144);
    expect(Number(screen.getByRole('img').getAttribute('width'))).toBeGreaterThanOrEqual(200);
  });
});
