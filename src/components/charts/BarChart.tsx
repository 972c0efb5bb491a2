import { Trans } from '@lingui/react/macro';
import { nice, ticks } from 'd3-array';
import { useRef } from 'react';
import { valueDomainMax } from './bar-layout';
import { ChartLegend } from './ChartLegend';
import { chartSummary } from './chart-summary';
import { isEmptyTable, type ChartTable } from './chart-table';
import { HorizontalBars } from './HorizontalBars';
import { useElementWidth } from './use-element-width';
import { VerticalBars, type ValueAxis } from './VerticalBars';

interface BarChartProps {
  table: ChartTable;
  /** Columns over categories (weeks, buckets), or ranked rows (spaces, authors). */
  orientation: 'vertical' | 'horizontal';
  /** Several series on top of each other; otherwise side by side. */
  stacked?: boolean;
  /** The vertical chart's height in pixels, axes included; horizontal charts grow by row. */
  height?: number;
}

/** The width drawn at before the container is measured, and in jsdom. */
const FALLBACK_WIDTH = 640;
/** Roughly one y tick per this many pixels of plot height. */
const PIXELS_PER_TICK = 56;

/**
 * The y axis of a vertical chart, rounded to nice numbers (d3-array's `nice` and `ticks`, the
 * same steps d3-scale uses). Counts get whole-number ticks only: 0, 1, 2, 3, never 0.5.
 */
function valueAxis(table: ChartTable, stacked: boolean, height: number): ValueAxis {
  const max = valueDomainMax(table, stacked);
  const wanted = Math.max(2, Math.floor(height / PIXELS_PER_TICK));
  const whole = table.rows.every((row) => row.values.every((value) => Number.isInteger(value)));
  const count = whole ? Math.min(wanted, Math.max(1, Math.ceil(max))) : wanted;
  const [, top] = nice(0, max, count);
  return { top, ticks: ticks(0, top, count) };
}

/**
 * A bar chart of a `ChartTable`, drawn as SVG at the width of its container. The only module
 * that imports the chart library, so the library lands in the chunk of whoever lazy-loads it.
 * The SVG is one image named by a summary of the data; every number is also in the panel's
 * data table and CSV. Colours come from the theme's `--color-chart-*` variables.
 */
export function BarChart({ table, orientation, stacked = false, height = 240 }: BarChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const width = useElementWidth(container, FALLBACK_WIDTH);
  const empty = isEmptyTable(table);
  const summary = chartSummary(table, stacked);
  const units = table.unit.other;

  return (
    // Inline-size containment: the SVG, drawn at the measured width (or the fallback before
    // that), never widens the box it is measured from, so a phone's card stays a phone's width.
    <div ref={container} className="w-full min-w-0 contain-inline-size">
      {empty ? (
        <p className="rounded-control border border-dashed border-border px-4 py-8 text-center text-sm text-ink-muted">
          <Trans comment="{units} is what the chart counts, in the plural: posts, members">
            No data: there are no {units} to chart.
          </Trans>
        </p>
      ) : orientation === 'vertical' ? (
        <VerticalBars
          table={table}
          stacked={stacked}
          width={width}
          height={height}
          axis={valueAxis(table, stacked, height)}
          label={summary}
        />
      ) : (
        <HorizontalBars table={table} stacked={stacked} width={width} label={summary} />
      )}
      {!empty && table.series.length > 1 ? <ChartLegend series={table.series} /> : null}
    </div>
  );
}
