import { useLingui } from '@lingui/react/macro';
import type { EngagementSums } from '../../../contract';
import { StatCard } from '../../components/charts/StatCard';
import { formatNumber } from '../../components/number-format';

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
  const { t } = useLingui();
  const hint = (weekCount: number | undefined) => {
    if (weekCount === undefined) return undefined;
    const count = formatNumber(weekCount);
    return partial
      ? t({
          comment: '{count}: comments or reactions on the posts of the last 7 days.',
          message: `On posts of the last 30 days; ${count} on those of the last 7 (partial)`,
        })
      : t({
          comment: '{count}: comments or reactions on the posts of the last 7 days.',
          message: `On posts of the last 30 days; ${count} on those of the last 7`,
        });
  };
  return (
    <>
      <StatCard
        label={t`Comments, last 30 days`}
        value={month?.comments ?? 0}
        loading={month === null}
        hint={hint(week?.comments)}
      />
      <StatCard
        label={t`Reactions, last 30 days`}
        value={month?.reactions ?? 0}
        loading={month === null}
        hint={hint(week?.reactions)}
      />
    </>
  );
}
