/**
 * Letters that do not decompose into a base letter and a mark, folded as real sites fold them
 * when they search (behaviour.md, "Course students": MariaDB's `utf8mb4_unicode_520_ci`).
 */
const UNDECOMPOSED: Readonly<Record<string, string>> = {
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
};

/**
 * Text as a search compares it: lower case, without accents, so "jose" finds "José" in the
 * suggestions already on the page, as the site's own search would.
 */
export function foldText(text: string): string {
  return (
    text
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a Unicode normalization form
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[øłđßæœþ]/g, (letter) => UNDECOMPOSED[letter] ?? letter)
  );
}

/** Whether any of `fields` contains `query`, both folded; an empty query matches everything. */
export function matchesFolded(query: string, ...fields: readonly string[]): boolean {
  const needle = foldText(query.trim());
  return needle === '' || fields.some((field) => foldText(field).includes(needle));
}
