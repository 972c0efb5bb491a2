import { seriesColor } from './chart-colors';
import type { ChartSeries } from './chart-table';

/** Which colour is which series, as a wrapping list of swatches with their labels. */
export function ChartLegend({ series }: { series: readonly ChartSeries[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
      {series.map((entry, index) => (
        <li key={entry.key} className="flex min-w-0 items-center gap-1.5">
          <span
            aria-hidden="true"
            className="size-2.5 shrink-0 rounded-sm"
            style={{ backgroundColor: seriesColor(index) }}
          />
          <span className="truncate" dir="auto">
            {entry.label}
          </span>
        </li>
      ))}
    </ul>
  );
}
