import { describe, expect, it } from 'vitest';
import type { Person } from '../../api/people';
import { unnamedFilterNotes } from './filter-notes';
import { DEFAULT_FEED_FILTERS, type FeedFilters } from './url-state';

const ana: Person = { id: 3, name: 'Ana Souza', username: 'asouza', avatar: null };
const known = { topics: [{ slug: 'help', title: 'Help' }], authors: [ana] };
const filters = (patch: Partial<FeedFilters>): FeedFilters => ({
  ...DEFAULT_FEED_FILTERS,
  ...patch,
});
const settled = { settled: true, empty: true };

describe('unnamedFilterNotes', () => {
  it('says nothing until the feed for these filters has answered', () => {
    expect(
      unnamedFilterNotes(filters({ userId: 123, topic: 'gone' }), known, {
        settled: false,
        empty: true,
      }),
    ).toEqual({});
  });

  it('says nothing of an author or topic the loaded posts name', () => {
    expect(unnamedFilterNotes(filters({ userId: 3, topic: 'help' }), known, settled)).toEqual({});
  });

  it('notes an author without posts, who may have been deleted', () => {
    expect(unnamedFilterNotes(filters({ userId: 123 }), known, settled)).toEqual({
      author: { id: 123, note: 'No posts by this member — they may have been deleted.' },
    });
  });

  it('does not blame the member when other filters may hide their posts', () => {
    const notes = unnamedFilterNotes(filters({ userId: 123, search: 'deploy' }), known, settled);
    expect(notes.author?.note).toBe(
      'No posts by this member match the other filters, so their name is not known here.',
    );
  });

  it('notes a topic without posts, and one a real site answered with every topic’s posts', () => {
    expect(unnamedFilterNotes(filters({ topic: 'gone' }), known, settled)).toEqual({
      topic: {
        slug: 'gone',
        note: 'No posts have this topic — it may have been deleted or renamed.',
      },
    });
    const everyTopic = unnamedFilterNotes(filters({ topic: 'gone' }), known, {
      settled: true,
      empty: false,
    });
    expect(everyTopic.topic?.note).toMatch(/may be showing posts of every topic/);
  });
});
