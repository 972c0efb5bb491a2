import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { Member } from '../../../api/schemas/member';
import type { ChartTable } from '../../../components/charts/chart-table';
import { parseSiteDate } from '../../../lib/dates';
import { bucketTable } from '../../../insights/aggregate/bucket-table';
import { addDays, startOfSiteDay } from '../../../insights/aggregate/site-calendar';

/** The recency buckets, newest first; each member falls in exactly one (keys as our server's). */
export const ACTIVITY_BUCKETS = [
  { key: 'today', label: msg`Today` },
  { key: 'days7', label: msg`Within 7 days` },
  { key: 'days30', label: msg`Within 30 days` },
  { key: 'days90', label: msg`Within 90 days` },
  { key: 'older', label: msg`Longer ago` },
  { key: 'never', label: msg({ context: 'last active', message: 'Never' }) },
] as const;

export type ActivityBucketKey = (typeof ACTIVITY_BUCKETS)[number]['key'];

/** What a chart of members counts, after a number (components/charts/chart-table.ts). */
export function memberUnit() {
  return {
    one: t({ comment: 'The unit of a chart, after a number: 1 member', message: 'member' }),
    other: t({ comment: 'The unit of a chart, after a number: 12 members', message: 'members' }),
  };
}

/** The chart of members per recency bucket, from counts made by this page or by our server. */
export function recencyTable(countOf: (key: ActivityBucketKey) => number): ChartTable {
  return bucketTable(
    ACTIVITY_BUCKETS.map(({ key, label }) => ({ key, label: i18n._(label), count: countOf(key) })),
    {
      caption: t`Members by last activity`,
      rowHeader: t`Last active`,
      series: { key: 'members', label: t`Members` },
      unit: memberUnit(),
    },
  );
}

/**
 * The chart "Last active" of a space's members, from each profile's `last_activity` (site wall
 * clock), measured back from `now` (a site wall-clock Date). The buckets exclude each other:
 * "Today" is since the site's midnight (and takes times after `now`, a clock a little ahead);
 * "Within 7 days" is the rest of the 7 × 24 hours before `now`, start inclusive (exactly 7 days
 * ago is "Within 7 days"), and so on for 30 and 90 days; "Longer ago" is before that. "Never"
 * takes a null profile (the user is gone), a null `last_activity` (never active, or hidden by
 * the site's privacy settings: the API does not tell them apart) and an unreadable date.
 */
export function activityRecency(
  members: Iterable<Pick<Member, 'xprofile'>>,
  now: Date,
): ChartTable {
  const today = startOfSiteDay(now).getTime();
  const limits: Array<[ActivityBucketKey, number]> = [
    ['days7', addDays(now, -7).getTime()],
    ['days30', addDays(now, -30).getTime()],
    ['days90', addDays(now, -90).getTime()],
  ];
  const counts = new Map<ActivityBucketKey, number>(ACTIVITY_BUCKETS.map(({ key }) => [key, 0]));
  const bucketOf = (lastActivity: Date | null): ActivityBucketKey => {
    if (lastActivity === null) return 'never';
    const time = lastActivity.getTime();
    if (time >= today) return 'today';
    return limits.find(([, since]) => time >= since)?.[0] ?? 'older';
  };
  for (const member of members) {
    const bucket = bucketOf(parseSiteDate(member.xprofile?.last_activity));
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  return recencyTable((key) => counts.get(key) ?? 0);
}
