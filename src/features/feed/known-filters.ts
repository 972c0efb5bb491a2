import type { Person } from '../../api/people';
import type { FeedRow } from './feed-rows';

/** A topic as the topic picker shows it. */
export interface KnownTopic {
  slug: string;
  title: string;
}

/**
 * At most this many of each kind: a long scroll meets hundreds of authors, and the pickers
 * show only those that match what is typed.
 */
export const SUGGESTION_LIMIT = 30;

/**
 * The topics and authors of the posts loaded so far, the first met (the newest in the feed's
 * order) first: suggestions for the toolbar's pickers, and the names of the ids in the URL.
 * Sorted by name.
 */
export function knownTopicsAndAuthors(
  rows: readonly FeedRow[],
  limit = SUGGESTION_LIMIT,
): { topics: KnownTopic[]; authors: Person[] } {
  const topics = new Map<string, KnownTopic>();
  const authors = new Map<number, Person>();
  for (const { post } of rows) {
    if (topics.size >= limit && authors.size >= limit) break;
    for (const term of post.terms) {
      if (topics.size < limit && term.slug && !topics.has(term.slug)) {
        topics.set(term.slug, { slug: term.slug, title: term.title || term.slug });
      }
    }
    const profile = post.xprofile;
    if (authors.size < limit && profile?.display_name && !authors.has(post.user_id)) {
      authors.set(post.user_id, {
        id: post.user_id,
        name: profile.display_name,
        username: profile.username,
        avatar: profile.avatar || null,
      });
    }
  }
  return {
    topics: [...topics.values()].sort((a, b) => a.title.localeCompare(b.title)),
    authors: [...authors.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
}
