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
 * the screen-reader summary of the results.
 */
export function describeFilters(filters: FeedFilters, names: FilterNames = {}): string[] {
  const parts: string[] = [];
  if (filters.space) parts.push(`in ${names.space ?? `the space “${filters.space}”`}`);
  if (filters.topic)
    parts.push(`about ${names.topic ? `“${names.topic}”` : `topic “${filters.topic}”`}`);
  if (filters.userId !== null) parts.push(`by ${names.author ?? `user #${filters.userId}`}`);
  const search = filters.search.trim();
  if (search) {
    const scopes = SEARCH_SCOPES.filter((scope) => filters.searchIn.includes(scope.value)).map(
      (scope) => scope.label.toLowerCase(),
    );
    parts.push(`matching “${search}” in ${scopes.join(' and ')}`);
  }
  if (filters.status) parts.push(`with status “${statusLabel(filters.status)}”`);
  if (filters.order === 'unanswered') parts.push('without any comment');
  return parts;
}
