import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How far the list starts below the top of the document: the window virtualizer's
 * `scrollMargin`. Anything above it can change height (a notice appears or is dismissed, the
 * toolbar wraps on a narrower window), and each such change resizes the body: a ResizeObserver
 * on the body re-reads the offset, and state changes only when it moved.
 */
export function useListOffset(list: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);

  useLayoutEffect(() => {
    const element = list.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () =>
      setOffset(Math.round(element.getBoundingClientRect().top + window.scrollY));
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    observer.observe(element);
    return () => observer.disconnect();
  }, [list]);

  return offset;
}
