/** How many series colours the theme defines (`--color-chart-1` … in src/app/theme.css). */
export const SERIES_COLOR_COUNT = 6;

/**
 * The fill of the series at `index`, as a CSS colour over the theme's variables, so the chart
 * follows light and dark mode without re-rendering. Past the sixth series the colours repeat.
 */
export function seriesColor(index: number): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS colour, not words
  return `rgb(var(--color-chart-${(index % SERIES_COLOR_COUNT) + 1}))`;
}
