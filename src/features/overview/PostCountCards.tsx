import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PostsSince } from '../../../contract';
import { StatCard } from '../../components/charts/StatCard';

/**
 * Posts of the last 7 and 30 days, each against the period before, from the posts created
 * since 7, 14, 30 and 60 days ago: counted by our server, or found in the site's feed by their
 * dates (use-feed-counts.ts). Undefined while they are counted.
 */
export function PostCountCards({
  since,
  partial,
}: {
  since: PostsSince | undefined;
  partial: boolean;
}) {
  const { t } = useLingui();
  const card = (days: 7 | 30, current: number, sinceBefore: number) => (
    <StatCard
      label={plural(days, { one: 'Posts, last # day', other: 'Posts, last # days' })}
      value={current}
      loading={since === undefined}
      change={
        partial || since === undefined
          ? undefined
          : {
              previous: sinceBefore - current,
              period: t({
                comment: 'After a change in percent: "+12% vs previous 7 days".',
                message: plural(days, { one: 'previous # day', other: 'previous # days' }),
              }),
            }
      }
      hint={partial ? t`At least: counting was stopped` : undefined}
    />
  );
  return (
    <>
      {card(7, since?.days7 ?? 0, since?.days14 ?? 0)}
      {card(30, since?.days30 ?? 0, since?.days60 ?? 0)}
    </>
  );
}
