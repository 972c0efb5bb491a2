import { useEffect, useRef, type RefObject } from 'react';
import { isTypingTarget } from '../../../lib/use-focus-shortcut';

interface FeedKeyboardOptions {
  /** The `role="feed"` element. */
  feed: RefObject<HTMLElement | null>;
  rowCount: number;
  /** Brings row `index` into view (it may not be rendered yet: the list is virtualized). */
  scrollToRow: (index: number) => void;
  /** The row at the top of the window, when no post has focus. */
  firstVisibleRow: () => number;
  toggleComments: (postId: number) => void;
  /** Near the end, `j` also asks for the next page. */
  loadMore: () => void;
}

function rowOf(element: Element | null): { index: number; article: HTMLElement } | null {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, not text
  const row = element?.closest<HTMLElement>('[data-index]');
  const article = row?.querySelector<HTMLElement>('article');
  return row && article ? { index: Number(row.dataset.index), article } : null;
}

/**
 * The feed's shortcuts, as in most social apps: `j`/`k` move to the next/previous post (and
 * focus it), `o` or Enter on a post opens or closes its comments (`/` for the search box is the
 * search box's own shortcut). Keys typed into a field, or with a modifier, are left alone.
 */
export function useFeedKeyboard(options: FeedKeyboardOptions): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  /** A row to focus once the virtualizer has rendered it. */
  const pendingFocus = useRef<number | null>(null);

  useEffect(() => {
    const focusRow = (index: number) => {
      const { feed, scrollToRow } = latest.current;
      pendingFocus.current = index;
      scrollToRow(index);
      const tryFocus = (attempt: number) => {
        if (pendingFocus.current !== index) return;
        const article = feed.current?.querySelector<HTMLElement>(`[data-index="${index}"] article`);
        if (article) {
          pendingFocus.current = null;
          article.focus({ preventScroll: true });
        } else if (attempt < 10) {
          requestAnimationFrame(() => tryFocus(attempt + 1));
        }
      };
      requestAnimationFrame(() => tryFocus(0));
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTypingTarget(event.target)) return;
      // A dialog (the profile panel, the palette) has the keys: the feed behind it is inert.
      if (document.querySelector('dialog[open]')) return;
      const { feed, rowCount, firstVisibleRow, toggleComments, loadMore } = latest.current;
      const focused =
        document.activeElement && feed.current?.contains(document.activeElement)
          ? rowOf(document.activeElement)
          : null;

      if ((event.key === 'j' || event.key === 'k') && rowCount > 0) {
        event.preventDefault();
        const from = focused ? focused.index : firstVisibleRow() - (event.key === 'j' ? 1 : 0);
        const to = Math.min(rowCount - 1, Math.max(0, from + (event.key === 'j' ? 1 : -1)));
        if (event.key === 'j' && to >= rowCount - 3) loadMore();
        focusRow(to);
      } else if (
        focused &&
        (event.key === 'o' || (event.key === 'Enter' && event.target === focused.article))
      ) {
        event.preventDefault();
        toggleComments(Number(focused.article.dataset.postId));
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
