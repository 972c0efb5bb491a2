import { Trans, useLingui } from '@lingui/react/macro';
import { pageTitle } from '../../lib/page-title';
import { InsightsScope } from '../../insights/InsightsScope';
import { useInsightsSource } from '../../insights/use-insights-source';
import { ChartGridSkeleton } from '../../insights/components/ChartGridSkeleton';
import { CountedOverview } from './CountedOverview';
import { ReadOverview } from './ReadOverview';
import { preloadBarChart } from '../../insights/components/LazyBarChart';

// Its charts' code comes beside its data (LazyBarChart.tsx).
preloadBarChart();

/** `/`: where a sign-in lands: how the community is doing, and what needs the admin. */
export function OverviewRoute() {
  const { t } = useLingui();
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 p-4 md:p-6">
      <title>{pageTitle(t`Overview`)}</title>
      <header>
        <h1 className="text-2xl font-semibold text-ink">
          <Trans>Overview</Trans>
        </h1>
        <p className="mt-0.5 text-sm text-ink-muted">
          <Trans>How the community is doing, and what needs you.</Trans>
        </p>
      </header>
      <InsightsScope>
        <Overview />
      </InsightsScope>
    </div>
  );
}

/**
 * Counted by our server where the site lists its namespace, else read from the site's own
 * lists within a budget (docs/decisions/038).
 */
function Overview() {
  const source = useInsightsSource();
  if (source === 'counted') return <CountedOverview />;
  if (source === 'read') return <ReadOverview />;
  return <ChartGridSkeleton count={3} />;
}
