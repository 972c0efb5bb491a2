import { t } from '@lingui/core/macro';
import { toCsv } from '../../lib/csv';
import { isolated } from '../../lib/sentence';
import { formatNumber } from '../number-format';

/**
 * The one shape every insights chart, its data table and its CSV share: rows (weeks, spaces,
 * buckets) by series (one for a plain bar chart, one per stack for a stacked one). Aggregations
 * produce it; charts, tables and exports only read it, so the three can never disagree.
 */
export interface ChartSeries {
  key: string;
  label: string;
}

export interface ChartRow {
  key: string;
  /** Shown on the axis and in the table's first column: "17 Nov", "General". */
  label: string;
  /** One per series, in the order of `ChartTable.series`. */
  values: readonly number[];
  /** An in-app link for the row (the bar's label and the table cell become links). */
  href?: string;
}

export interface ChartTable {
  /** What the chart shows: the table's caption and part of the CSV's file name. */
  caption: string;
  /** The first column's header: "Week", "Space". */
  rowHeader: string;
  series: readonly ChartSeries[];
  rows: readonly ChartRow[];
  /**
   * What one unit is called, for totals and spoken summaries: post / posts. `count`, where
   * given, says a value with its unit as a plural message of the caller's, in every plural
   * form of the language shown (`plural(value, { one: '# post', other: '# posts' })`);
   * without it the number is followed by `one` for 1 and `other` for the rest.
   */
  unit: { one: string; other: string; count?: (value: number) => string };
  /**
   * Whether a row's series add up to something (default): a Total column, a sum in the spoken
   * summary. Not for series that count the same people twice ("joined", "active").
   */
  seriesAdd?: boolean;
}

/** A Total column: several series that add up. */
export function hasTotalColumn(table: ChartTable): boolean {
  return table.series.length > 1 && table.seriesAdd !== false;
}

/** The sum of a row's values. */
export function rowTotal(row: ChartRow): number {
  return row.values.reduce((sum, value) => sum + value, 0);
}

/** The table as a CSV file: the row header and series labels, then a Total column when stacked. */
export function chartTableCsv(table: ChartTable): string {
  const stacked = hasTotalColumn(table);
  const header = [table.rowHeader, ...table.series.map((series) => series.label)];
  if (stacked) header.push(t({ context: 'column', message: 'Total' }));
  const rows = table.rows.map((row) =>
    stacked ? [row.label, ...row.values, rowTotal(row)] : [row.label, ...row.values],
  );
  return toCsv(header, rows);
}

/** A value with the table's unit: "1 post", "1,204 posts" (for tooltips and spoken text). */
export function formatCount(value: number, unit: ChartTable['unit']): string {
  if (unit.count) return unit.count(value);
  const number = formatNumber(value);
  // The caller's words for one and for the rest (`count` gives every plural form).
  return `${number} ${value === 1 ? unit.one : unit.other}`;
}

/** True when there is nothing to draw: no rows, or every value zero (or not a number). */
export function isEmptyTable(table: ChartTable): boolean {
  return !table.rows.some((row) => row.values.some((value) => value > 0));
}

/**
 * A bar segment's label, for its tooltip and the chart's summary: "17 Nov, General", or the
 * row's label alone where no series is named. A label may be a name from the site (a space,
 * an author, a post's title): each is isolated (lib/sentence.ts); the table and the CSV keep
 * them as they are.
 */
export function segmentLabel(row: ChartRow, seriesLabel: string | undefined): string {
  const label = isolated(row.label);
  if (!seriesLabel) return label;
  const series = isolated(seriesLabel);
  return t({
    comment: 'A bar of a chart: its row (a week, a space) and its series (a space, a kind)',
    message: `${label}, ${series}`,
  });
}

/** A bar segment's tooltip: "17 Nov, General: 12 posts"; without the series name for one series. */
export function segmentTitle(table: ChartTable, row: ChartRow, series: number, value: number) {
  const name = table.series.length > 1 ? table.series[series]?.label : undefined;
  const bar = segmentLabel(row, name);
  const count = formatCount(value, table.unit);
  return t({ comment: "A bar's tooltip: 17 Nov, General: 12 posts", message: `${bar}: ${count}` });
}
