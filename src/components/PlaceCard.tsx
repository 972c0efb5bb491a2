import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from './Skeleton';
import { StatusPill } from './StatusPill';

interface PlaceCardProps {
  to: string;
  title: string;
  /** Decorative, before the title (a space's emoji). */
  icon?: string;
  /** A privacy or status value, shown as a pill. */
  pill: string;
  description: string;
  /** Small print at the bottom: the slug, the number of students. */
  details: ReactNode;
}

/** One space or course in a picker list; the whole card is the link. */
export function PlaceCard({ to, title, icon, pill, description, details }: PlaceCardProps) {
  return (
    <li className="relative flex min-w-0 flex-col gap-1.5 rounded-card border border-border bg-surface p-4 hover:border-accent/60">
      <div className="flex min-w-0 items-center gap-2">
        {icon ? (
          <span aria-hidden="true" className="text-lg">
            {icon}
          </span>
        ) : null}
        <Link
          to={to}
          className="min-w-0 truncate font-semibold text-ink after:absolute after:inset-0 hover:underline"
          dir="auto"
          title={title}
        >
          {title}
        </Link>
        <span className="ms-auto shrink-0">
          <StatusPill value={pill} />
        </span>
      </div>
      {description.trim() ? (
        <p className="line-clamp-2 text-sm break-words text-ink-muted" dir="auto">
          {description}
        </p>
      ) : null}
      <p className="text-xs text-ink-muted">{details}</p>
    </li>
  );
}

/** The grid the cards sit in. */
export function PlaceCardGrid({ children }: { children: ReactNode }) {
  return <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">{children}</ul>;
}

/** Placeholder cards while the list loads. */
export function PlaceCardSkeletons() {
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-24 w-full rounded-card" />
      ))}
    </div>
  );
}
