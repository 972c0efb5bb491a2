/**
 * Width and height for an image whose real size the API may not send, so the browser reserves
 * its box before it loads and the row never jumps (and the virtualizer's measurement holds).
 */
export interface MediaSize {
  width: number;
  height: number;
}

export function mediaSize(
  width: number | undefined,
  height: number | undefined,
  fallback: MediaSize = { width: 16, height: 9 },
): MediaSize {
  return width && height && width > 0 && height > 0 ? { width, height } : fallback;
}
