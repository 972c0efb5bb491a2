import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { recallOffset, rememberOffset } from './scroll-memory';

/**
 * Scroll position per history entry. We use react-router in declarative mode, which has no
 * <ScrollRestoration>, so the feed does it: a new entry (a changed filter) starts at the top;
 * an entry seen before (back, forward, or returning from another page) gets its offset back as
 * soon as its posts are on screen — at once when they are still cached.
 *
 * Returns the offset to restore, for the virtualizer's `initialOffset`.
 */
export function useScrollMemory(
  locationKey: string,
  ready: boolean,
  page: RefObject<HTMLElement | null>,
): number | undefined {
  const currentKey = useRef(locationKey);
  const restoredKey = useRef<string | null>(null);

  useEffect(() => {
    // The browser's own restoration would fight ours on back/forward.
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      // While an entry waits for its posts, scrolling is the old page's layout settling.
      if (frame || restoredKey.current !== currentKey.current) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        // Leaving for another page, React hides the feed while that page's code loads (Suspense):
        // the window then snaps to the top, and that is not where the user was.
        if (!page.current || page.current.getClientRects().length === 0) return;
        rememberOffset(currentKey.current, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.history.scrollRestoration = previous;
      // The next page starts at its top, not at the depth the feed was scrolled to.
      window.scrollTo(0, 0);
    };
  }, [page]);

  useLayoutEffect(() => {
    // Before any scroll event of the new entry is saved, point saving at it.
    currentKey.current = locationKey;
    if (restoredKey.current === locationKey) return;
    const saved = recallOffset(locationKey);
    if (saved === undefined) {
      restoredKey.current = locationKey;
      window.scrollTo(0, 0);
      return;
    }
    if (!ready) return;
    restoredKey.current = locationKey;
    window.scrollTo(0, saved);
  }, [locationKey, ready]);

  return recallOffset(locationKey);
}
