import { describe, expect, it } from 'vitest';
import { isolatedName } from '../test/isolated-text';
import { isolated, named, sentenceText } from './sentence';

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
