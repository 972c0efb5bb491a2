import { barSegments } from './bar-layout';
import { formatCount, isEmptyTable, rowTotal, segmentLabel, type ChartTable } from './chart-table';

/**
 * What a chart says in one sentence, for its `aria-label`: the caption, how many bars, the
 * total drawn and the highest bar ("Posts per week, by space: 12 bars, 2,140 posts in all;
 * highest 10 Nov, 340 posts."). Grouped bars name the series of the highest one too, as its
 * tooltip does (`segmentLabel`).
 */
export function chartSummary(table: ChartTable, stacked: boolean): string {
  if (isEmptyTable(table)) return `${table.caption}: no data.`;
  const grouped = !stacked && table.series.length > 1;
  const bars = grouped
    ? `${table.rows.length} groups of ${table.series.length} bars`
    : `${table.rows.length} ${table.rows.length === 1 ? 'bar' : 'bars'}`;
  const total = table.rows.reduce((sum, row) => sum + rowTotal(row), 0);

  let highest = { label: '', value: -1 };
  for (const row of table.rows) {
    for (const segment of barSegments(row, table.series.length, stacked)) {
      if (segment.end <= highest.value) continue;
      const series = grouped ? table.series[segment.series]?.label : undefined;
      highest = { label: segmentLabel(row, series), value: segment.end };
    }
  }
  const inAll = table.seriesAdd === false ? '' : `, ${formatCount(total, table.unit)} in all`;
  return `${table.caption}: ${bars}${inAll}; highest ${highest.label}, ${formatCount(highest.value, table.unit)}.`;
}
