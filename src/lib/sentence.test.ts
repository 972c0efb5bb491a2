import { describe, expect, it } from 'vitest';
import { isolatedName } from '../test/isolated-text';
import { isolated, isolatedParts, named, sentenceText } from './sentence';

describe('isolated', () => {
  it('puts a name between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE', () => {
    expect(isolated('نورة')).toBe('\u2068نورة\u2069');
    expect(`Show only posts by ${isolated('נועה כהן')}`).toBe(
      `Show only posts by ${isolatedName('נועה כהן')}`,
    );
  });
});

describe('sentenceText', () => {
  it('keeps each name of the sentence isolated in its plain text', () => {
    expect(sentenceText(['Reading the members of ', named('המועדון'), ': 3 of 20'])).toBe(
      `Reading the members of ${isolatedName('המועדון')}: 3 of 20`,
    );
    expect(sentenceText(['No reactions yet.'])).toBe('No reactions yet.');
  });
});

describe('isolatedParts', () => {
  it('keeps each isolated name a part of its own, and drops empty parts', () => {
    expect(isolatedParts('Blocked \u2068Nora Evans\u2069 from the community')).toEqual([
      'Blocked ',
      { name: 'Nora Evans' },
      ' from the community',
    ]);
    expect(isolatedParts('\u2068نورة\u2069’s profile')).toEqual([{ name: 'نورة' }, '’s profile']);
  });
});
