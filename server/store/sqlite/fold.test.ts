import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldForSearch } from './fold';

/**
 * What MariaDB's utf8mb4_unicode_520_ci (the collation of real FluentCommunity sites) treats
 * as equal, letter by letter, written out literally.
 */
const COLLATION_EQUALS: [string, string][] = [
  ['Ø', 'o'],
  ['ø', 'o'],
  ['Ł', 'l'],
  ['ł', 'l'],
  ['Đ', 'd'],
  ['đ', 'd'],
  ['Ð', 'd'],
  ['ð', 'd'],
  ['ß', 'ss'],
  ['ẞ', 'ss'],
  ['Æ', 'ae'],
  ['æ', 'ae'],
  ['Œ', 'oe'],
  ['œ', 'oe'],
  ['Þ', 'th'],
  ['þ', 'th'],
  ['É', 'e'],
  ['ñ', 'n'],
  ['Å', 'a'],
  ['ǿ', 'o'],
  ['ﬁ', 'fi'],
  ['İ', 'i'],
  ['𝓐', 'a'],
  ['Ω', 'ω'],
];

describe('folding as the site collation compares', () => {
  it.each(COLLATION_EQUALS)('%s folds to %s', (letter, folded) => {
    expect(foldForSearch(letter)).toBe(folded);
  });

  it('folds whole names so they sort and match as on the site', () => {
    expect(foldForSearch('Chidi Østergaard')).toBe('chidi ostergaard');
    expect(foldForSearch('Łukasz Straße')).toBe('lukasz strasse');
    expect(foldForSearch('Æsa Þórsdóttir')).toBe('aesa thorsdottir');
    expect(foldForSearch('Chidi Østergaard') < foldForSearch('Chidi Young')).toBe(true);
    expect(foldForSearch('José')).toBe('jose');
  });

  it('leaves scripts without case or accents alone', () => {
    expect(foldForSearch('山田 太郎')).toBe('山田 太郎');
    expect(foldForSearch('שלום')).toBe('שלום');
  });

  it('is idempotent: folding folded text changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const once = foldForSearch(text);
        expect(foldForSearch(once)).toBe(once);
      }),
      { numRuns: 5000 },
    );
    for (const [letter] of COLLATION_EQUALS) {
      expect(foldForSearch(foldForSearch(letter))).toBe(foldForSearch(letter));
    }
  });
});
