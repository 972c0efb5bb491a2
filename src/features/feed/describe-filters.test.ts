import { describe, expect, it } from 'vitest';
import { isolatedName } from '../../test/isolated-text';
import { sentenceText } from '../../lib/sentence';
import { filterPhrases } from './describe-filters';
import { DEFAULT_FEED_FILTERS } from './url-state';

describe('filterPhrases, as plain text', () => {
  it('says nothing for the unfiltered feed, whatever the order', () => {
    expect(filterPhrases(DEFAULT_FEED_FILTERS).map(sentenceText)).toEqual([]);
    expect(filterPhrases({ ...DEFAULT_FEED_FILTERS, order: 'popular' }).map(sentenceText)).toEqual(
      [],
    );
  });

  it('names every active filter, with names when known', () => {
    expect(
      filterPhrases(
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
      ).map(sentenceText),
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
      filterPhrases({
        ...DEFAULT_FEED_FILTERS,
        space: 'design-club',
        topic: 'help',
        userId: 4,
      }).map(sentenceText),
    ).toEqual([
      `in the space “${isolatedName('design-club')}”`,
      `about topic “${isolatedName('help')}”`,
      'by user #4',
    ]);
  });
});
