import { cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHORTCUTS, type KeyChord } from '../../../lib/keyboard-shortcuts';
import { useFeedKeyboard } from './use-feed-keyboard';

afterEach(cleanup);

const keysOf = (chords: readonly KeyChord[]) => chords.map((chord) => chord.key);

// The feed keeps its own keys; this checks them against the table the help sheet lists.
describe('the handlers do what the shortcut table says', () => {
  it('moves through the feed and opens comments on the table’s keys', () => {
    render(
      <div role="feed" aria-label="Posts">
        <div data-index="0">
          <article tabIndex={-1} data-post-id="70" aria-label="First post" />
        </div>
      </div>,
    );
    const feed = { current: screen.getByRole('feed') };
    const scrollToRow = vi.fn();
    const toggleComments = vi.fn();
    renderHook(() =>
      useFeedKeyboard({
        feed,
        rowCount: 10,
        scrollToRow,
        firstVisibleRow: () => 4,
        toggleComments,
        loadMore: () => undefined,
      }),
    );
    const [next] = keysOf(SHORTCUTS.nextPost.chords);
    const [previous] = keysOf(SHORTCUTS.previousPost.chords);
    fireEvent.keyDown(document.body, { key: next });
    expect(scrollToRow).toHaveBeenLastCalledWith(4);
    fireEvent.keyDown(document.body, { key: previous });
    expect(scrollToRow).toHaveBeenLastCalledWith(3);

    const article = screen.getByRole('article', { name: 'First post' });
    article.focus();
    for (const key of keysOf(SHORTCUTS.toggleComments.chords)) {
      fireEvent.keyDown(article, { key });
    }
    expect(toggleComments.mock.calls).toEqual([[70], [70]]);
  });
});
