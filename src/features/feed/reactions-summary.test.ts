import { describe, expect, it } from 'vitest';
import { isolatedName } from '../../test/isolated-text';
import { sentenceText } from '../../lib/sentence';
import { countLabel, reactionsRest, reactionsSentence } from './reactions-summary';

/** The names as the plain text isolates them (lib/sentence.ts). */
const [ana, ben, cy] = ['Ana', 'Ben', 'Cy'].map(isolatedName);

describe('reactionsSentence, as plain text', () => {
  it('names everyone when the preview holds them all', () => {
    expect(sentenceText(reactionsSentence(['Ana'], 1))).toBe(`${ana} reacted.`);
    expect(sentenceText(reactionsSentence(['Ana', 'Ben'], 2))).toBe(`${ana} and ${ben} reacted.`);
    expect(sentenceText(reactionsSentence(['Ana', 'Ben', 'Cy'], 3))).toBe(
      `${ana}, ${ben}, and ${cy} reacted.`,
    );
  });

  it('counts the rest as "and N others"', () => {
    expect(sentenceText(reactionsSentence(['Ana', 'Ben', 'Cy'], 4))).toBe(
      `${ana}, ${ben}, ${cy}, and 1 other reacted.`,
    );
    expect(sentenceText(reactionsSentence(['Ana', 'Ben', 'Cy'], 1215))).toBe(
      `${ana}, ${ben}, ${cy}, and 1,212 others reacted.`,
    );
  });

  it('counts people when the preview names nobody', () => {
    expect(sentenceText(reactionsSentence([], 5))).toBe('5 people reacted.');
    expect(sentenceText(reactionsSentence([], 1))).toBe('1 person reacted.');
  });

  it('says so when nobody reacted, and never names more people than the count', () => {
    expect(sentenceText(reactionsSentence([], 0))).toBe('No reactions yet.');
    expect(sentenceText(reactionsSentence(['Ana', 'Ben'], 1))).toBe(`${ana} reacted.`);
  });
});

describe('reactionsSentence', () => {
  it('keeps each name a part of its own, and ours the words around them', () => {
    expect(reactionsSentence(['نورة', 'נועה', 'Ana'], 6)).toEqual([
      { name: 'نورة' },
      ', ',
      { name: 'נועה' },
      ', ',
      { name: 'Ana' },
      ', and ',
      '3 others',
      ' reacted.',
    ]);
    expect(reactionsSentence(['نورة', 'Ana'], 2)).toEqual([
      { name: 'نورة' },
      ' and ',
      { name: 'Ana' },
      ' reacted.',
    ]);
  });
});

describe('reactionsRest', () => {
  it('is the part that counts those not named, as the sentence says it', () => {
    expect(reactionsRest(['Ana', 'Ben', 'Cy'], 6)).toBe('3 others');
    expect(reactionsRest(['Ana'], 2)).toBe('1 other');
    expect(reactionsRest([], 5)).toBe('5 people');
    expect(reactionsRest(['Ana', 'Ben'], 2)).toBeNull();
    expect(reactionsRest([], 0)).toBeNull();
    expect(reactionsSentence(['Ana', 'Ben', 'Cy'], 6)).toContain(
      reactionsRest(['Ana', 'Ben', 'Cy'], 6),
    );
    expect(reactionsSentence([], 5)).toContain(reactionsRest([], 5));
  });
});

describe('countLabel', () => {
  it('chooses singular or plural', () => {
    expect(countLabel(1, 'comment', 'comments')).toBe('1 comment');
    expect(countLabel(0, 'comment', 'comments')).toBe('0 comments');
    expect(countLabel(2500, 'reaction', 'reactions')).toBe('2,500 reactions');
  });
});
