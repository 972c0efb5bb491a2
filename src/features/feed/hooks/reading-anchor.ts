/**
 * The post being read, and where it is on screen, so that posts put on top of the feed do not
 * move it (use-reading-anchor.ts). Positions are the virtualizer's: document offsets of the
 * rows (`start`, including the list's own offset), and the window's scroll offset.
 */
export interface ReadingAnchor {
  key: string;
  /** The row's top minus the window's scroll offset: where it is on screen. */
  screenTop: number;
}

interface RowPlace {
  key: string | number | bigint;
  start: number;
}

/**
 * The row under the top edge of what is visible (below the shell's sticky top bar,
 * `topInset`), or null while the top of the list itself is visible: then nothing is being
 * read past, and new posts simply show at the top.
 */
export function readingAnchor(
  rowAtTop: RowPlace | undefined,
  listStart: number,
  scrollTop: number,
  topInset: number,
): ReadingAnchor | null {
  if (!rowAtTop || listStart >= scrollTop + topInset) return null;
  return { key: String(rowAtTop.key), screenTop: rowAtTop.start - scrollTop };
}

/** The scroll offset that puts the anchored row back where it was on screen. */
export function anchoredScrollTop(
  anchor: ReadingAnchor,
  rowStart: number | undefined,
): number | null {
  if (rowStart === undefined || !Number.isFinite(rowStart)) return null;
  return Math.max(0, rowStart - anchor.screenTop);
}
