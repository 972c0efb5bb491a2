import { NavLink, useMatch } from 'react-router';
import { SidebarPendingBadge } from '../../features/members/SidebarPendingBadge';
import { NAV_ITEMS } from './nav-items';

interface SidebarNavProps {
  /** Called after a link is followed (the phone menu closes itself). */
  onNavigate?: () => void;
}

export function SidebarNav({ onNavigate }: SidebarNavProps) {
  const spaceMatch = useMatch('/spaces/:slug/members');
  const currentSpace = spaceMatch?.params.slug ?? null;
  return (
    <nav aria-label="Main">
      <ul className="space-y-1">
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              onClick={onNavigate}
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-control px-3 py-2 text-sm font-medium ${
                  isActive
                    ? 'bg-accent/10 text-accent'
                    : 'text-ink-muted hover:bg-surface-muted hover:text-ink'
                }`
              }
            >
              <svg
                viewBox="0 0 24 24"
                className="size-5 shrink-0"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                aria-hidden="true"
              >
                <path d={item.icon} strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <span className="flex-1">{item.label}</span>
              {item.match === '/spaces' && currentSpace ? (
                <SidebarPendingBadge slug={currentSpace} />
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
