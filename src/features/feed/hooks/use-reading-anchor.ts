import type { Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import type { FeedRow } from '../feed-rows';
import { anchoredScrollTop, readingAnchor, type ReadingAnchor } from './reading-anchor';
import { TOP_BAR } from './use-feed-virtualizer';

interface Held {
  anchor: ReadingAnchor | null;
  /** The rows when the anchor was taken: the effect waits for the render with new ones. */
  rows: readonly FeedRow[];
}

/**
 * Keeps the post being read exactly where it is on screen while posts are put above it. The
 * window virtualizer keeps the scroll offset when rows are inserted, so everything below them
 * would move down by their height: `hold()` notes the row at the top of the window and its
 * place on screen, and once the new rows are laid out the window scrolls by what they added.
 * Rows measured later above the window (the overscan) are compensated by the virtualizer itself
 * (an item above the scroll offset that changes size adjusts the offset). At the top of the list
 * nothing is held: the new posts simply show.
 *
 * Focus moves to the post being read, or at the top to the first new post, so the button that
 * disappears does not drop focus to the page; neither scrolls.
 */
export function useReadingAnchor(
  virtualizer: Virtualizer<Window, HTMLDivElement>,
  rows: readonly FeedRow[],
  feed: RefObject<HTMLElement | null>,
): () => void {
  const held = useRef<Held | null>(null);

  const hold = useCallback(() => {
    const scrollTop = window.scrollY;
    const listStart = virtualizer.measurementsCache[0]?.start ?? virtualizer.options.scrollMargin;
    const rowAtTop = virtualizer.getVirtualItemForOffset(scrollTop + TOP_BAR);
    held.current = { anchor: readingAnchor(rowAtTop, listStart, scrollTop, TOP_BAR), rows };
  }, [virtualizer, rows]);

  useLayoutEffect(() => {
    const current = held.current;
    if (!current || current.rows === rows) return;
    held.current = null;
    const { anchor } = current;
    if (anchor) {
      const index = rows.findIndex((row) => row.key === anchor.key);
      const top = anchoredScrollTop(anchor, virtualizer.measurementsCache[index]?.start);
      if (index >= 0 && top !== null && Math.abs(top - window.scrollY) >= 0.5) {
        virtualizer.scrollToOffset(top);
      }
    }
    const before = new Set(current.rows.map((row) => row.key));
    const focusRow = anchor ? anchor.key : rows.find((row) => !before.has(row.key))?.key;
    // Row keys are `post-<id>` and `pinned-<id>` (feed-rows.ts): nothing to escape.
    const article = focusRow
      ? feed.current?.querySelector<HTMLElement>(`[data-key="${focusRow}"] article`)
      : null;
    article?.focus({ preventScroll: true });
  }, [rows, virtualizer, feed]);

  return hold;
}
