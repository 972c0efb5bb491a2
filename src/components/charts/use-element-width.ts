import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The content width of an element, kept current with a ResizeObserver (which also reports
 * once as soon as it observes, before the first paint). Until then — and where there is no
 * ResizeObserver (jsdom) or the element is hidden (width 0) — it is `fallback`.
 */
export function useElementWidth(element: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(0);

  useLayoutEffect(() => {
    const target = element.current;
    if (!target || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const measured = entries[entries.length - 1]?.contentRect.width ?? 0;
      setWidth(Math.floor(measured));
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);

  return width > 0 ? width : fallback;
}
