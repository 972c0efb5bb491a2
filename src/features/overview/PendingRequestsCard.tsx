import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../routes/paths';
import { Skeleton } from '../../components/Skeleton';
import { usePendingRequests } from '../../api/pending-requests';
import { formatNumber } from '../../components/number-format';

/**
 * Join requests waiting across the spaces the admin manages: each space's `pending_count`
 * summed, with each space that has some as a link to its pending list (api/pending-requests.ts).
 * The overview shows this card to managers only; the inbox lists the requests themselves
 * (docs/decisions/036-one-inbox.md).
 */
export function PendingRequestsCard() {
  const { waiting, total, loading, failed } = usePendingRequests({ enabled: true });
  return (
    <section
      aria-labelledby="pending-requests"
      aria-busy={loading}
      className="flex min-w-0 flex-col gap-1 rounded-card border border-border bg-surface p-4"
    >
      <h2 id="pending-requests" className="text-sm text-ink-muted">
        <Trans>Pending join requests</Trans>
      </h2>
      {loading ? (
        <Skeleton className="h-8 w-16" />
      ) : (
        <p className="text-2xl font-semibold text-ink tabular-nums">{formatNumber(total)}</p>
      )}
      {failed ? (
        <p className="text-xs text-danger">
          <Trans>Some spaces could not be asked: the sum may be short.</Trans>
        </p>
      ) : null}
      {!loading && waiting.length === 0 ? (
        <p className="text-xs text-ink-muted">
          <Trans>No space is waiting on you.</Trans>
        </p>
      ) : (
        <ul className="mt-1 space-y-0.5 text-sm">
          {waiting.map(({ space, count }) => (
            <li key={space.slug} className="flex justify-between gap-2">
              <Link
                to={paths.spaceMembers(space.slug, 'status=pending')}
                className="truncate text-accent hover:underline"
                dir="auto"
              >
                {space.title || space.slug}
              </Link>
              <span className="tabular-nums text-ink-muted">{formatNumber(count)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
