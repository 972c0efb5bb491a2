import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isolatedText } from '../../../test/isolated-text';
import { DEFAULT_FEED_FILTERS } from '../url-state';
import { FeedEmpty } from './FeedEmpty';

afterEach(cleanup);

describe('FeedEmpty', () => {
  it('isolates the space’s and the author’s names in the sentence, right-to-left ones too', () => {
    render(
      <FeedEmpty
        filters={{ ...DEFAULT_FEED_FILTERS, space: 'general', userId: 7, search: 'שלום' }}
        names={{ space: 'المجتمع العام', author: 'נועה כהן' }}
        onClear={() => undefined}
      />,
    );
    const sentence = screen.getByText((_, element) =>
      Boolean(element?.textContent?.startsWith('No posts in') && element.tagName === 'DIV'),
    );
    expect(isolatedText(sentence)).toBe(
      'No posts in [المجتمع العام], by [נועה כהן], matching “[שלום]” in post content.',
    );
  });
});
