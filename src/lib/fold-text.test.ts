import { describe, expect, it } from 'vitest';
import { foldText, matchesFolded } from './fold-text';

describe('foldText', () => {
  it('drops accents and case, and folds letters that do not decompose', () => {
    expect(foldText('José ÅSA')).toBe('jose asa');
    expect(foldText('Søren Łukasz Straße Æsir')).toBe('soren lukasz strasse aesir');
  });
});

describe('matchesFolded', () => {
  it('finds the query in any field, ignoring accents, case and surrounding spaces', () => {
    expect(matchesFolded(' jose ', 'José Álvarez', 'jalvarez')).toBe(true);
    expect(matchesFolded('alva', 'Someone', 'jalvarez')).toBe(true);
    expect(matchesFolded('zoe', 'José Álvarez', 'jalvarez')).toBe(false);
  });

  it('matches everything with an empty query', () => {
    expect(matchesFolded('  ', 'Anyone')).toBe(true);
  });
});
