import type { Suggestion } from './components/SuggestField';
import type { FeedRow } from './feed-rows';

/**
 * At most this many suggestions of each kind: a long scroll meets hundreds of authors, and a
 * datalist of all of them would be hundreds of DOM nodes for a field few people open.
 */
export const SUGGESTION_LIMIT = 30;

/**
 * The topics and authors of the posts loaded so far, the first met (the newest in the feed's
 * order) first: suggestions for the toolbar's fields, sorted by name.
 */
export function knownTopicsAndAuthors(
  rows: readonly FeedRow[],
  limit = SUGGESTION_LIMIT,
): { topics: Suggestion[]; authors: Suggestion[] } {
  const topics = new Map<string, string>();
  const authors = new Map<string, string>();
  for (const { post } of rows) {
    if (topics.size >= limit && authors.size >= limit) break;
    for (const term of post.terms) {
      if (topics.size < limit && term.slug && !topics.has(term.slug)) {
        topics.set(term.slug, term.title || term.slug);
      }
    }
    const name = post.xprofile?.display_name;
    const id = String(post.user_id);
    if (authors.size < limit && name && !authors.has(id)) authors.set(id, name);
  }
  const byLabel = (a: Suggestion, b: Suggestion) => a.label.localeCompare(b.label);
  return {
    topics: [...topics].map(([value, label]) => ({ value, label })).sort(byLabel),
    authors: [...authors].map(([value, label]) => ({ value, label })).sort(byLabel),
  };
}
