import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '../../api/ApiClientProvider';
import { Callout } from '../../components/Callout';
import { ChartPanel } from '../../components/charts/ChartPanel';
import { ErrorState } from '../../components/ErrorState';
import { StaleDataNotice } from '../../components/StaleDataNotice';
import { formatRelative } from '../../lib/dates';
import { weekBoundaries } from '../../insights/aggregate/week-boundaries';
import { ChartGridSkeleton } from '../../insights/components/ChartGridSkeleton';
import { LazyBarChart } from '../../insights/components/LazyBarChart';
import {
  SPACE_WEEKS,
  spaceInsightsQuery,
  spaceWindow,
} from '../../insights/counted-insights-query';
import { useSiteNow } from '../../insights/use-site-now';
import { countedSpaceTables } from './insights/counted-space-charts';
import { joinedEarlierNote, unlistedRequestsNote } from './insights/notes';

/**
 * A space's insights counted by our server (docs/decisions/038): one answer of a few hundred
 * bytes, whatever the number of members, and its posts and comments per week beside them.
 */
export function CountedSpaceInsights({ slug }: { slug: string }) {
  const { t } = useLingui();
  const client = useApiClient();
  const now = useSiteNow();
  const weeks = useMemo(() => weekBoundaries(now, SPACE_WEEKS), [now]);
  const insights = useQuery(spaceInsightsQuery(client, slug, spaceWindow(now)));
  const answer = insights.data;
  // Made at each render, in the language shown (a few rows: nothing to keep).
  const tables = answer && countedSpaceTables(answer, weeks);
  if (!answer || !tables) {
    return insights.error ? (
      <ErrorState
        error={insights.error}
        title={t`Could not count this space's insights`}
        onRetry={() => void insights.refetch()}
        retrying={insights.isFetching}
      />
    ) : (
      <ChartGridSkeleton count={4} />
    );
  }
  const when = formatRelative(new Date(answer.counted_at));
  const weeksShown = SPACE_WEEKS;
  const memberCount = answer.members;
  const requestCount = tables.listed;
  const members = plural(memberCount, {
    one: `From the server's counts of all # member, ${when}`,
    other: `From the server's counts of all # members, ${when}`,
  });
  const weekly = plural(weeksShown, {
    one: `Last # week, from the server's counts, ${when}`,
    other: `Last # weeks, from the server's counts, ${when}`,
  });
  return (
    <div className="space-y-4">
      {insights.error ? (
        <StaleDataNotice error={insights.error} onRetry={() => void insights.refetch()} />
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartPanel
          title={t`Members joined per week`}
          table={tables.joined}
          provenance={weekly}
          note={joinedEarlierNote(answer.joined_earlier, tables.joined.rows[0]?.label)}
        >
          <LazyBarChart table={tables.joined} orientation="vertical" />
        </ChartPanel>
        <ChartPanel title={t`Last active`} table={tables.recency} provenance={members}>
          <LazyBarChart table={tables.recency} orientation="horizontal" />
        </ChartPanel>
        <ChartPanel title={t`Roles`} table={tables.roles} provenance={members}>
          <LazyBarChart table={tables.roles} orientation="horizontal" />
        </ChartPanel>
        {tables.pending ? (
          <ChartPanel
            title={t`Pending requests by age`}
            table={tables.pending}
            provenance={plural(requestCount, {
              one: `From the server's counts of all # join request, ${when}`,
              other: `From the server's counts of all # join requests, ${when}`,
            })}
            note={unlistedRequestsNote(tables.unlisted)}
          >
            <LazyBarChart table={tables.pending} orientation="horizontal" />
          </ChartPanel>
        ) : (
          <Callout title={t`Pending requests by age`}>
            <Trans>Only the space&apos;s managers see its join requests.</Trans>
          </Callout>
        )}
        <div className="min-w-0 lg:col-span-2">
          <ChartPanel
            title={t`Posts and comments per week`}
            table={tables.activity}
            provenance={plural(weeksShown, {
              one: `Last # week, from the server's counts, ${when}. Posts as your feed of the space lists them, and their comments.`,
              other: `Last # weeks, from the server's counts, ${when}. Posts as your feed of the space lists them, and their comments.`,
            })}
          >
            <LazyBarChart table={tables.activity} orientation="vertical" />
          </ChartPanel>
        </div>
      </div>
    </div>
  );
}
