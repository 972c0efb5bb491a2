import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { describeFilters, type FilterNames } from '../describe-filters';
import type { FeedFilters } from '../url-state';

interface FeedEmptyProps {
  filters: FeedFilters;
  names: FilterNames;
  onClear: () => void;
}

/** No posts: say which filters are active, and offer to clear them. */
export function FeedEmpty({ filters, names, onClear }: FeedEmptyProps) {
  const parts = describeFilters(filters, names);
  if (parts.length === 0) {
    return (
      <EmptyState title="No posts yet">
        Nothing has been posted in the spaces this account can see.
      </EmptyState>
    );
  }
  return (
    <EmptyState
      title="No posts match these filters"
      action={<Button onClick={onClear}>Clear filters</Button>}
    >
      No posts {parts.join(', ')}.
    </EmptyState>
  );
}
