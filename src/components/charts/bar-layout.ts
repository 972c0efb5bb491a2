import type { ChartRow, ChartTable } from './chart-table';

/** One rectangle of a row: where it starts and ends on the value axis, and its slot. */
export interface BarSegment {
  /** Index into `ChartTable.series`. */
  series: number;
  value: number;
  /** On the value axis: 0 for a plain or grouped bar, the sum below it when stacked. */
  start: number;
  end: number;
  /** Grouped bars sit side by side: this bar's place among `slots` (always 0 of 1 stacked). */
  slot: number;
  slots: number;
}

/** Counts are never negative; anything else (NaN, −3) is drawn as nothing. */
function drawable(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * The rectangles of one row: stacked on top of each other, or side by side (grouped) when
 * there are several series and the chart is not stacked. Zero values keep their slot and draw
 * nothing.
 */
export function barSegments(row: ChartRow, seriesCount: number, stacked: boolean): BarSegment[] {
  const slots = stacked ? 1 : seriesCount;
  let base = 0;
  return Array.from({ length: seriesCount }, (_, series) => {
    const value = drawable(row.values[series] ?? 0);
    const start = stacked ? base : 0;
    base += value;
    return { series, value, start, end: start + value, slot: stacked ? 0 : series, slots };
  });
}

/** The end of the value axis before rounding: the largest stack, or the largest single bar. */
export function valueDomainMax(table: ChartTable, stacked: boolean): number {
  let max = 0;
  for (const row of table.rows) {
    const segments = barSegments(row, table.series.length, stacked);
    for (const segment of segments) max = Math.max(max, segment.end);
  }
  return max;
}

/**
 * Average advance of a character of the axis font (12 px sans), on the generous side: measured
 * in Chromium at 6.6–8.1 px for dates, numbers and percentages, so labels keep their distance.
 */
const CHAR_WIDTH = 7.5;

/** An estimate of a label's width in pixels at the axis font size, without measuring the DOM. */
export function estimateTextWidth(text: string, charWidth = CHAR_WIDTH): number {
  return Math.ceil([...text].length * charWidth);
}

/**
 * Every how many bands a category label can be shown so that none overlap: 1 when each fits
 * its band, 2 for every other one, and so on. `gap` is the space kept between two labels.
 */
export function labelStride(labels: readonly string[], bandWidth: number, gap = 8): number {
  if (labels.length === 0 || bandWidth <= 0) return 1;
  const widest = Math.max(...labels.map((label) => estimateTextWidth(label)));
  return Math.max(1, Math.ceil((widest + gap) / bandWidth));
}

/**
 * Which of `count` categories keep their label at a stride: counted from the last one, so the
 * most recent week is always labelled.
 */
export function labelledIndexes(count: number, stride: number): Set<number> {
  const shown = new Set<number>();
  for (let index = count - 1; index >= 0; index -= Math.max(1, stride)) shown.add(index);
  return shown;
}

/** `value` held within `[min, max]` (min wins when the range is empty). */
export function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, max));
}
