import { characterCount } from './fold';

/**
 * The FTS5 trigram indexes (posts, comments, profiles) match a folded term as an exact
 * substring, but only terms of 3 characters or more have trigrams.
 *
 * Up to FTS_CANDIDATE_LIMIT matches, a search reads its matches from the index (rare terms);
 * beyond that the term is common, and testing rows along the order's index finds a page
 * sooner.
 */
export const FTS_CANDIDATE_LIMIT = 1000;

/** The term as an FTS5 phrase (quotes doubled, operators inert), or null below 3 characters. */
export function trigramPhrase(term: string): string | null {
  return characterCount(term) < 3 ? null : `"${term.replace(/"/g, '""')}"`;
}
