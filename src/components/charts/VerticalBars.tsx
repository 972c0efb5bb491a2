import { barSegments, clamp, estimateTextWidth, labelledIndexes, labelStride } from './bar-layout';
import { seriesColor } from './chart-colors';
import { segmentTitle, type ChartTable } from './chart-table';
import { formatNumber } from '../number-format';
import { useDirection } from '../use-direction';

/** The value axis, already rounded to nice numbers: its end and where its ticks go. */
export interface ValueAxis {
  top: number;
  ticks: readonly number[];
}

interface VerticalBarsProps {
  table: ChartTable;
  stacked: boolean;
  /** Outer size in pixels, axes included. */
  width: number;
  height: number;
  axis: ValueAxis;
  /** The spoken summary (the SVG is one image). */
  label: string;
}

const MARGIN = { top: 8, right: 8, bottom: 24 };
/** Room between the tick labels and the plot. */
const TICK_GAP = 6;
/** A bar takes this share of its band, and never more than MAX_BAR pixels. */
const BAR_SHARE = 0.7;
const MAX_BAR = 56;

/**
 * Columns over categories (weeks, buckets), stacked or grouped, with a y axis whose ticks and
 * grid lines make every value readable without hovering. Category labels are thinned on
 * narrow widths (every other one, every third…), always keeping the last, so none overlap.
 *
 * Right to left (Arabic), the whole chart is mirrored: the value axis and its numbers stand at
 * the start side (the right), and the categories run from the right edge to the left — the
 * oldest week at the right, the newest at the left, where the reader's eye ends a line. An
 * Arabic reader reads a timeline, as a sentence, from right to left; a chart that ran left to
 * right would put "before" on the end side and "after" on the start side, against the page
 * around it (the tables and the pagination mirror too). The drawing is made left to right and
 * each x is then reflected (`flip`); text anchors stay as they are, since the SVG text takes
 * the page's direction and "end" is then its left side.
 */
export function VerticalBars({ table, stacked, width, height, axis, label }: VerticalBarsProps) {
  const rtl = useDirection() === 'rtl';
  /** An x of the left-to-right drawing, in the page's direction; a box's left by its width. */
  const flip = (x: number, boxWidth = 0) => (rtl ? width - x - boxWidth : x);
  const tickLabels = axis.ticks.map((tick) => formatNumber(tick));
  const plotLeft = Math.max(0, ...tickLabels.map((text) => estimateTextWidth(text))) + TICK_GAP * 2;
  const plotRight = Math.max(plotLeft, width - MARGIN.right);
  const plotTop = MARGIN.top;
  const plotBottom = Math.max(plotTop, height - MARGIN.bottom);
  const step = (plotRight - plotLeft) / Math.max(1, table.rows.length);
  const barWidth = Math.min(step * BAR_SHARE, MAX_BAR);
  const y = (value: number) =>
    plotBottom - (axis.top > 0 ? value / axis.top : 0) * (plotBottom - plotTop);
  const labelled = labelledIndexes(
    table.rows.length,
    labelStride(
      table.rows.map((row) => row.label),
      step,
    ),
  );

  return (
    <svg
      role="img"
      aria-label={label}
      width={width}
      height={height}
      direction={rtl ? 'rtl' : 'ltr'}
      className="block text-xs select-none"
    >
      {axis.ticks.map((tick, index) => (
        <g key={tick}>
          <line
            x1={flip(plotLeft)}
            x2={flip(plotRight)}
            y1={y(tick)}
            y2={y(tick)}
            className={tick === 0 ? 'stroke-ink-muted/60' : 'stroke-border'}
            strokeWidth={1}
            shapeRendering="crispEdges"
          />
          <text
            x={flip(plotLeft - TICK_GAP)}
            y={y(tick)}
            textAnchor="end"
            dominantBaseline="central"
            className="fill-ink-muted tabular-nums"
          >
            {tickLabels[index]}
          </text>
        </g>
      ))}
      {table.rows.map((row, rowIndex) => {
        const bandLeft = plotLeft + rowIndex * step + (step - barWidth) / 2;
        const segments = barSegments(row, table.series.length, stacked);
        return (
          <g key={row.key} data-row={row.key}>
            {segments.map((segment) => {
              if (segment.value === 0) return null;
              const slotWidth = barWidth / segment.slots;
              const top = y(segment.end);
              const rectWidth = Math.max(1, slotWidth - (segment.slots > 1 ? 1 : 0));
              return (
                <rect
                  key={segment.series}
                  x={flip(bandLeft + segment.slot * slotWidth, rectWidth)}
                  y={top}
                  width={rectWidth}
                  height={Math.max(1, y(segment.start) - top)}
                  style={{ fill: seriesColor(segment.series) }}
                  className="stroke-surface"
                  strokeWidth={stacked && table.series.length > 1 ? 1 : 0}
                >
                  <title>{segmentTitle(table, row, segment.series, segment.value)}</title>
                </rect>
              );
            })}
          </g>
        );
      })}
      {table.rows.map((row, rowIndex) => {
        if (!labelled.has(rowIndex)) return null;
        const half = estimateTextWidth(row.label) / 2 + 1;
        const center = plotLeft + rowIndex * step + step / 2;
        return (
          <text
            key={row.key}
            x={flip(clamp(center, half, width - half))}
            y={plotBottom + MARGIN.bottom / 2 + 2}
            textAnchor="middle"
            dominantBaseline="central"
            className="fill-ink-muted"
          >
            {row.label}
          </text>
        );
      })}
    </svg>
  );
}
