import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '../../api/ApiClientProvider';
import { spacesQuery } from '../../api/directory';
import type { OverviewInsightsAnswer } from '../../api/schemas/insights';
import { ChartPanel } from '../../components/charts/ChartPanel';
import { ErrorState } from '../../components/ErrorState';
import { StaleDataNotice } from '../../components/StaleDataNotice';
import { formatRelative } from '../../lib/dates';
import { useViewer } from '../../lib/viewer';
import { weekBoundaries, type WeekBoundaries } from '../../insights/aggregate/week-boundaries';
import { ChartGridSkeleton } from '../../insights/components/ChartGridSkeleton';
import { LazyBarChart } from '../../insights/components/LazyBarChart';
import {
  OVERVIEW_WEEKS,
  overviewInsightsQuery,
  overviewWindow,
} from '../../insights/counted-insights-query';
import { useSiteNow } from '../../insights/use-site-now';
import {
  countedMonthTables,
  countedWeeklyTable,
  membersPerWeekTable,
  rankedSpaces,
} from './aggregate/counted-charts';
import { DirectoryCards } from './DirectoryCards';
import { EngagementCards } from './EngagementCards';
import { MonthCharts, WeeklyChart } from './OverviewChartPanels';
import { PendingRequestsCard } from './PendingRequestsCard';
import { PostCountCards } from './PostCountCards';
import { everySpaceIfFew, STACKED_SPACES, stackedSpaces } from './use-top-spaces';

const RANKED_ROWS = 5;

/**
 * The overview counted by our server (docs/decisions/038): every card and chart from one
 * answer of a few KB, asked once per visit (kept 5 minutes), whatever the community's size.
 */
export function CountedOverview() {
  const client = useApiClient();
  const { isManager } = useViewer();
  const now = useSiteNow();
  const weeks = useMemo(() => weekBoundaries(now, OVERVIEW_WEEKS), [now]);
  const insights = useQuery(overviewInsightsQuery(client, overviewWindow(now)));
  const answer = insights.data;
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <DirectoryCards />
        <PostCountCards since={answer?.posts_since} partial={false} />
        {isManager ? <PendingRequestsCard /> : null}
        <EngagementCards
          month={answer?.engagement.days30 ?? null}
          week={answer?.engagement.days7 ?? null}
          partial={false}
        />
      </div>
      {insights.error && answer ? (
        <StaleDataNotice error={insights.error} onRetry={() => void insights.refetch()} />
      ) : null}
      {answer ? (
        <CountedCharts answer={answer} weeks={weeks} />
      ) : insights.error ? (
        <ErrorState
          error={insights.error}
          title={t`Could not count the overview`}
          onRetry={() => void insights.refetch()}
          retrying={insights.isFetching}
        />
      ) : (
        <ChartGridSkeleton count={3} />
      )}
    </div>
  );
}

function CountedCharts({
  answer,
  weeks,
}: {
  answer: OverviewInsightsAnswer;
  weeks: WeekBoundaries;
}) {
  const client = useApiClient();
  const spaces = useQuery(spacesQuery(client)).data;
  const { t, i18n } = useLingui();
  // The tables' captions and labels are in the language shown: made again when it changes.
  const locale = i18n.locale;
  const tables = useMemo(() => {
    const top = rankedSpaces(answer, STACKED_SPACES).map((space) => ({
      slug: space.item.slug,
      title: space.label,
    }));
    const idOfSlug = new Map([
      ...(spaces ?? []).map((space) => [space.slug, space.id] as const),
      ...answer.most_active_spaces.map((space) => [space.slug, space.id] as const),
    ]);
    return {
      weekly: countedWeeklyTable(
        answer,
        weeks,
        stackedSpaces(everySpaceIfFew(spaces), top),
        idOfSlug,
      ),
      members: membersPerWeekTable(answer, weeks),
      month: countedMonthTables(answer, RANKED_ROWS),
    };
    // The captions and labels come from the catalog of the language shown (core `t`): made
    // again when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer, weeks, spaces, locale]);
  // Its age outside the memo: "… ago" keeps moving after the answer came.
  const when = formatRelative(new Date(answer.counted_at));
  const weekCount = OVERVIEW_WEEKS;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="min-w-0 lg:col-span-2">
        <WeeklyChart
          table={tables.weekly}
          source={t({
            comment: 'Under a chart. {when}: how long ago, e.g. "2 minutes ago".',
            message: plural(weekCount, {
              one: `Last # week, from the server's counts, ${when}`,
              other: `Last # weeks, from the server's counts, ${when}`,
            }),
          })}
          partial={false}
        />
      </div>
      <MonthCharts
        tables={tables.month}
        source={t({
          comment: 'Under a chart. {when}: how long ago, e.g. "2 minutes ago".',
          message: `Last 30 days, from the server's counts, ${when}`,
        })}
        partial={false}
      />
      <div className="min-w-0 lg:col-span-2">
        <ChartPanel
          title={t`Members per week`}
          table={tables.members}
          provenance={t({
            comment: 'Under a chart. {when}: how long ago, e.g. "2 minutes ago".',
            message: plural(weekCount, {
              one: `Last # week, from the server's counts, ${when}. Joined: profiles created that week and active now.`,
              other: `Last # weeks, from the server's counts, ${when}. Joined: profiles created that week and active now.`,
            }),
          })}
        >
          <LazyBarChart table={tables.members} orientation="vertical" />
        </ChartPanel>
      </div>
    </div>
  );
}
