import type { Member } from '../../../api/schemas/member';
import { countPerWeek, type WeeklyCounts } from '../../../insights/aggregate/weekly-counts';

/**
 * The chart "Members joined per week" of a space: memberships by the week of their
 * `created_at` (the join date), over the last `weeks` weeks up to the current, partial one
 * (`now` is a site wall-clock Date). `earlier` counts those who joined before the first week;
 * memberships without a readable date are counted in `undated`, in no week.
 */
/** What the chart is called and counts, whoever counted it. */
export const JOINED_PER_WEEK_TEXT = {
  caption: 'Members joined per week',
  series: { key: 'joined', label: 'Members joined' },
  unit: { one: 'member', other: 'members' },
};

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
    JOINED_PER_WEEK_TEXT,
  );
}
