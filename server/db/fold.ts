/**
 * The one folding rule behind search and name sorting (behaviour.md, "Course students":
 * search is case-insensitive and accent-insensitive, `jose` finds "José").
 *
 * Lower-case first (so `İ` becomes `i` + a combining dot), then decompose (NFKD: `é` → `e` +
 * U+0301, `ﬁ` → `fi`) and drop every combining mark. Letters without a decomposition (`ø`,
 * `ß`, `ł`) stay as they are. Stored columns and incoming search terms both go through this
 * function, so the two always agree.
 */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');
}

/** Unicode characters (code points), not UTF-16 units: FTS5 trigrams count characters. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}
