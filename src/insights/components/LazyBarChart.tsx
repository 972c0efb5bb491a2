import { Suspense, type ComponentProps } from 'react';
import type { BarChart } from '../../components/charts/BarChart';
import { Skeleton } from '../../components/Skeleton';
import { lazyComponent } from '../../lib/lazy-component';
import { moduleLoader } from '../../lib/module-loader';

/** The chart code (decision record 021) is a chunk of its own, not part of any page's. */
export const loadBarChart = moduleLoader(() => import('../../components/charts/BarChart'));

/**
 * Starts the chart code's download beside a page's data: the pages that draw charts call it
 * when their own code runs. Asked for only at the first draw, a chart would suspend, and React
 * keeps a revealed fallback at least 300 ms (lib/lazy-component.ts): charts drawn that much
 * after their data, however small the chunk (3 KB).
 */
export function preloadBarChart(): void {
  void loadBarChart().catch(() => undefined);
}
const BarChartInChunk = lazyComponent(loadBarChart, (module) => module.BarChart);

type BarChartProps = ComponentProps<typeof BarChart>;

/** A bar chart whose code loads on first use, with a placeholder of its size meanwhile. */
export function LazyBarChart(props: BarChartProps) {
  // About the chart's own height, so the page does not jump when it arrives.
  const tall = props.orientation === 'vertical' || props.table.rows.length > 5;
  return (
    <Suspense fallback={<Skeleton className={`w-full ${tall ? 'h-60' : 'h-40'}`} />}>
      <BarChartInChunk {...props} />
    </Suspense>
  );
}
