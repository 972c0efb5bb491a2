import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isolated } from '../lib/sentence';

interface PlaceHeaderProps {
  /** The list this page belongs to, e.g. `{ to: '/spaces', label: 'Spaces' }`. */
  parent: { to: string; label: string };
  /** The page within it: "Members", "Students". */
  current: string;
  /** The space or course name (user-provided text). */
  title: string;
  /** Shown before the title, decorative (a space's emoji). */
  icon?: string;
  /** Beside the title: the pending-requests badge. */
  badge?: ReactNode;
  subtitle: ReactNode;
  /** At the end of the header: a picker to switch place. */
  picker: ReactNode;
}

/** The header of a space's or course's page: breadcrumb, name, and a picker to switch. */
export function PlaceHeader({
  parent,
  current,
  title,
  icon,
  badge,
  subtitle,
  picker,
}: PlaceHeaderProps) {
  const { t } = useLingui();
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-56 flex-1">
        <nav aria-label={t`Breadcrumb`} className="text-sm text-ink-muted">
          <Link to={parent.to} className="hover:text-ink hover:underline">
            {parent.label}
          </Link>
          <span aria-hidden="true"> / </span>
          <span>{current}</span>
        </nav>
        <div className="mt-1 flex min-w-0 items-center gap-2">
          {/* The full title when it is cut short; often the site's own name, so kept in its own
              direction there too (docs/decisions/040-translations-with-lingui.md). */}
          <h1 className="min-w-0 truncate text-2xl font-semibold text-ink" title={isolated(title)}>
            {icon ? <span aria-hidden="true">{icon} </span> : null}
            <span dir="auto">{title}</span>
          </h1>
          {badge}
        </div>
        <p className="mt-0.5 text-sm text-ink-muted">{subtitle}</p>
      </div>
      {picker}
    </header>
  );
}
