import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApiClient } from '../../../api/ApiClientProvider';
import { spacesQuery } from '../../../api/directory';
import { paths } from '../../../app/paths';
import { Skeleton } from '../../../components/Skeleton';
import { pendingCountQuery } from '../../members/pending-count';

const numberFormat = new Intl.NumberFormat('en');

/**
 * Join requests waiting across the spaces the admin manages: each space's `pending_count` (the
 * same query as the members page's badge: 0 for spaces the account cannot manage), summed,
 * with each space that has some as a link to its pending list.
 */
export function PendingRequestsCard() {
  const client = useApiClient();
  const spaces = useQuery(spacesQuery(client));
  const counts = useQueries({
    // Asked once per visit here, not on the members page's live rhythm: one request a space.
    queries: (spaces.data ?? []).map((space) => ({
      ...pendingCountQuery(client, space.slug),
      refetchInterval: false as const,
    })),
  });
  const loading = spaces.isPending || counts.some((count) => count.isPending);
  const waiting = (spaces.data ?? [])
    .map((space, index) => ({ space, count: counts[index]?.data ?? 0 }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count);
  const total = waiting.reduce((sum, { count }) => sum + count, 0);
  const failed = spaces.isError || counts.some((count) => count.isError);
  return (
    <section
      aria-labelledby="pending-requests"
      aria-busy={loading}
      className="flex min-w-0 flex-col gap-1 rounded-card border border-border bg-surface p-4"
    >
      <h2 id="pending-requests" className="text-sm text-ink-muted">
        Pending join requests
      </h2>
      {loading ? (
        <Skeleton className="h-8 w-16" />
      ) : (
        <p className="text-2xl font-semibold text-ink tabular-nums">{numberFormat.format(total)}</p>
      )}
      {failed ? (
        <p className="text-xs text-danger">Some spaces could not be asked: the sum may be short.</p>
      ) : null}
      {!loading && waiting.length === 0 ? (
        <p className="text-xs text-ink-muted">No space is waiting on you.</p>
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
              <span className="tabular-nums text-ink-muted">{numberFormat.format(count)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
