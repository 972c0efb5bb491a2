import { describe, expect, it } from 'vitest';
import {
  clearedFilters,
  DEFAULT_FEED_FILTERS,
  feedFiltersCodec,
  hasActiveFilters,
  type FeedFilters,
} from './url-state';

const parse = (query: string) => feedFiltersCodec.parse(new URLSearchParams(query));
const serialize = (filters: Partial<FeedFilters>) =>
  feedFiltersCodec.serialize({ ...DEFAULT_FEED_FILTERS, ...filters }).toString();

describe('feedFiltersCodec.parse', () => {
  it('reads an empty URL as the defaults', () => {
    expect(parse('')).toEqual({ state: DEFAULT_FEED_FILTERS, ignored: [] });
  });

  it('reads every filter under the API’s own names', () => {
    const { state, ignored } = parse(
      'space=general&topic_slug=questions&user_id=12&search=deploy&search_in=post_content&search_in=post_comments&order_by_type=popular&status=pending&disable_sticky=yes',
    );
    expect(ignored).toEqual([]);
    expect(state).toEqual({
      space: 'general',
      topic: 'questions',
      userId: 12,
      search: 'deploy',
      searchIn: ['post_content', 'post_comments'],
      order: 'popular',
      status: 'pending',
      hidePinned: true,
    });
  });

  it('accepts the API’s bracketed search_in[] form and orders the scopes', () => {
    expect(parse('search_in[]=post_comments&search_in[]=post_content').state.searchIn).toEqual([
      'post_content',
      'post_comments',
    ]);
    expect(parse('search_in=post_comments').state.searchIn).toEqual(['post_comments']);
  });

  it('reports values it cannot use, in the order of the link, and falls back to defaults', () => {
    const { state, ignored } = parse(
      'space=no%20spaces&user_id=abc&order_by_type=random&status=deleted&disable_sticky=maybe&search_in=everywhere&topic_slug=%3Cscript%3E',
    );
    expect(state).toEqual(DEFAULT_FEED_FILTERS);
    expect(ignored).toEqual([
      'space=no spaces',
      'user_id=abc',
      'order_by_type=random',
      'status=deleted',
      'disable_sticky=maybe',
      'search_in=everywhere',
      'topic_slug=<script>',
    ]);
  });

  it('reports parameters the feed does not have', () => {
    expect(parse('page=3&space=general').ignored).toEqual(['page=3']);
  });

  it('reports repeated parameters beyond the first, as the other pages do', () => {
    const { state, ignored } = parse('space=general&space=design&search_in[]=nowhere');
    expect(state.space).toBe('general');
    expect(ignored).toEqual(['space=design', 'search_in[]=nowhere']);
  });

  it('refuses a zero or negative author id', () => {
    expect(parse('user_id=0').state.userId).toBeNull();
    expect(parse('user_id=-4').ignored).toEqual(['user_id=-4']);
  });

  it('reads disable_sticky=no as showing the pinned post, silently', () => {
    expect(parse('disable_sticky=no')).toEqual({ state: DEFAULT_FEED_FILTERS, ignored: [] });
  });

  it('keeps non-Latin slugs', () => {
    expect(parse('space=caf%C3%A9-club').state.space).toBe('café-club');
  });
});

describe('feedFiltersCodec.serialize', () => {
  it('drops values equal to their defaults', () => {
    expect(serialize({})).toBe('');
    expect(serialize({ order: 'latest', searchIn: ['post_content'], hidePinned: false })).toBe('');
  });

  it('writes the non-default values under the API’s names', () => {
    expect(
      serialize({
        space: 'general',
        topic: 'help',
        userId: 7,
        search: 'a b',
        searchIn: ['post_comments', 'post_content'],
        order: 'oldest',
        status: 'scheduled',
        hidePinned: true,
      }),
    ).toBe(
      'space=general&topic_slug=help&user_id=7&search=a+b&search_in=post_content&search_in=post_comments&order_by_type=oldest&status=scheduled&disable_sticky=yes',
    );
  });

  it('never writes an empty search scope', () => {
    expect(serialize({ searchIn: [] })).toBe('');
  });

  it('round-trips what it writes', () => {
    const filters: FeedFilters = {
      ...DEFAULT_FEED_FILTERS,
      space: 'design-club',
      searchIn: ['post_comments'],
      order: 'unanswered',
    };
    expect(parse(feedFiltersCodec.serialize(filters).toString())).toEqual({
      state: filters,
      ignored: [],
    });
  });
});

describe('active filters', () => {
  it('counts what narrows the feed, not the order', () => {
    expect(hasActiveFilters(DEFAULT_FEED_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FEED_FILTERS, order: 'popular' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FEED_FILTERS, search: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FEED_FILTERS, order: 'unanswered' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FEED_FILTERS, userId: 3 })).toBe(true);
  });

  it('clears the narrowing filters and keeps the order and pinned toggle', () => {
    expect(
      clearedFilters({
        ...DEFAULT_FEED_FILTERS,
        space: 'general',
        search: 'x',
        order: 'popular',
        hidePinned: true,
      }),
    ).toEqual({ ...DEFAULT_FEED_FILTERS, order: 'popular', hidePinned: true });
    expect(clearedFilters({ ...DEFAULT_FEED_FILTERS, order: 'unanswered' }).order).toBe('latest');
  });
});
