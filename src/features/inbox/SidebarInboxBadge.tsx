import { useInbox } from '../../api/inbox/use-inbox';
import { CountBadge } from '../../components/CountBadge';

/**
 * Everything waiting on this account, beside the sidebar's "Inbox" on every page: the inbox's
 * own total, from the same queries (docs/decisions/036-one-inbox.md). Hidden at zero.
 */
export function SidebarInboxBadge() {
  const { total } = useInbox();
  if (total.count === 0) return null;
  return (
    <CountBadge
      count={total.count}
      atLeast={total.atLeast}
      label={total.count === 1 && !total.atLeast ? 'item waiting' : 'items waiting'}
    />
  );
}
