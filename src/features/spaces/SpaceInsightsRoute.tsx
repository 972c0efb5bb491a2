import { useLingui } from '@lingui/react/macro';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../routes/paths';
import { SpaceHeader } from './components/SpaceHeader';
import { useSpaceInfo } from './space-info';
import { ChartGridSkeleton } from '../../insights/components/ChartGridSkeleton';
import { InsightsScope } from '../../insights/InsightsScope';
import { useInsightsSource } from '../../insights/use-insights-source';
import { CountedSpaceInsights } from './CountedSpaceInsights';
import { ReadSpaceInsights } from './ReadSpaceInsights';
import { placePageTitle } from '../../lib/page-title';
import { preloadBarChart } from '../../insights/components/LazyBarChart';

// Its charts' code comes beside its data (LazyBarChart.tsx).
preloadBarChart();

/** `/spaces/:slug/insights`: a space's members as charts, beside its members table. */
export function SpaceInsightsRoute() {
  const { t } = useLingui();
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const space = useSpaceInfo(slug);
  return (
    <div className="mx-auto w-full max-w-7xl space-y-4 p-4 md:p-6">
      <title>{placePageTitle(space.title, t`Insights`)}</title>
      <SpaceHeader
        space={space}
        view="insights"
        onSpaceChange={(next) => navigate(paths.spaceInsights(next))}
      />
      <InsightsScope>
        <SpaceInsights key={slug} slug={slug} title={space.title} />
      </InsightsScope>
    </div>
  );
}

/**
 * Counted by our server where the site lists its namespace, else read from the site's members
 * lists (docs/decisions/038).
 */
function SpaceInsights({ slug, title }: { slug: string; title: string }) {
  const source = useInsightsSource();
  if (source === 'counted') return <CountedSpaceInsights slug={slug} />;
  if (source === 'read') return <ReadSpaceInsights slug={slug} title={title} />;
  return <ChartGridSkeleton count={4} />;
}
