import { Trans, useLingui } from '@lingui/react/macro';
import { ChartPanel } from '../../components/charts/ChartPanel';
import { Callout } from '../../components/Callout';
import { activityRecency } from './insights/activity-recency';
import { describeSource } from '../../insights/aggregate/describe-source';
import { joinedPerWeek } from './insights/joined-per-week';
import { pendingByAge } from './insights/pending-by-age';
import { rolesBreakdown } from './insights/roles-breakdown';
import { ChartGridSkeleton } from '../../insights/components/ChartGridSkeleton';
import { LazyBarChart } from '../../insights/components/LazyBarChart';
import { WalkStatus } from '../../insights/components/WalkStatus';
import { useSpaceMembersWalk, type SpaceMembersData } from './insights/use-space-members-walk';
import { NOUNS } from '../../insights/noun';
import { useSiteNow } from '../../insights/use-site-now';
import { isolated, isolatedParts } from '../../lib/sentence';
import { joinedEarlierNote, unlistedRequestsNote } from './insights/notes';

/**
 * A space's insights on a plain FluentCommunity site: its members and join requests read page
 * by page from the site's own lists (docs/decisions/022), kept on the device.
 */
export function ReadSpaceInsights({ slug, title }: { slug: string; title: string }) {
  const { t } = useLingui();
  const now = useSiteNow();
  const walk = useSpaceMembersWalk(slug);
  const space = isolated(title);
  return (
    <div className="space-y-4">
      <WalkStatus
        walk={walk}
        noun={NOUNS.membership}
        what={isolatedParts(t`Reading the members of ${space}`)}
      />
      {walk.data ? (
        <SpaceCharts data={walk.data} now={now} />
      ) : walk.error ? null : (
        <ChartGridSkeleton count={4} />
      )}
    </div>
  );
}

function SpaceCharts({ data, now }: { data: SpaceMembersData; now: Date }) {
  const { t } = useLingui();
  const source = (rows: number, noun: typeof NOUNS.member | typeof NOUNS.request) =>
    describeSource({
      noun,
      rows,
      total: data.complete ? rows : null,
      complete: data.complete,
      fetchedAt: data.fetchedAt,
      now: new Date(),
    });
  const members = source(data.members.length, NOUNS.member);
  const partial = !data.complete;
  const joined = joinedPerWeek(data.members, now);
  const recency = activityRecency(data.members, now);
  const roles = rolesBreakdown(data.members);
  const pending = pendingByAge(data.pending, now);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartPanel
        title={t`Members joined per week`}
        table={joined.table}
        provenance={members}
        partial={partial}
        note={joinedEarlierNote(joined.earlier, joined.table.rows[0]?.label)}
      >
        <LazyBarChart table={joined.table} orientation="vertical" />
      </ChartPanel>
      <ChartPanel title={t`Last active`} table={recency} provenance={members} partial={partial}>
        <LazyBarChart table={recency} orientation="horizontal" />
      </ChartPanel>
      <ChartPanel title={t`Roles`} table={roles} provenance={members} partial={partial}>
        <LazyBarChart table={roles} orientation="horizontal" />
      </ChartPanel>
      {data.pendingRefused ? (
        <Callout title={t`Pending requests by age`}>
          <Trans>Only the space&apos;s managers see its join requests.</Trans>
        </Callout>
      ) : (
        <ChartPanel
          title={t`Pending requests by age`}
          table={pending.table}
          provenance={source(data.pending.length, NOUNS.request)}
          partial={partial}
          note={
            data.complete ? unlistedRequestsNote(data.pendingCount - data.pending.length) : null
          }
        >
          <LazyBarChart table={pending.table} orientation="horizontal" />
        </ChartPanel>
      )}
    </div>
  );
}
