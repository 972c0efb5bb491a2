import { t } from '@lingui/core/macro';
import type { KnownTopic } from './known-filters';
import type { Person } from '../../api/people';
import { hasActiveFilters, type FeedFilters } from './url-state';

/** Why the toolbar cannot name an author or topic of the URL, for the value it is about. */
export interface UnnamedFilterNotes {
  author?: { id: number; note: string };
  topic?: { slug: string; note: string };
}

interface FeedOutcome {
  /** The feed for these filters has answered (its posts are the filters' own). */
  settled: boolean;
  empty: boolean;
}

/**
 * The notes under the author and topic pickers when the URL holds an id or slug no loaded post
 * names. Posts are where names come from (a filtered feed's posts all carry the author or
 * topic), so no post means a member or topic that may be gone: the field keeps showing the id
 * or slug, with this note, never an empty field or an error.
 */
export function unnamedFilterNotes(
  filters: FeedFilters,
  known: { topics: readonly KnownTopic[]; authors: readonly Person[] },
  feed: FeedOutcome,
): UnnamedFilterNotes {
  if (!feed.settled) return {};
  const notes: UnnamedFilterNotes = {};
  const { userId, topic } = filters;
  if (userId !== null && !known.authors.some((author) => author.id === userId)) {
    const alone = !hasActiveFilters({ ...filters, userId: null });
    let note = t`No loaded post is by this member — they may have been deleted.`;
    if (feed.empty) {
      note = alone
        ? t`No posts by this member — they may have been deleted.`
        : t`No posts by this member match the other filters, so their name is not known here.`;
    }
    notes.author = { id: userId, note };
  }
  if (topic !== '' && !known.topics.some((known) => known.slug === topic)) {
    const alone = !hasActiveFilters({ ...filters, topic: '' });
    // Real sites answer an unknown slug with posts of every topic (behaviour.md, "Feeds").
    let note = t`No loaded post has this topic — it may have been deleted or renamed, and the site may be showing posts of every topic.`;
    if (feed.empty) {
      note = alone
        ? t`No posts have this topic — it may have been deleted or renamed.`
        : t`No posts with this topic match the other filters, so its title is not known here.`;
    }
    notes.topic = { slug: topic, note };
  }
  return notes;
}
