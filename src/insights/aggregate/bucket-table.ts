import type { ChartTable } from '../../components/charts/chart-table';

/** A row of a one-series chart: a bucket (an age, a role) and how many fell in it. */
export interface BucketCount {
  key: string;
  label: string;
  count: number;
}

/** What a one-series chart of buckets is called, and what it counts. */
export interface BucketTableText {
  caption: string;
  rowHeader: string;
  series: { key: string; label: string };
  unit: { one: string; other: string };
}

/** A one-series ChartTable of `buckets`, in the order given (empty buckets stay, as 0). */
export function bucketTable(buckets: readonly BucketCount[], text: BucketTableText): ChartTable {
  return {
    caption: text.caption,
    rowHeader: text.rowHeader,
    series: [text.series],
    rows: buckets.map(({ key, label, count }) => ({ key, label, values: [count] })),
    unit: text.unit,
  };
}
