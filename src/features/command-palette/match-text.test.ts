import { describe, expect, it } from 'vitest';
import { MATCH_TIERS, matchText, rankByMatch } from './match-text';

/** The part of `name` a match marks. */
function marked(query: string, name: string): string | null {
  const range = matchText(query, name)?.range;
  return range ? name.slice(range.start, range.end) : null;
}

describe('matchText', () => {
  it('ignores case and accents, both ways', () => {
    expect(matchText('jose', 'José Álvarez')?.tier).toBe(MATCH_TIERS.prefix);
    expect(matchText('ÁLVA', 'Jose Alvarez')?.tier).toBe(MATCH_TIERS.wordStart);
    expect(matchText('straße', 'Strasse')?.tier).toBe(MATCH_TIERS.whole);
    expect(matchText('zzz', 'José Álvarez')).toBeNull();
  });

  it('ranks the whole name, then its start, then a word’s start, then anywhere', () => {
    expect(matchText(' General ', 'general')?.tier).toBe(MATCH_TIERS.whole);
    expect(matchText('gen', 'General')?.tier).toBe(MATCH_TIERS.prefix);
    expect(matchText('mem', 'Space members')?.tier).toBe(MATCH_TIERS.wordStart);
    expect(matchText('emb', 'Space members')?.tier).toBe(MATCH_TIERS.substring);
    expect(matchText('asouza', 'Ana Souza', ['asouza'])?.tier).toBe(MATCH_TIERS.elsewhere);
  });

  it('marks the typed text in the name as written, accents included', () => {
    expect(marked('alv', 'José Álvarez')).toBe('Álv');
    expect(marked('se', 'José')).toBe('sé');
    // Decomposed text (e + combining acute): the accent stays with its letter.
    expect(marked('jose', 'Jose\u0301 Silva')).toBe('Jose\u0301');
    expect(marked('ss', 'Straße')).toBe('ß');
    expect(marked('design', 'UX/Design team')).toBe('Design');
  });

  it('prefers a word start to an earlier match inside a word', () => {
    const match = matchText('an', 'Diana Andrade');
    expect(match?.tier).toBe(MATCH_TIERS.wordStart);
    expect(match?.range).toEqual({ start: 6, end: 8 });
  });

  it('matches everything, marking nothing, when nothing is typed', () => {
    expect(matchText('  ', 'Anything')).toEqual({ tier: MATCH_TIERS.whole, range: null });
  });

  it('marks nothing when only another field matches', () => {
    expect(matchText('gen', 'Town hall', ['general-chat'])).toEqual({
      tier: MATCH_TIERS.elsewhere,
      range: null,
    });
  });
});

describe('rankByMatch', () => {
  it('puts prefixes before substrings, keeping the order of equals', () => {
    const names = ['Design team', 'Web design', 'Designers', 'Marketing', 'Redesign'];
    const ranked = rankByMatch(names, (name) => matchText('design', name));
    expect(ranked.map(({ entry }) => entry)).toEqual([
      'Design team',
      'Designers',
      'Web design',
      'Redesign',
    ]);
  });
});
