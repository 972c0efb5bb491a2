import { plural, t } from '@lingui/core/macro';
import { barSegments } from './bar-layout';
import { formatCount, isEmptyTable, rowTotal, segmentLabel, type ChartTable } from './chart-table';

/**
 * What a chart says in one sentence, for its `aria-label`: the caption, how many bars, the
 * total drawn and the highest bar ("Posts per week, by space: 12 bars, 2,140 posts in all;
 * highest 10 Nov, 340 posts."). Grouped bars name the series of the highest one too, as its
 * tooltip does (`segmentLabel`).
 */
export function chartSummary(table: ChartTable, stacked: boolean): string {
  const caption = table.caption;
  if (isEmptyTable(table)) return t`${caption}: no data.`;
  const grouped = !stacked && table.series.length > 1;
  const rows = table.rows.length;
  const seriesCount = table.series.length;
  const bars = grouped
    ? t`${plural(rows, { one: '# group', other: '# groups' })} of ${plural(seriesCount, { one: '# bar', other: '# bars' })}`
    : plural(rows, { one: '# bar', other: '# bars' });
  const total = table.rows.reduce((sum, row) => sum + rowTotal(row), 0);

  let highest = { label: '', value: -1 };
  for (const row of table.rows) {
    for (const segment of barSegments(row, table.series.length, stacked)) {
      if (segment.end <= highest.value) continue;
      const series = grouped ? table.series[segment.series]?.label : undefined;
      highest = { label: segmentLabel(row, series), value: segment.end };
    }
  }
  const highestBar = highest.label;
  const highestCount = formatCount(highest.value, table.unit);
  if (table.seriesAdd === false) {
    return t({
      comment:
        'A chart summarised for a screen reader: "Posts per week: 12 bars; highest 10 Nov, 340 posts."',
      message: `${caption}: ${bars}; highest ${highestBar}, ${highestCount}.`,
    });
  }
  const inAll = formatCount(total, table.unit);
  return t({
    comment:
      'A chart summarised for a screen reader: "Posts per week: 12 bars, 2,140 posts in all; highest 10 Nov, 340 posts."',
    message: `${caption}: ${bars}, ${inAll} in all; highest ${highestBar}, ${highestCount}.`,
  });
}
