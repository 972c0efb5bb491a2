import type { EngagementSums } from '../../../contract';
import { StatCard } from '../../components/charts/StatCard';

const numberFormat = new Intl.NumberFormat('en');

/**
 * Comments and reactions on the posts of the last 30 days (and of the last 7): null while they
 * are counted or read.
 */
export function EngagementCards({
  month,
  week,
  partial,
}: {
  month: EngagementSums | null;
  week: EngagementSums | null;
  partial: boolean;
}) {
  const hint = (count: number | undefined) =>
    count === undefined
      ? undefined
      : `On posts of the last 30 days; ${numberFormat.format(count)} on those of the last 7${partial ? ' (partial)' : ''}`;
  return (
    <>
      <StatCard
        label="Comments, last 30 days"
        value={month?.comments ?? 0}
        loading={month === null}
        hint={hint(week?.comments)}
      />
      <StatCard
        label="Reactions, last 30 days"
        value={month?.reactions ?? 0}
        loading={month === null}
        hint={hint(week?.reactions)}
      />
    </>
  );
}
