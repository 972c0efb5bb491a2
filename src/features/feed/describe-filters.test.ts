import { describe, expect, it } from 'vitest';
import { isolatedName } from '../../test/isolated-text';
import { describeFilters } from './describe-filters';
import { DEFAULT_FEED_FILTERS } from './url-state';

describe('describeFilters', () => {
  it('says nothing for the unfiltered feed, whatever the order', () => {
    expect(describeFilters(DEFAULT_FEED_FILTERS)).toEqual([]);
    expect(describeFilters({ ...DEFAULT_FEED_FILTERS, order: 'popular' })).toEqual([]);
  });

  it('names every active filter, with names when known', () => {
    expect(
      describeFilters(
        {
          ...DEFAULT_FEED_FILTERS,
          space: 'general',
          topic: 'questions',
          userId: 9,
          search: ' deploy ',
          searchIn: ['post_content', 'post_comments'],
          status: 'pending',
          order: 'unanswered',
        },
        { space: 'General', author: 'Lucas Davis', topic: 'Questions' },
      ),
    ).toEqual([
      `in ${isolatedName('General')}`,
      `about “${isolatedName('Questions')}”`,
      `by ${isolatedName('Lucas Davis')}`,
      `matching “${isolatedName('deploy')}” in post content and comments`,
      'with status “In review”',
      'without any comment',
    ]);
  });

  it('falls back to slugs and ids', () => {
    expect(
      describeFilters({ ...DEFAULT_FEED_FILTERS, space: 'design-club', topic: 'help', userId: 4 }),
    ).toEqual([
      `in the space “${isolatedName('design-club')}”`,
      `about topic “${isolatedName('help')}”`,
      'by user #4',
    ]);
  });
});
