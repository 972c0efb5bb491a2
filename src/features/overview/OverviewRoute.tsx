import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '../../api/ApiClientProvider';
import { coursesQuery, spacesQuery } from '../../api/directory';
import { paths } from '../../routes/paths';
import { StatCard } from '../../components/charts/StatCard';
import { pageTitle } from '../../lib/page-title';
import { useViewer } from '../../lib/viewer';
import { feedWindows } from './aggregate/feed-windows';
import { weekBoundaries } from '../../insights/aggregate/week-boundaries';
import { WalkStatus } from '../../insights/components/WalkStatus';
import { useFeedCounts } from './data/use-feed-counts';
import { useFeedWindow } from './data/use-feed-window';
import { InsightsScope } from '../../insights/InsightsScope';
import { NOUNS } from '../../insights/noun';
import { useSiteNow } from '../../insights/use-site-now';
import { EngagementCards } from './EngagementCards';
import { OverviewCharts } from './OverviewCharts';
import { PendingRequestsCard } from './PendingRequestsCard';
import { PostCountCards } from './PostCountCards';

/** `/`: where a sign-in lands: how the community is doing, and what needs the admin. */
export function OverviewRoute() {
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 p-4 md:p-6">
      <title>{pageTitle('Overview')}</title>
      <header>
        <h1 className="text-2xl font-semibold text-ink">Overview</h1>
        <p className="mt-0.5 text-sm text-ink-muted">
          How the community is doing, and what needs you.
        </p>
      </header>
      <InsightsScope>
        <Overview />
      </InsightsScope>
    </div>
  );
}

function Overview() {
  const client = useApiClient();
  const { isManager } = useViewer();
  const now = useSiteNow();
  const windows = useMemo(() => feedWindows(now), [now]);
  const weeks = useMemo(() => weekBoundaries(now, 12), [now]);
  const cardEdges = useMemo(
    () => [
      windows.last7.start,
      windows.previous7.start,
      windows.last30.start,
      windows.previous30.start,
    ],
    [windows],
  );
  const spaces = useQuery(spacesQuery(client));
  const courses = useQuery({ ...coursesQuery(client), enabled: isManager });
  // One after the other, each given the site's full attention: the cards' counts (a few
  // dozen small pages), then the month's posts (the engagement cards and three charts: about
  // a hundred large pages, read from the month's count), then the weekly counts (hundreds of
  // small pages for one chart). Started at once, they queued behind each other's requests.
  const postCounts = useFeedCounts(cardEdges);
  const countsSettled = postCounts.data !== undefined || postCounts.error !== null;
  const lastMonth = useFeedWindow(windows.last30.start, null, {
    enabled: countsSettled,
    count: postCounts.data?.counts.find(
      (count) => count.since.getTime() === windows.last30.start.getTime(),
    )?.count,
  });
  const monthSettled =
    (lastMonth.data !== undefined && !lastMonth.isWalking) || lastMonth.error !== null;
  // The weeks the month's posts cover are counted from them: only the earlier week edges need
  // the feed searched (all of them if the month could not be read at all).
  const monthFailed = lastMonth.error !== null && lastMonth.data === undefined;
  const countedEdges = useMemo(
    () =>
      monthFailed
        ? weeks.edges
        : weeks.edges.filter((edge) => edge.getTime() < windows.last30.start.getTime()),
    [monthFailed, weeks, windows],
  );
  const weeklyTotals = useFeedCounts(countedEdges, null, { enabled: monthSettled });

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Spaces"
          value={spaces.data?.length ?? 0}
          loading={spaces.isPending}
          hint={spaces.isError ? 'Could not list the spaces' : 'Spaces you can see'}
          href={paths.spaces()}
        />
        {isManager ? (
          <StatCard
            label="Courses"
            value={courses.data?.total ?? 0}
            loading={courses.isPending}
            hint={courses.isError ? 'Could not list the courses' : 'Courses on the site'}
            href={paths.courses()}
          />
        ) : null}
        <PostCountCards walk={postCounts} />
        {isManager ? <PendingRequestsCard /> : null}
        <EngagementCards walk={lastMonth} last7={windows.last7} />
      </div>
      <WalkStatus walk={lastMonth} noun={NOUNS.post} what="Reading the posts of the last 30 days" />
      <OverviewCharts
        weeks={weeks}
        countedEdges={countedEdges}
        weeklyTotals={weeklyTotals}
        lastMonth={lastMonth}
        weeklyEnabled={monthSettled}
      />
    </div>
  );
}
