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
import { countOfNoun, NOUNS } from '../../insights/noun';
import { useSiteNow } from '../../insights/use-site-now';
import { countedSpaceTables } from './insights/counted-space-charts';

const numberFormat = new Intl.NumberFormat('en');

/**
 * A space's insights counted by our server (docs/decisions/038): one answer of a few hundred
 * bytes, whatever the number of members, and its posts and comments per week beside them.
 */
export function CountedSpaceInsights({ slug }: { slug: string }) {
  const client = useApiClient();
  const now = useSiteNow();
  const weeks = useMemo(() => weekBoundaries(now, SPACE_WEEKS), [now]);
  const insights = useQuery(spaceInsightsQuery(client, slug, spaceWindow(now)));
  const answer = insights.data;
  const tables = useMemo(() => answer && countedSpaceTables(answer, weeks), [answer, weeks]);
  if (!answer || !tables) {
    return insights.error ? (
      <ErrorState
        error={insights.error}
        title="Could not count this space's insights"
        onRetry={() => void insights.refetch()}
        retrying={insights.isFetching}
      />
    ) : (
      <ChartGridSkeleton count={4} />
    );
  }
  const when = formatRelative(new Date(answer.counted_at));
  const members = `From the server's counts of all ${numberFormat.format(answer.members)} ${answer.members === 1 ? 'member' : 'members'}, ${when}`;
  const weekly = `Last ${SPACE_WEEKS} weeks, from the server's counts, ${when}`;
  return (
    <div className="space-y-4">
      {insights.error ? (
        <StaleDataNotice error={insights.error} onRetry={() => void insights.refetch()} />
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartPanel
          title="Members joined per week"
          table={tables.joined}
          provenance={weekly}
          note={
            answer.joined_earlier > 0
              ? `And ${countOfNoun(answer.joined_earlier, NOUNS.member)} joined before ${tables.joined.rows[0]?.label ?? 'these weeks'}.`
              : null
          }
        >
          <LazyBarChart table={tables.joined} orientation="vertical" />
        </ChartPanel>
        <ChartPanel title="Last active" table={tables.recency} provenance={members}>
          <LazyBarChart table={tables.recency} orientation="horizontal" />
        </ChartPanel>
        <ChartPanel title="Roles" table={tables.roles} provenance={members}>
          <LazyBarChart table={tables.roles} orientation="horizontal" />
        </ChartPanel>
        {tables.pending ? (
          <ChartPanel
            title="Pending requests by age"
            table={tables.pending}
            provenance={`From the server's counts of all ${countOfNoun(tables.listed, NOUNS.request)}, ${when}`}
            note={
              tables.unlisted > 0
                ? `${countOfNoun(tables.unlisted, NOUNS.request)} more ${tables.unlisted === 1 ? 'comes' : 'come'} from accounts that are not active: the site counts them but does not list them.`
                : null
            }
          >
            <LazyBarChart table={tables.pending} orientation="horizontal" />
          </ChartPanel>
        ) : (
          <Callout title="Pending requests by age">
            Only the space&apos;s managers see its join requests.
          </Callout>
        )}
        <div className="min-w-0 lg:col-span-2">
          <ChartPanel
            title="Posts and comments per week"
            table={tables.activity}
            provenance={`${weekly}. Posts as your feed of the space lists them, and their comments.`}
          >
            <LazyBarChart table={tables.activity} orientation="vertical" />
          </ChartPanel>
        </div>
      </div>
    </div>
  );
}
