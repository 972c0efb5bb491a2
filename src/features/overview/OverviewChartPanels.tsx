import { useLingui } from '@lingui/react/macro';
import { memo, type ReactNode } from 'react';
import { ChartPanel } from '../../components/charts/ChartPanel';
import type { ChartTable } from '../../components/charts/chart-table';
import { LazyBarChart } from '../../insights/components/LazyBarChart';

/** The three charts of the month's posts, as tables. */
export interface MonthTables {
  spacesTable: ChartTable;
  authorsTable: ChartTable;
  topPosts: ChartTable;
}

/**
 * "Posts per week, by space". Memoized, as are the month's charts below: walks still running
 * re-render the page on every request (their progress), and redrawing a drawn chart each time
 * took the main thread from those walks.
 */
export const WeeklyChart = memo(function WeeklyChart({
  table,
  source,
  partial,
  actions,
}: {
  table: ChartTable;
  source: ReactNode;
  partial: boolean;
  actions?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <ChartPanel
      title={t`Posts per week, by space`}
      table={table}
      provenance={source}
      partial={partial}
      actions={actions}
    >
      <LazyBarChart table={table} orientation="vertical" stacked />
    </ChartPanel>
  );
});

/** The three charts of the month's posts (memoized: see `WeeklyChart`). */
export const MonthCharts = memo(function MonthCharts({
  tables: { spacesTable, authorsTable, topPosts },
  source,
  partial,
}: {
  tables: MonthTables;
  source: ReactNode;
  partial: boolean;
}) {
  const { t } = useLingui();
  return (
    <>
      <ChartPanel
        title={t`Most active spaces, last 30 days`}
        table={spacesTable}
        provenance={source}
        partial={partial}
      >
        <LazyBarChart table={spacesTable} orientation="horizontal" />
      </ChartPanel>
      <ChartPanel
        title={t`Most active authors, last 30 days`}
        table={authorsTable}
        provenance={source}
        partial={partial}
      >
        <LazyBarChart table={authorsTable} orientation="horizontal" />
      </ChartPanel>
      <div className="min-w-0 lg:col-span-2">
        <ChartPanel
          title={t`Posts with the most comments and reactions, last 30 days`}
          table={topPosts}
          provenance={source}
          partial={partial}
        >
          <LazyBarChart table={topPosts} orientation="horizontal" stacked />
        </ChartPanel>
      </div>
    </>
  );
});
