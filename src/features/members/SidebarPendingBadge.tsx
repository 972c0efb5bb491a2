import { PendingCountBadge } from './components/PendingCountBadge';

/** The pending join requests of the space on screen, beside its sidebar entry. */
export function SidebarPendingBadge({ slug }: { slug: string }) {
  return <PendingCountBadge slug={slug} />;
}
