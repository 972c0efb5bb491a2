import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { Icon } from '../../components/Icon';
import { SidebarInboxBadge } from '../../features/inbox/SidebarInboxBadge';
import { SavedViewsNav } from '../../features/saved-views/SavedViewsNav';
import { usePageCatalog } from '../../routes/page-catalog';
import { paths } from '../../routes/paths';

interface SidebarNavProps {
  /** Called after a link is followed (the phone menu closes itself). */
  onNavigate?: () => void;
}

export function SidebarNav({ onNavigate }: SidebarNavProps) {
  const { nav } = usePageCatalog();
  const { t } = useLingui();
  return (
    <>
      <nav aria-label={t({ message: 'Main', comment: "The sidebar's list of pages" })}>
        <ul className="space-y-1">
          {nav.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  `flex items-center gap-3 rounded-control px-3 py-2 text-sm font-medium ${
                    isActive
                      ? 'bg-accent/10 text-accent'
                      : 'text-ink-muted hover:bg-surface-muted hover:text-ink'
                  }`
                }
              >
                <Icon name={item.icon} className="size-5" />
                <span className="flex-1">{item.label}</span>
                {item.to === paths.inbox() ? <SidebarInboxBadge /> : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <SavedViewsNav onNavigate={onNavigate} />
    </>
  );
}
