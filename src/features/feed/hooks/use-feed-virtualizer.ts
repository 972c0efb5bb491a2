import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback } from 'react';
import type { FeedRow } from '../feed-rows';
import { recallRowSize, rememberRowSize } from './scroll-memory';

/** A first guess for a post never measured at this width: a card with two paragraphs. */
const ESTIMATED_ROW = 360;
/** The space between cards. */
const GAP = 16;
/** The sticky top bar covers the top of the window: scrolling to a post stops below it. */
export const TOP_BAR = 56;

/**
 * Virtualizes the feed against the window. The window, not an inner box, scrolls: the page
 * keeps its native scrolling (keyboard, find-in-page scrolls to rendered rows, the sticky top bar
 * of the shell) and one scroll position to remember. Rows have measured, variable heights
 * (`measureElement`); every measurement is also remembered by post, so a remounted feed lays
 * out at once at the right height and a restored scroll offset lands on the same post.
 */
export function useFeedVirtualizer(rows: FeedRow[], scrollMargin: number, initialOffset?: number) {
  const estimateSize = useCallback(
    (index: number) => {
      const key = rows[index]?.key;
      return (key && recallRowSize(key, window.innerWidth)) || ESTIMATED_ROW;
    },
    [rows],
  );
  const getItemKey = useCallback((index: number) => rows[index]?.key ?? index, [rows]);

  return useWindowVirtualizer<HTMLDivElement>({
    count: rows.length,
    estimateSize,
    getItemKey,
    overscan: 3,
    gap: GAP,
    scrollMargin,
    scrollPaddingStart: TOP_BAR + GAP,
    initialOffset,
    measureElement: (element, entry, instance) => {
      const size = measureElement(element, entry, instance);
      const key = element.getAttribute('data-key');
      if (key) rememberRowSize(key, size, window.innerWidth);
      return size;
    },
  });
}
