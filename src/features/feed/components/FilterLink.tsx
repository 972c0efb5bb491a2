import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../routes/paths';
import { feedFiltersCodec, type FeedFilters } from '../url-state';

interface FilterLinkProps {
  /** The filters to change; the others stay as they are. */
  patch: Partial<FeedFilters>;
  children: ReactNode;
  className?: string;
  title?: string;
  'aria-label'?: string;
}

/**
 * A real link to the feed with some filters changed (space, topic, author): it can be opened
 * in a new tab, and following it adds a history entry like any other filter change.
 */
export function FilterLink({ patch, children, ...props }: FilterLinkProps) {
  const [params] = useSearchParams();
  const current = feedFiltersCodec.parse(params).state;
  const search = feedFiltersCodec.serialize({ ...current, ...patch }).toString();
  return (
    <Link to={paths.feed(search)} {...props}>
      {children}
    </Link>
  );
}
