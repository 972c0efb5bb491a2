import { useEffect, useRef, useState, type RefObject } from 'react';

interface LoadAheadOptions {
  /** An element at the end of the list. */
  sentinel: RefObject<Element | null>;
  /** Whether a next page may be requested now (there is one, and none is loading or failed). */
  enabled: boolean;
  load: () => void;
}

/**
 * Requests the next page a screen before the user reaches the end: an IntersectionObserver
 * watches the end of the list with a root margin of one viewport height. While the end stays
 * that close (a short page, a tall window), each finished page asks for the next one.
 */
export function useLoadAhead({ sentinel, enabled, load }: LoadAheadOptions): void {
  const [near, setNear] = useState(false);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => setNear(entries.some((entry) => entry.isIntersecting)),
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS length, not text
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel]);

  useEffect(() => {
    if (near && enabled) loadRef.current();
  }, [near, enabled]);
}
