import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Sentence } from '../../../components/Sentence';
import { filterPhrases, type FilterNames } from '../describe-filters';
import type { FeedFilters } from '../url-state';

interface FeedEmptyProps {
  filters: FeedFilters;
  names: FilterNames;
  onClear: () => void;
}

/** No posts: say which filters are active, and offer to clear them. */
export function FeedEmpty({ filters, names, onClear }: FeedEmptyProps) {
  const phrases = filterPhrases(filters, names);
  if (phrases.length === 0) {
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
      <Sentence
        parts={[
          'No posts ',
          ...phrases.flatMap((phrase, index) => (index === 0 ? phrase : [', ', ...phrase])),
          '.',
        ]}
      />
    </EmptyState>
  );
}
