import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '../../../api/ApiClientProvider';
import { coursesQuery, spacesQuery } from '../../../api/directory';
import { paths } from '../../../app/paths';
import { StatCard } from '../../../components/charts/StatCard';
import { useViewer } from '../../../lib/viewer';
import { feedWindows } from '../aggregate/feed-windows';
import { weekBoundaries } from '../aggregate/week-boundaries';
import { WalkStatus } from '../components/WalkStatus';
import { useFeedCounts } from '../data/use-feed-counts';
import { useFeedWindow } from '../data/use-feed-window';
import { InsightsScope } from '../InsightsScope';
import { NOUNS } from '../noun';
import { useSiteNow } from '../use-site-now';
import { EngagementCards } from './EngagementCards';
import { OverviewCharts } from './OverviewCharts';
import { PendingRequestsCard } from './PendingRequestsCard';
import { PostCountCards } from './PostCountCards';

/** `/`: where a sign-in lands: how the community is doing, and what needs the admin. */
export function OverviewRoute() {
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 p-4 md:p-6">
      <title>Overview · Community Desk</title>
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
  const postCounts = useFeedCounts(cardEdges);
  const lastMonth = useFeedWindow(windows.last30.start);
  const weeklyTotals = useFeedCounts(weeks.edges);

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
      <OverviewCharts weeks={weeks} weeklyTotals={weeklyTotals} lastMonth={lastMonth} />
    </div>
  );
}
