import { i18n } from '@lingui/core';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BarChart } from './BarChart';
import type { ChartTable } from './chart-table';

const spaces: ChartTable = {
  caption: 'Most active spaces',
  rowHeader: 'Space',
  series: [{ key: 'posts', label: 'Posts' }],
  rows: [
    { key: 'general', label: 'General', values: [340] },
    { key: 'design', label: 'Design', values: [12] },
  ],
  unit: { one: 'post', other: 'posts' },
};

const weeks: ChartTable = {
  ...spaces,
  caption: 'Posts per week',
  rowHeader: 'Week',
  rows: [
    { key: 'w1', label: '2 Nov', values: [3] },
    { key: 'w2', label: '9 Nov', values: [5] },
  ],
};

const english = i18n.locale;

/** The chart as an Arabic reader sees it: the language's direction, right to left. */
beforeEach(() => {
  i18n.load('ar', {});
  i18n.activate('ar');
});

afterEach(() => {
  cleanup();
  i18n.activate(english);
});

const x = (element: Element | null | undefined) => Number(element?.getAttribute('x'));
const width = (element: Element | null | undefined) => Number(element?.getAttribute('width'));

describe('BarChart, right to left', () => {
  it('grows ranked bars from the start side (the right), each value past its end', () => {
    render(
      <MemoryRouter>
        <BarChart table={spaces} orientation="horizontal" />
      </MemoryRouter>,
    );
    const chart = screen.getByRole('img');
    expect(chart).toHaveAttribute('direction', 'rtl');
    const bar = chart.querySelector('[data-row="general"] rect');
    expect(x(bar) + width(bar)).toBeCloseTo(width(chart));
    const value = chart.querySelector('[data-row="design"] text');
    expect(x(value)).toBeLessThan(width(chart));
    expect(x(value)).toBeGreaterThan(x(bar));
  });

  it('runs the weeks from the right edge, the oldest first, the value axis on the right', () => {
    render(
      <MemoryRouter>
        <BarChart table={weeks} orientation="vertical" />
      </MemoryRouter>,
    );
    const chart = screen.getByRole('img');
    const older = chart.querySelector('[data-row="w1"] rect');
    const newer = chart.querySelector('[data-row="w2"] rect');
    expect(x(older)).toBeGreaterThan(x(newer));
    const ticks = [...chart.querySelectorAll('text[text-anchor="end"]')];
    expect(ticks.length).toBeGreaterThan(0);
    for (const tick of ticks) expect(x(tick)).toBeGreaterThan(x(older) + width(older));
  });
});
