import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useApiClient } from '../../api/ApiClientProvider';
import { spacesQuery } from '../../api/directory';
import { STACKED_SPACES } from './use-top-spaces';
import type { PostsSince } from '../../../contract';
import { parseSiteDate } from '../../lib/dates';
import { useViewer } from '../../lib/viewer';
import { weekBoundaries } from '../../insights/aggregate/week-boundaries';
import { WalkStatus } from '../../insights/components/WalkStatus';
import { NOUNS } from '../../insights/noun';
import { useSiteNow } from '../../insights/use-site-now';
import { engagementOf } from './aggregate/engagement';
import { feedWindows, isInWindow } from './aggregate/feed-windows';
import { useFeedCounts, type FeedCountsData } from './data/use-feed-counts';
import { useFeedWindow } from './data/use-feed-window';
import { DirectoryCards } from './DirectoryCards';
import { EngagementCards } from './EngagementCards';
import { MonthReadOffer } from './MonthReadOffer';
import { OverviewCharts } from './OverviewCharts';
import { PendingRequestsCard } from './PendingRequestsCard';
import { PostCountCards } from './PostCountCards';

/** Requests in flight at once while a plain site's month is read (docs/decisions/038). */
const READ_CONCURRENCY = 2;
const READ_OPTIONS = { restore: true, concurrency: READ_CONCURRENCY };

/** The four counts of the cards, in the order they were asked for (see `cardEdges`). */
function postsSince(data: FeedCountsData | undefined): PostsSince | undefined {
  const value = (index: number) => {
    const count = data?.counts[index];
    return count ? (count.count ?? count.atLeast) : 0;
  };
  return data && { days7: value(0), days14: value(1), days30: value(2), days60: value(3) };
}

/**
 * The overview of a plain FluentCommunity site (docs/decisions/038), from its read endpoints:
 * what is cheap is automatic — the cards' post counts, found in the feed by their dates (a few
 * dozen small pages), the spaces, the courses, the join requests; what needs every post of the
 * month (comments, reactions, the rankings, posts per week by space) is offered with its cost
 * and read only when asked, two requests at a time, then kept on the device.
 */
export function ReadOverview() {
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
  const [asked, setAsked] = useState(false);
  // The cards' counts first, then (once asked) the month's posts (about a hundred large pages,
  // read from the month's count), then the weekly counts: started at once, they queued behind
  // each other's requests.
  const postCounts = useFeedCounts(cardEdges);
  const countsSettled = postCounts.data !== undefined || postCounts.error !== null;
  const monthCount = postCounts.data?.counts.find(
    (count) => count.since.getTime() === windows.last30.start.getTime(),
  )?.count;
  const lastMonth = useFeedWindow(windows.last30.start, null, {
    ...READ_OPTIONS,
    enabled: asked && countsSettled,
    count: monthCount,
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
  const weeklyTotals = useFeedCounts(countedEdges, null, {
    ...READ_OPTIONS,
    enabled: asked && monthSettled,
  });
  const posts = lastMonth.data?.rows;
  // Over thousands of posts: once per reading, not on each render.
  const engagement = useMemo(() => {
    if (!posts) return { month: null, week: null };
    const lastWeek = posts.filter((post) => {
      const created = parseSiteDate(post.created_at);
      return created !== null && isInWindow(windows.last7, created);
    });
    return { month: engagementOf(posts), week: engagementOf(lastWeek) };
  }, [posts, windows]);
  const monthShown = asked || lastMonth.data !== undefined;
  const spaceCount = useQuery(spacesQuery(client)).data?.length ?? STACKED_SPACES;
  const { t } = useLingui();

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <DirectoryCards />
        <PostCountCards
          since={postsSince(postCounts.data)}
          partial={postCounts.data !== undefined && !postCounts.data.complete}
        />
        {isManager ? <PendingRequestsCard /> : null}
        {monthShown ? (
          <EngagementCards
            month={engagement.month}
            week={engagement.week}
            partial={lastMonth.data !== undefined && !lastMonth.data.complete}
          />
        ) : null}
      </div>
      {asked ? (
        <WalkStatus
          walk={lastMonth}
          noun={NOUNS.post}
          what={t`Reading the posts of the last 30 days`}
        />
      ) : (
        <MonthReadOffer
          posts={monthCount ?? undefined}
          weeklyCounts={countedEdges.length * (1 + Math.min(STACKED_SPACES, spaceCount))}
          readAt={lastMonth.data?.fetchedAt ?? null}
          onRead={() => setAsked(true)}
        />
      )}
      {monthShown ? (
        <OverviewCharts
          weeks={weeks}
          countedEdges={countedEdges}
          weeklyTotals={weeklyTotals}
          lastMonth={lastMonth}
          weeklyEnabled={asked && monthSettled}
          readOptions={READ_OPTIONS}
        />
      ) : null}
    </div>
  );
}
