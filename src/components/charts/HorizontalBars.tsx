import { Link } from 'react-router';
import { barSegments, clamp, estimateTextWidth, valueDomainMax } from './bar-layout';
import { seriesColor } from './chart-colors';
import { formatCount, rowTotal, segmentTitle, type ChartTable } from './chart-table';
import { formatNumber } from '../number-format';
import { useDirection } from '../use-direction';

interface HorizontalBarsProps {
  table: ChartTable;
  stacked: boolean;
  /** Outer width in pixels, labels included. */
  width: number;
  /** The spoken summary of the bars (the SVG is one image). */
  label: string;
}

/** Thickness of one bar: a plain or stacked bar, or each bar of a group. */
const BAR = 20;
const GROUPED_BAR = 12;
/** Space above and below the bars of a row. */
const ROW_PADDING = 12;
/** Between the label column and the bars, and between a bar and its value. */
const GAP = 8;
const MIN_LABEL_WIDTH = 56;
const MAX_LABEL_WIDTH = 200;

/**
 * Ranked bars, one row per category, value printed at the end of each bar. The category
 * labels are HTML beside the SVG (not inside it): a row with `href` is a real link, reachable
 * by keyboard and screen readers, which an SVG image would hide; a long label is cut with an
 * ellipsis and shown whole as its tooltip, and takes at most 40% of the width on a phone.
 *
 * Right to left (Arabic), the labels stand at the start side (the right: the flex row turns
 * around by itself) and the bars grow from them towards the left, each value printed past its
 * bar's end, as the vertical chart mirrors (VerticalBars.tsx says why): the drawing is made
 * left to right and each x reflected; the SVG text takes the page's direction, so its "start"
 * is then its right side.
 */
export function HorizontalBars({ table, stacked, width, label }: HorizontalBarsProps) {
  const rtl = useDirection() === 'rtl';
  const slots = stacked ? 1 : table.series.length;
  const thickness = slots > 1 ? GROUPED_BAR : BAR;
  const rowHeight = slots * thickness + ROW_PADDING;
  const labelWidth = Math.round(
    clamp(
      Math.max(0, ...table.rows.map((row) => estimateTextWidth(row.label))) + GAP,
      MIN_LABEL_WIDTH,
      Math.min(MAX_LABEL_WIDTH, width * 0.4),
    ),
  );
  const barsWidth = Math.max(0, width - labelWidth - GAP);
  const max = valueDomainMax(table, stacked);
  const valueRoom = estimateTextWidth(formatNumber(max)) + GAP;
  const length = (value: number) =>
    max > 0 ? (value / max) * Math.max(0, barsWidth - valueRoom) : 0;
  /** An x of the left-to-right drawing, in the page's direction; a box's left by its width. */
  const flip = (x: number, boxWidth = 0) => (rtl ? barsWidth - x - boxWidth : x);

  return (
    <div className="flex min-w-0 gap-2">
      <ul className="shrink-0 text-xs text-ink" style={{ width: labelWidth }}>
        {table.rows.map((row) => (
          <li
            key={row.key}
            className="flex min-w-0 items-center justify-end"
            style={{ height: rowHeight }}
          >
            {row.href ? (
              <Link
                to={row.href}
                className="min-w-0 truncate text-accent underline-offset-2 hover:underline"
                title={row.label}
                dir="auto"
              >
                {row.label}
              </Link>
            ) : (
              <span className="min-w-0 truncate" title={row.label} dir="auto">
                {row.label}
              </span>
            )}
            <span className="sr-only">: {formatCount(rowTotal(row), table.unit)}</span>
          </li>
        ))}
      </ul>
      <svg
        role="img"
        aria-label={label}
        width={barsWidth}
        height={table.rows.length * rowHeight}
        direction={rtl ? 'rtl' : 'ltr'}
        className="block shrink-0 text-xs select-none"
      >
        {table.rows.map((row, rowIndex) => {
          const rowTop = rowIndex * rowHeight + ROW_PADDING / 2;
          const segments = barSegments(row, table.series.length, stacked);
          const ends = stacked
            ? [{ slot: 0, end: rowTotal(row) }]
            : segments.map((segment) => ({ slot: segment.slot, end: segment.end }));
          return (
            <g key={row.key} data-row={row.key}>
              {segments.map((segment) => {
                if (segment.value === 0) return null;
                const barWidth = Math.max(1, length(segment.end) - length(segment.start));
                return (
                  <rect
                    key={segment.series}
                    x={flip(length(segment.start), barWidth)}
                    y={rowTop + segment.slot * thickness}
                    width={barWidth}
                    height={thickness - (slots > 1 ? 1 : 0)}
                    style={{ fill: seriesColor(segment.series) }}
                    className="stroke-surface"
                    strokeWidth={stacked && table.series.length > 1 ? 1 : 0}
                  >
                    <title>{segmentTitle(table, row, segment.series, segment.value)}</title>
                  </rect>
                );
              })}
              {ends.map(({ slot, end }) => (
                <text
                  key={slot}
                  x={flip(length(end) + (end > 0 ? GAP / 2 : 0))}
                  y={rowTop + slot * thickness + thickness / 2}
                  dominantBaseline="central"
                  className="fill-ink tabular-nums"
                >
                  {formatNumber(end)}
                </text>
              ))}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
