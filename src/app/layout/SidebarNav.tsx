import { NavLink } from 'react-router';
import { Icon } from '../../components/Icon';
import { SidebarPendingBadge } from '../../features/spaces/SidebarPendingBadge';
import { SavedViewsNav } from '../../features/saved-views/SavedViewsNav';
import { paths } from '../paths';
import { NAV_ITEMS } from './nav-items';

interface SidebarNavProps {
  /** Called after a link is followed (the phone menu closes itself). */
  onNavigate?: () => void;
}

export function SidebarNav({ onNavigate }: SidebarNavProps) {
  return (
    <>
      <nav aria-label="Main">
        <ul className="space-y-1">
          {NAV_ITEMS.map((item) => (
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
                {item.to === paths.spaces() ? <SidebarPendingBadge /> : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <SavedViewsNav onNavigate={onNavigate} />
    </>
  );
}
