import { named, type SentencePart } from '../../lib/sentence';
import { SEARCH_SCOPES, statusLabel, type FeedFilters } from './url-state';

export interface FilterNames {
  /** The selected space's title, when known. */
  space?: string;
  /** The selected author's name, when known. */
  author?: string;
  /** The selected topic's title, when known. */
  topic?: string;
}

/**
 * The active filters in words, for the empty state ("No posts in General by Lucas Davis") and
 * the screen-reader summary of the results: one phrase a filter, with the names and titles
 * from the site (and the searched words) as parts of their own, to be isolated on the page
 * (lib/sentence.ts).
 */
export function filterPhrases(filters: FeedFilters, names: FilterNames = {}): SentencePart[][] {
  const phrases: SentencePart[][] = [];
  if (filters.space) {
    phrases.push(
      names.space ? ['in ', named(names.space)] : ['in the space “', named(filters.space), '”'],
    );
  }
  if (filters.topic) {
    phrases.push(
      names.topic
        ? ['about “', named(names.topic), '”']
        : ['about topic “', named(filters.topic), '”'],
    );
  }
  if (filters.userId !== null) {
    phrases.push(names.author ? ['by ', named(names.author)] : [`by user #${filters.userId}`]);
  }
  const search = filters.search.trim();
  if (search) {
    const scopes = SEARCH_SCOPES.filter((scope) => filters.searchIn.includes(scope.value)).map(
      (scope) => scope.label.toLowerCase(),
    );
    phrases.push(['matching “', named(search), `” in ${scopes.join(' and ')}`]);
  }
  if (filters.status) phrases.push([`with status “${statusLabel(filters.status)}”`]);
  if (filters.order === 'unanswered') phrases.push(['without any comment']);
  return phrases;
}
