import { Suspense, type ComponentProps } from 'react';
import type { BarChart } from '../../components/charts/BarChart';
import { Skeleton } from '../../components/Skeleton';
import { lazyComponent } from '../../lib/lazy-component';
import { moduleLoader } from '../../lib/module-loader';

/** The chart code (decision record 021) comes when the first chart is drawn, not with the page. */
export const loadBarChart = moduleLoader(() => import('../../components/charts/BarChart'));
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
