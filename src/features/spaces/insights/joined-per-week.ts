import { t } from '@lingui/core/macro';
import type { Member } from '../../../api/schemas/member';
import { countPerWeek, type WeeklyCounts } from '../../../insights/aggregate/weekly-counts';
import { memberUnit } from './activity-recency';

/**
 * The chart "Members joined per week" of a space: memberships by the week of their
 * `created_at` (the join date), over the last `weeks` weeks up to the current, partial one
 * (`now` is a site wall-clock Date). `earlier` counts those who joined before the first week;
 * memberships without a readable date are counted in `undated`, in no week.
 */
/** What the chart is called and counts, whoever counted it, in the language shown. */
export function joinedPerWeekText() {
  return {
    caption: t`Members joined per week`,
    series: { key: 'joined', label: t`Members joined` },
    unit: memberUnit(),
  };
}

/** The weeks the chart shows. */
export const JOINED_WEEKS = 26;

export function joinedPerWeek(
  members: Iterable<Pick<Member, 'created_at'>>,
  now: Date,
  weeks = JOINED_WEEKS,
): WeeklyCounts {
  return countPerWeek(
    Array.from(members, (member) => member.created_at),
    now,
    weeks,
    joinedPerWeekText(),
  );
}
