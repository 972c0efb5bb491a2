import { CountBadge } from '../../components/CountBadge';
import { useViewer } from '../../lib/viewer';
import { usePendingRequests } from '../../api/pending-requests';

/**
 * The join requests waiting across every space, beside the sidebar's "Space members" on every
 * page: the overview's number, from the same queries. Hidden at zero, and for an account that
 * may not see requests (which it then never asks about).
 */
export function SidebarPendingBadge() {
  const { isManager } = useViewer();
  const { total } = usePendingRequests({ enabled: isManager });
  if (!total) return null;
  return <CountBadge count={total} label={total === 1 ? 'pending request' : 'pending requests'} />;
}
