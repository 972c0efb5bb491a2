import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/ApiClientProvider';
import { CountBadge } from '../../components/CountBadge';
import { pendingCountQuery } from './pending-count';

/** The pending join requests of the space on screen, beside its sidebar entry. */
export function SidebarPendingBadge({ slug }: { slug: string }) {
  const client = useApiClient();
  const { data: count } = useQuery(pendingCountQuery(client, slug));
  if (!count) return null;
  return <CountBadge count={count} label={count === 1 ? 'pending request' : 'pending requests'} />;
}
