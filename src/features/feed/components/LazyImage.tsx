import type { CSSProperties } from 'react';

interface LazyImageProps {
  /** An http(s) URL already checked with `safeHttpUrl`. */
  src: string;
  alt: string;
  /** Intrinsic size: the browser reserves the box (aspect ratio) before the image arrives. */
  width: number;
  height: number;
  className?: string;
  style?: CSSProperties;
}

/**
 * An image from the site or a third party: loaded only near the viewport, decoded off the main
 * thread, and sent without a referrer (the dashboard's address is nobody's business).
 */
export function LazyImage(props: LazyImageProps) {
  return <img {...props} loading="lazy" decoding="async" referrerPolicy="no-referrer" />;
}
