import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useInbox } from '../../api/inbox/use-inbox';
import { CountBadge } from '../../components/CountBadge';

/**
 * Everything waiting on this account, beside the sidebar's "Inbox" on every page: the inbox's
 * own total, from the same queries (docs/decisions/036-one-inbox.md). Hidden at zero.
 */
export function SidebarInboxBadge() {
  const { total } = useInbox();
  const { t } = useLingui();
  const { count } = total;
  if (count === 0) return null;
  return (
    <CountBadge
      count={count}
      atLeast={total.atLeast}
      label={
        total.atLeast
          ? t({
              comment: 'After a count shown apart: "12+ items waiting".',
              message: 'items waiting',
            })
          : t({
              comment: 'After the count, shown apart: "12 items waiting".',
              message: plural(count, { one: 'item waiting', other: 'items waiting' }),
            })
      }
    />
  );
}
