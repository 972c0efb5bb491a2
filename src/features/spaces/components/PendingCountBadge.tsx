import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/ApiClientProvider';
import { CountBadge } from '../../../components/CountBadge';
import { pendingCountQuery } from '../../../api/pending-count';

/**
 * The number of join requests waiting in a space. The page title and the status filter both
 * render this one query, so they always agree (the sidebar sums every space's: its total moves
 * with this count, from the same cache entry). Hidden at zero (also what a site
 * answers to an account that cannot manage the space).
 */
export function PendingCountBadge({ slug, className }: { slug: string; className?: string }) {
  const { t } = useLingui();
  const client = useApiClient();
  const { data: count } = useQuery(pendingCountQuery(client, slug));
  if (!count) return null;
  return (
    <CountBadge
      count={count}
      label={t({
        message: plural(count, { one: 'pending request', other: 'pending requests' }),
        comment: 'Read by screen readers after the number of requests, shown on its own',
      })}
      className={className}
    />
  );
}
