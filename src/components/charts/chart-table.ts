import { toCsv } from '../../lib/csv';
import { isolated } from '../../lib/sentence';

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
  /** What one unit is called, for totals and spoken summaries: post / posts. */
  unit: { one: string; other: string };
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
  if (stacked) header.push('Total');
  const rows = table.rows.map((row) =>
    stacked ? [row.label, ...row.values, rowTotal(row)] : [row.label, ...row.values],
  );
  return toCsv(header, rows);
}

const countFormat = new Intl.NumberFormat('en');

/** A value with the table's unit: "1 post", "1,204 posts" (for tooltips and spoken text). */
export function formatCount(value: number, unit: ChartTable['unit']): string {
  return `${countFormat.format(value)} ${value === 1 ? unit.one : unit.other}`;
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
  return seriesLabel ? `${isolated(row.label)}, ${isolated(seriesLabel)}` : isolated(row.label);
}

/** A bar segment's tooltip: "17 Nov, General: 12 posts"; without the series name for one series. */
export function segmentTitle(table: ChartTable, row: ChartRow, series: number, value: number) {
  const name = table.series.length > 1 ? table.series[series]?.label : undefined;
  return `${segmentLabel(row, name)}: ${formatCount(value, table.unit)}`;
}
