/**
 * What the feed remembers while the dashboard is open, so going back (or returning from another
 * page) puts the user where they were: the window's scroll offset per history entry
 * (`location.key`), and the measured height of each post row.
 *
 * Kept in memory rather than sessionStorage on purpose: restoring a deep offset is only useful
 * while the loaded pages are still in the query cache, which is in memory too. After a reload the
 * feed starts at the top with page 1.
 */
const OFFSET_LIMIT = 100;
const SIZE_LIMIT = 5000;

const offsets = new Map<string, number>();
const sizes = new Map<string, number>();
let sizesWidth = 0;

function trim(map: Map<string, number>, limit: number): void {
  while (map.size > limit) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) return;
    map.delete(oldest);
  }
}

export function rememberOffset(locationKey: string, offset: number): void {
  offsets.delete(locationKey);
  offsets.set(locationKey, offset);
  trim(offsets, OFFSET_LIMIT);
}

export function recallOffset(locationKey: string): number | undefined {
  return offsets.get(locationKey);
}

/** Heights depend on the width: a different width forgets them all. */
export function rememberRowSize(rowKey: string, size: number, width: number): void {
  if (width !== sizesWidth) {
    sizes.clear();
    sizesWidth = width;
  }
  sizes.delete(rowKey);
  sizes.set(rowKey, size);
  trim(sizes, SIZE_LIMIT);
}

export function recallRowSize(rowKey: string, width: number): number | undefined {
  return width === sizesWidth ? sizes.get(rowKey) : undefined;
}
