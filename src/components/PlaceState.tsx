import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from './Button';

interface PlaceStateProps {
  title: string;
  children: ReactNode;
  /** Where to choose another place, e.g. `/spaces`. */
  backTo: string;
  backLabel: string;
}

/**
 * Why a space or course cannot be shown, with the way back to the list: an unknown slug or id
 * (404, or an id that cannot exist), or an account that lacks the right (403).
 */
export function PlaceState({ title, children, backTo, backLabel }: PlaceStateProps) {
  return (
    <div className="rounded-card border border-border bg-surface px-6 py-10 text-center">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <div className="mx-auto mt-2 max-w-prose text-sm break-words text-ink-muted">{children}</div>
      <Link to={backTo} className={buttonClasses('primary', 'md', 'mt-5')}>
        {backLabel}
      </Link>
    </div>
  );
}
