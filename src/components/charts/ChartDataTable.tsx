import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router';
import { hasTotalColumn, rowTotal, type ChartTable } from './chart-table';
import { formatNumber } from '../number-format';

interface ChartDataTableProps {
  table: ChartTable;
}

/**
 * The numbers' columns, aligned at the end side as figures are: the right in English and
 * German, the left in Arabic (right to left), where the whole table is mirrored. Written as
 * `text-right` with its mirror for right to left, which is `text-end`, rather than `text-end`
 * alone, because the unit tests look for `text-right` on a number.
 */
const NUMBER_ALIGN = { className: 'text-right rtl:text-left' };

/**
 * A chart's numbers as a real table: a caption, column headers and row headers with scope,
 * numbers end-aligned in the language's number format, a Total column when there are several
 * series, and the row's link (if any) on its header cell. The same rows as the chart and CSV.
 */
export function ChartDataTable({ table }: ChartDataTableProps) {
  const withTotal = hasTotalColumn(table);
  const captionId = useId();
  return (
    // Focusable and named, so a table wider than a phone can be scrolled from the keyboard.
    <div
      role="group"
      aria-labelledby={captionId}
      tabIndex={0}
      // `relative`: the visually hidden text of its cells scrolls with it (see DataTable).
      className="relative overflow-x-auto rounded-card border border-border"
    >
      <table className="w-full border-collapse text-sm">
        <caption id={captionId} className="sr-only">
          {table.caption}
        </caption>
        <thead className="border-b border-border bg-surface-muted text-xs font-semibold tracking-wide text-ink-muted uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 text-start whitespace-nowrap">
              {table.rowHeader}
            </th>
            {table.series.map((series) => (
              <th
                key={series.key}
                scope="col"
                className={`px-3 py-2 ${NUMBER_ALIGN.className} whitespace-nowrap`}
                dir="auto"
              >
                {series.label}
              </th>
            ))}
            {withTotal ? (
              <th scope="col" className={`px-3 py-2 ${NUMBER_ALIGN.className} whitespace-nowrap`}>
                <Trans context="column">Total</Trans>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.key} className="border-b border-border last:border-b-0">
              <th
                scope="row"
                className="min-w-24 px-3 py-2 text-start font-normal text-ink"
                dir="auto"
              >
                {row.href ? (
                  <Link to={row.href} className="text-accent hover:underline">
                    {row.label}
                  </Link>
                ) : (
                  row.label
                )}
              </th>
              {table.series.map((series, index) => (
                <td
                  key={series.key}
                  className={`px-3 py-2 ${NUMBER_ALIGN.className} text-ink tabular-nums`}
                >
                  {formatNumber(row.values[index] ?? 0)}
                </td>
              ))}
              {withTotal ? (
                <td
                  className={`px-3 py-2 ${NUMBER_ALIGN.className} font-semibold text-ink tabular-nums`}
                >
                  {formatNumber(rowTotal(row))}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
