import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Reaction } from '../../../api/schemas/feed';
import { isolatedText } from '../../../test/isolated-text';
import { ReactionsPreview } from './ReactionsPreview';

function reaction(id: number, name: string): Reaction {
  return {
    id,
    user_id: id,
    object_id: 1,
    object_type: 'feed',
    type: 'like',
    parent_id: null,
    created_at: null,
    updated_at: null,
    xprofile: { user_id: id, display_name: name, avatar: '' },
  };
}

afterEach(cleanup);

describe('ReactionsPreview', () => {
  it('isolates each name, so a right-to-left first name leaves the sentence in order', () => {
    const names = ['نورة العتيبي', 'נועה כהן', 'Ana'];
    render(
      <ReactionsPreview
        id="r"
        reactions={names.map((name, index) => reaction(index + 1, name))}
        count={6}
      />,
    );
    const sentence = screen.getByText((_, element) => element?.tagName === 'P');
    expect(sentence).toHaveTextContent('نورة العتيبي, נועה כהן, Ana, and 3 others reacted.');
    // The sentence keeps the page's direction; each name is a <bdi>, in the order given.
    expect(sentence).not.toHaveAttribute('dir');
    expect(isolatedText(sentence)).toBe('[نورة العتيبي], [נועה כהן], [Ana], and 3 others reacted.');
  });
});
