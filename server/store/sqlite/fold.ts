/**
 * The one folding rule behind search and name sorting on the SQLite store. Real sites compare
 * text with MariaDB's `utf8mb4_unicode_520_ci` (behaviour.md, "Course students": `jose` finds
 * "José"), which ignores case and accents and also treats these letters as the ones they
 * derive from (checked on a live MariaDB): Ø = O, Ł = L, Đ = D, Ð = D, ß = ss, Æ = AE,
 * Œ = OE, Þ = TH. Stored columns and incoming search terms both go through this function, so
 * the two always agree; the WordPress store leaves the same work to the database's collation.
 *
 * Decompose (NFKD: `é` → `e` + U+0301, `ﬁ` → `fi`, `𝓐` → `A`), lower-case (`İ` becomes `i` +
 * a combining dot), decompose again (a lower-case letter may be precomposed), drop every
 * combining mark, and spell out the letters that have no decomposition.
 */
const LETTERS_AS_THE_COLLATION_READS_THEM: Readonly<Record<string, string>> = {
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
};

const SPELLED_OUT = new RegExp(
  `[${Object.keys(LETTERS_AS_THE_COLLATION_READS_THEM).join('')}]`,
  'gu',
);

export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(SPELLED_OUT, (letter) => LETTERS_AS_THE_COLLATION_READS_THEM[letter] ?? letter);
}

/** Unicode characters (code points), not UTF-16 units: FTS5 trigrams count characters. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}
